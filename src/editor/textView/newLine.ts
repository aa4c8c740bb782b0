/**
 * Enter at the end of a line goes where the next thing belongs in the structure: under `blocks:` (or any field whose
 * value is a list) to a new item, its "- " typed; under a field whose value is a mapping, two further in; after a
 * field with its value, to the next field of the same mapping; after a list item of one line ("- Licensed"), to the
 * next item. Anywhere else Enter does what it always does.
 */
import { structureAt } from './cursorPlace';
import { type SchemaFiles, schemaAt, schemaFileFor } from '../../schemaPlaces/schemaAtPlace';
import type { TextEdit } from './textEdit';
import { isListSchema } from '../valueTemplate';
import { fieldsOf, outlineOf } from '../yamlOutline';

const textBlock = /^[|>][-+0-9]*$/;

export function newLineEdit(files: SchemaFiles, file: string, text: string, offset: number): TextEdit | undefined {
  const outline = outlineOf(text);
  const row = text.slice(0, offset).split('\n').length - 1;
  const line = outline.lines[row];
  const lineEnd = line.from + line.text.length;
  if (text.slice(offset, lineEnd).trim() !== '' || line.text.slice(0, offset - line.from).trim() === '')
    return undefined;
  const newLine = (column: number, dash = false) => ({
    from: offset,
    to: lineEnd,
    template: `\n${' '.repeat(column)}${dash ? '- ' : ''}`,
  });

  if (line.key === undefined)
    return line.dashes.length && line.value !== '' ? newLine(line.dashes.at(-1)!, true) : undefined;
  if (line.value !== '')
    return textBlock.test(line.value) || line.value.startsWith('#') ? undefined : newLine(line.content);

  const structure = structureAt(outline, row, line.content);
  const here = structure.fieldHere;
  const rootFile = schemaFileFor(file, files);
  if (!files[rootFile]) return undefined;
  const located = schemaAt(files, rootFile, [...structure.path, { key: line.key }], fieldsOf(structure.map));
  if (!located) return undefined;
  if (isListSchema(located.schema)) {
    const list = here?.block?.kind === 'list' ? here.block : undefined;
    return newLine(list ? list.column : line.content + 2, true);
  }
  if (located.schema.properties) {
    const map = here?.block?.kind === 'map' ? here.block : undefined;
    return newLine(map ? map.column : line.content + 2);
  }
  return undefined;
}
