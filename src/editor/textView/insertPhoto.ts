/**
 * Where a new photo goes, from the structure at the cursor and the schemas: into the picture the cursor is in (its
 * `src` and `alt` replaced), else into the picture field of the item or section the cursor is in (replaced, or added
 * beside the other fields), else as a new picture of its list of pictures (a hero's background pictures). Nothing
 * above the section is touched: a photo added in a section never becomes the page's sharing picture.
 */
import { type MapAround, structureOfText } from './cursorPlace';
import { resolve, type SchemaFiles, schemaAt, schemaFileFor } from '../../schemaPlaces/schemaAtPlace';
import { lineSpan, rewriteRows, type TextEdit } from './textEdit';
import {
  fieldWithValueLines,
  isListSchema,
  isPictureSchema,
  itemLines,
  photoValue,
  type Quoted,
  scalarText,
} from '../valueTemplate';
import { fieldsOf, lastRowOf, type YamlMap } from '../yamlOutline';

export interface Photo {
  src: string;
  alt: string;
}

/** The fields `values` set in `map` (whose fields start at `column`): lines rewritten in place, missing ones added. */
function setFields(text: string, map: YamlMap, column: number, photo: Photo): TextEdit {
  const values = photoValue(photo) as Record<string, string | Quoted>;
  const rewritten = new Map<number, string>();
  const added: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const entry = map.entries.find((each) => each.key === key);
    // The line keeps what comes before the field: the dash of the item it opens.
    if (entry) rewritten.set(entry.line.row, `${entry.line.text.slice(0, column)}${key}: ${scalarText(value)}`);
    else added.push(`${' '.repeat(column)}${key}: ${scalarText(value)}`);
  }
  const rows = [...rewritten.keys()];
  const after = lastRowOf(map);
  const first = Math.min(...rows, after);
  const last = Math.max(...rows, after);
  const lines: (string | number)[] = [];
  for (let row = first; row <= last; row++) {
    lines.push(rewritten.get(row) ?? row);
    if (row === after) lines.push(...added);
  }
  return rewriteRows(text, first, last, lines);
}

/** New lines after line `row`. */
const linesAfter = (text: string, row: number, lines: string[]) => rewriteRows(text, row, row, [row, ...lines]);

/** The row after which a field added to `level` goes: after the field the cursor is in, else after the last field. */
function rowForNewField(level: MapAround, row: number): number {
  const entries = level.map?.entries ?? [];
  const around = entries.find((entry) => entry.line.row <= row && row <= entry.lastRow);
  return around?.lastRow ?? lastRowOf(level.map) ?? row;
}

/** The change that puts `photo` in the text at `offset`. */
export function photoEdit(files: SchemaFiles, file: string, text: string, offset: number, photo: Photo): TextEdit {
  return photoChange(files, file, text, offset, photo).edit;
}

/**
 * The change that puts `photo` in the text at `offset`, and its name: "Photo changed" where it takes the place of a
 * picture's file and description, "Photo added" where it comes as a new picture.
 */
export function photoChange(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
  photo: Photo,
): { edit: TextEdit; label: string } {
  const changed = (edit: TextEdit) => ({ edit, label: 'Photo changed' });
  const added = (edit: TextEdit) => ({ edit, label: 'Photo added' });
  const { structure, row } = structureOfText(text, offset);
  const rootFile = schemaFileFor(file, files);
  const picture = photoValue(photo);
  const levels = [...structure.maps].reverse();
  for (const [index, level] of levels.entries()) {
    // Up to the section the cursor is in, never above it.
    if (index > 0 && level.path.length < 2) break;
    const located = files[rootFile] ? schemaAt(files, rootFile, level.path, fieldsOf(level.map)) : undefined;
    if (!located) continue;
    if (isPictureSchema(located.schema) && level.map) return changed(setFields(text, level.map, level.column, photo));
    for (const [name, property] of Object.entries(located.schema.properties ?? {})) {
      const schema = resolve(files, { schema: property, file: located.file }).schema;
      const entry = level.map?.entries.find((each) => each.key === name);
      if (isPictureSchema(schema)) {
        if (entry?.block?.kind === 'map') return changed(setFields(text, entry.block, entry.block.column, photo));
        if (entry) continue;
        return added(linesAfter(text, rowForNewField(level, row), fieldWithValueLines(name, picture, level.column)));
      }
      const items = schema.items && resolve(files, { schema: schema.items, file: located.file }).schema;
      if (isListSchema(schema) && items && isPictureSchema(items)) {
        const list = entry?.block?.kind === 'list' ? entry.block : undefined;
        if (list) {
          const first = list.items[0];
          const offsetInItem = first.content - first.line.dashes[first.dash];
          return added(linesAfter(text, lastRowOf(list), itemLines(picture, list.column, offsetInItem)));
        }
        if (entry) continue;
        return added(linesAfter(text, rowForNewField(level, row), fieldWithValueLines(name, [picture], level.column)));
      }
    }
  }
  // No place for a picture here: an image field at the cursor, which the check then names.
  const lines = fieldWithValueLines('image', picture, structure.column);
  const { from, to } = lineSpan(text, row);
  return added(text.slice(from, to).trim() === '' ? rewriteRows(text, row, row, lines) : linesAfter(text, row, lines));
}
