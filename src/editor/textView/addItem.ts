/**
 * "Add review", "Add step", "Add question"…: a complete new item at the end of the list the cursor is in, with every
 * field it requires, indented as the list's other items, its texts ready to type over. The name of an item comes
 * from the schema (the title of the list's items, else the list's field name made singular). An item that needs a
 * picture (a gallery picture) is added with a photo chosen first; a list of sections gets a new "- " line, for the
 * person to choose its kind.
 */
import { type ListAround, listAround, type Structure, structureOfText } from './cursorPlace';
import {
  type Located,
  resolve,
  type SchemaFiles,
  type Segment,
  schemaAt,
  schemaFileFor,
} from '../../schemaPlaces/schemaAtPlace';
import { rewriteRows, type TextEdit } from './textEdit';
import {
  exampleAt,
  isListSchema,
  isPictureSchema,
  isUnion,
  itemLines,
  nameOf,
  type SiteSamples,
  type TemplateContext,
  type TemplateValue,
  templateOf,
} from '../valueTemplate';
import { fieldsOf } from '../yamlOutline';
import { capitalized } from '../../editorApi/words';

export interface ListTarget {
  /** What one item is, for a person: "review", "gallery picture". */
  noun: string;
  /** Its items need a picture: the photo is chosen first. */
  needsPhoto: boolean;
  /** Its items are of several kinds (sections): the new one waits for its kind. */
  ofKinds: boolean;
  around: ListAround;
  item: Located;
}

/** "steps" → "step", "categories" → "category". */
export function singular(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (/ies$/.test(words)) return words.replace(/ies$/, 'y');
  if (/(ss|us|x|ch|sh)es$/.test(words)) return words.replace(/es$/, '');
  return words.replace(/s$/, '');
}

function lastKey(path: Segment[]): string | undefined {
  const last = path.at(-1);
  return last && 'key' in last ? last.key : undefined;
}

/** The list at `around` as the schemas see it; undefined where the schema has no list there. */
function targetOf(files: SchemaFiles, file: string, around: ListAround): ListTarget | undefined {
  const rootFile = schemaFileFor(file, files);
  if (!files[rootFile]) return undefined;
  const list = schemaAt(files, rootFile, around.path, {});
  if (!list || !isListSchema(list.schema) || !list.schema.items) return undefined;
  const item = resolve(files, { schema: list.schema.items, file: list.file });
  const ofKinds = isUnion(item.schema);
  // The items' own title, else a shared shape's (a button), but not a plain text's ("Text"): the list's name says more.
  const ownTitle = list.schema.items.title ?? (item.schema.properties ? item.schema.title : undefined);
  const noun = ownTitle ? nameOf({ title: ownTitle }, undefined) : singular(lastKey(around.path) ?? 'item');
  const requiresPicture = Object.entries(item.schema.properties ?? {}).some(
    ([name, property]) =>
      item.schema.required?.includes(name) &&
      isPictureSchema(resolve(files, { schema: property, file: item.file }).schema),
  );
  return { noun, needsPhoto: !ofKinds && (isPictureSchema(item.schema) || requiresPicture), ofKinds, around, item };
}

/**
 * The list the cursor is in: the innermost list around it, or the one the field on the cursor's line holds
 * ("items:").
 */
export function listTargetOf(
  files: SchemaFiles,
  file: string,
  structure: Structure,
  row: number,
): ListTarget | undefined {
  const here = structure.fieldHere;
  if (here && (here.block?.kind === 'list' || here.value === '')) {
    const list = here.block?.kind === 'list' ? here.block : undefined;
    const around = listAround([...structure.path, { key: here.key }], list, structure.column, row);
    if (!list) around.lastRow = here.line.row;
    const target = targetOf(files, file, around);
    if (target) return target;
  }
  const innermost = structure.lists.at(-1);
  return innermost ? targetOf(files, file, innermost) : undefined;
}

/**
 * The new item: the ready-made one of its section where there is one, and like its neighbours, with the fields every
 * item of the list has (a menu entry's link, a gallery picture's location), each with a text to type over.
 */
export function newItemValue(target: ListTarget, context: TemplateContext): TemplateValue {
  const readyMade = exampleAt(context.files, context.rootFile, [...target.around.path, { item: true }]);
  const neighbours = (target.around.list?.items ?? []).flatMap((item) =>
    item.block?.kind === 'map' ? [fieldsOf(item.block)] : [],
  );
  const alike = { ...context, neighbour: neighbours.at(-1) };
  const properties = Object.keys(target.item.schema.properties ?? {});
  const shared = properties.filter((name) => neighbours.length && neighbours.every((fields) => name in fields));
  if (
    target.ofKinds ||
    !shared.length ||
    (readyMade !== undefined && (typeof readyMade !== 'object' || Array.isArray(readyMade)))
  )
    return templateOf(target.item, alike, readyMade);
  // The ready-made item's fields in its order; each field of the neighbours it lacks goes after the field it follows
  // in the item before.
  const names = Object.keys((readyMade as Record<string, unknown> | undefined) ?? {});
  const before = Object.keys(neighbours.at(-1)!);
  for (const name of shared) {
    if (names.includes(name)) continue;
    const after = before.slice(0, before.indexOf(name)).findLast((each) => names.includes(each));
    names.splice(after === undefined ? 0 : names.indexOf(after) + 1, 0, name);
  }
  const example = Object.fromEntries(
    names.map((name) => [name, (readyMade as Record<string, unknown> | undefined)?.[name]]),
  );
  return templateOf(target.item, alike, example);
}

/**
 * The new item's lines: right after the item the cursor is in (a new section below the one being read, a review
 * after this review), else at the end of the list; `dropRow`, the line a word was typed on to ask for it, goes.
 */
export function addItemEdit(target: ListTarget, context: TemplateContext, dropRow?: number): TextEdit {
  const { around } = target;
  const lines = target.ofKinds
    ? [`${' '.repeat(around.dashColumn)}-${' '.repeat(around.contentOffset - 1)}`]
    : itemLines(newItemValue(target, context), around.dashColumn, around.contentOffset);
  const last = dropRow === undefined ? (around.itemLastRow ?? around.lastRow) : around.lastRow;
  const between = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  let edit: TextEdit;
  if (dropRow === undefined || dropRow === last) edit = rewriteRows(context.text, last, last, [last, ...lines]);
  else if (dropRow > last)
    edit = rewriteRows(context.text, last, dropRow, [last, ...lines, ...between(last + 1, dropRow - 1)]);
  else edit = rewriteRows(context.text, dropRow, last, [...between(dropRow + 1, last), ...lines]);
  return target.ofKinds ? { ...edit, thenComplete: true } : edit;
}

/** For the button beside the text: what it adds at `offset`, if anything. */
export function listAtCursor(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
): { label: string; needsPhoto: boolean } | undefined {
  const { structure, row } = structureOfText(text, offset);
  const target = listTargetOf(files, file, structure, row);
  return target ? { label: `Add ${target.noun}`, needsPhoto: target.needsPhoto } : undefined;
}

/** The name of a new item's change for the undo history: "review" → "Review added". */
export const addedLabel = (noun: string) => `${capitalized(noun)} added`;

/** The button's change and its name: a new item in the list at `offset`, with `photo` as its picture when it needs one. */
export function addItemChange(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
  samples: SiteSamples,
  photo?: { src: string; alt: string },
): { edit: TextEdit; label: string } | undefined {
  const { structure, row } = structureOfText(text, offset);
  const target = listTargetOf(files, file, structure, row);
  if (!target) return undefined;
  const edit = addItemEdit(target, { files, samples, text, photo, rootFile: schemaFileFor(file, files) });
  return { edit, label: addedLabel(target.noun) };
}

/** The button's change: a new item in the list at `offset`, with `photo` as its picture when it needs one. */
export function addItemAt(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
  samples: SiteSamples,
  photo?: { src: string; alt: string },
): TextEdit | undefined {
  return addItemChange(files, file, text, offset, samples, photo)?.edit;
}
