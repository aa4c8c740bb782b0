/**
 * The one way the editor changes a file's text other than typing in it: `textWithEdit(files, file, text, edit)` gives
 * the new text and its name for the undo history. The form's edits, the panel's buttons on the page's blocks (list
 * edits of `blocks`), words typed over a field on the page, a photo chosen for a picture and the text view's
 * insertions (Add item, Add photo, a completion, Enter: lines written whole, `kind: 'lines'`) all come through here,
 * so every rule holds for all of them: an item's name follows its title (nameFromTitle.ts), the form's and the
 * panel's text is written by ../yamlEdits/, which keeps the office's comments and quotes, and every result is read
 * back before it is handed on: a text that read as YAML never comes out unreadable.
 */
import type { FormEdit } from '../form/formEdit';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { duplicateItem, insertItem, moveItem, removeAt, setValue, type YamlValue } from '../../yamlEdits';
import { parsedText } from '../../yamlEdits/parsedText';
import { applied, type TextEdit } from '../textView/textEdit';
import { blockTitle, fieldChangeName, itemNameOf, schemaAtPath, valueIn } from './editNames';
import { nameFollowingTitle } from './nameFromTitle';
import type { DataPath } from '../../places/places';

/**
 * A change of a file: a form's edit, a new photo (its file and description) for the picture at `path`, or lines the
 * text view writes whole (textView/textEdit.ts), named by the text view, which knows what they are ("Review added").
 */
export type FileEdit =
  | FormEdit
  | { kind: 'photo'; path: DataPath; src: string; alt: string }
  | { kind: 'lines'; edit: TextEdit; label: string };

export interface EditedText {
  text: string;
  /** The change in words, for the undo history ("Heading changed"). */
  label: string;
}

/** The value at `path` of the text, or undefined where there is none or the text does not read as YAML. */
export const readValue = (text: string, path: DataPath): unknown => valueIn(parsedText(text).value, path);

/** The text with `edit` written into it, and its name for the undo history. Throws when the text cannot take it. */
export function textWithEdit(files: SchemaFiles, file: string, text: string, edit: FileEdit): EditedText {
  if (edit.kind === 'lines') return writtenLines(text, edit.edit, edit.label);
  const data = parsedText(text).value;
  const blocks = blockListEdit(files, file, data, text, edit);
  if (blocks) return blocks;
  switch (edit.kind) {
    case 'set': {
      // An item's name that follows its title changes with it, in the same step of undo.
      const name =
        edit.path.at(-1) === 'title'
          ? nameFollowingTitle(
              files,
              schemaAtPath(files, file, data, edit.path.slice(0, -1)),
              data,
              edit.path,
              edit.value,
            )
          : undefined;
      const changed = setValue(text, edit.path, edit.value as YamlValue);
      return {
        text: name ? setValue(changed, name.path, name.value) : changed,
        label: fieldChangeName(files, file, data, edit.path, edit.value),
      };
    }
    case 'photo': {
      const existing = valueIn(data, edit.path);
      const { src, alt } = edit;
      const changed =
        existing && typeof existing === 'object' && !Array.isArray(existing)
          ? setValue(setValue(text, [...edit.path, 'src'], src), [...edit.path, 'alt'], alt)
          : setValue(text, edit.path, { src, alt });
      return { text: changed, label: 'Photo changed' };
    }
    case 'insert':
      return {
        text: insertItem(text, edit.listPath, edit.index, edit.value as YamlValue),
        label: `${itemNameOf(files, file, data, edit.listPath)} added`,
      };
    case 'remove': {
      const label =
        typeof edit.path.at(-1) === 'number'
          ? `${itemNameOf(files, file, data, edit.path.slice(0, -1))} removed`
          : fieldChangeName(files, file, data, edit.path, undefined);
      return { text: removeAt(text, edit.path), label };
    }
    case 'move':
      return {
        text: moveItem(text, edit.listPath, edit.from, edit.to),
        label: `${itemNameOf(files, file, data, edit.listPath)} moved`,
      };
    case 'duplicate':
      return {
        text: duplicateItem(text, edit.listPath, edit.index),
        label: `${itemNameOf(files, file, data, edit.listPath)} duplicated`,
      };
  }
}

/**
 * The text view's lines written in, its places to type over left as their texts (what the text reads after the change),
 * read back: a text without mistakes must stay without them, so a change that would break it is refused whole. A
 * half-typed text is not held to it, as its next keys will change it anyway.
 */
function writtenLines(text: string, edit: TextEdit, label: string): EditedText {
  const changed = applied(text, edit).text;
  if (changed !== text && parsedText(text).readable) {
    const after = parsedText(changed);
    if (!after.readable) {
      const line = after.doc.errors[0]?.linePos?.[0].line;
      throw new Error(
        `"${label}" was not written: it would leave the text unreadable${line ? ` at line ${line}` : ''}. Nothing was changed.`,
      );
    }
  }
  return { text: changed, label };
}

const isBlockList = (path: DataPath) => path.length === 1 && path[0] === 'blocks';

/** An edit of the page's list of blocks, named by the block's own kind ("Call to action deleted"), as the panel says. */
function blockListEdit(
  files: SchemaFiles,
  file: string,
  data: unknown,
  text: string,
  edit: FileEdit,
): EditedText | undefined {
  const title = (at: number) => blockTitle(files, file, data, valueIn(data, ['blocks', at]));
  if (edit.kind === 'move' && isBlockList(edit.listPath))
    return { text: moveItem(text, ['blocks'], edit.from, edit.to), label: `${title(edit.from)} moved` };
  if (edit.kind === 'duplicate' && isBlockList(edit.listPath))
    return { text: duplicateItem(text, ['blocks'], edit.index), label: `${title(edit.index)} duplicated` };
  if (edit.kind === 'insert' && isBlockList(edit.listPath))
    return {
      text: insertItem(text, ['blocks'], edit.index, edit.value as YamlValue),
      label: `${blockTitle(files, file, data, edit.value)} added`,
    };
  if (
    edit.kind === 'remove' &&
    edit.path.length === 2 &&
    isBlockList(edit.path.slice(0, 1)) &&
    typeof edit.path[1] === 'number'
  )
    return { text: removeAt(text, edit.path), label: `${title(edit.path[1])} deleted` };
  return undefined;
}
