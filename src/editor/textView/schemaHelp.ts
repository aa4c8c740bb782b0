/**
 * Help while typing, from the JSON Schemas of schema/ (sent by the server, never copied): which fields and values
 * fit where the cursor is, with each one's title and description, ready-made sections (the schemas'
 * defaultSnippets), "Add …" for the list the cursor is in, and the description of a field under the pointer.
 *
 * Where the cursor is in the YAML is read from the structure of the lines (cursorPlace.ts), so it works on a
 * half-typed file that no parser would accept. Whatever a suggestion writes is written whole: a field with its value,
 * a section or an item with every field it requires, at the column its place needs, not the cursor's, and with
 * texts that pass the check for the person to type over (valueTemplate.ts).
 */
import { addItemEdit, listTargetOf, newItemValue } from './addItem';
import { keyLine, type Place, placeAt } from './cursorPlace';
import { unquote } from '../yamlOutline';
import {
  branches,
  constOf,
  kindFieldOf,
  type Located,
  narrow,
  resolve,
  type SchemaFiles,
  schemaAt,
  schemaFileFor,
} from '../../schemaPlaces/schemaAtPlace';
import { lineSpan, type TextEdit } from './textEdit';
import {
  escapeSnippet,
  fieldLines,
  fieldWithValueLines,
  isListSchema,
  isUnion,
  itemLines,
  type SiteSamples,
  type TemplateContext,
  type TemplateValue,
  templateOf,
} from '../valueTemplate';

export interface Suggestion {
  label: string;
  /** The field's or section's title from the schema. */
  detail?: string;
  /** Its description. */
  info?: string;
  kind: 'property' | 'value' | 'section' | 'item';
  /** What choosing it writes. */
  edit: TextEdit;
  /** Its place in the list: higher comes first (CodeMirror's boost). */
  boost?: number;
}

export interface CompletionAnswer {
  /** Where the replaced word starts (an offset in the text). */
  from: number;
  suggestions: Suggestion[];
}

/** The cursor's line and what a suggestion rewrites of it. */
interface LineAtCursor {
  row: number;
  from: number;
  to: number;
  /** Nothing but spaces after the cursor: the whole line may be written anew. */
  restBlank: boolean;
  /** The end of the word the cursor is in. */
  wordEnd: number;
}

function lineAtCursor(text: string, offset: number): LineAtCursor {
  const row = text.slice(0, offset).split('\n').length - 1;
  const span = lineSpan(text, row);
  const rest = text.slice(offset, span.to);
  return {
    row,
    ...span,
    restBlank: rest.trim() === '',
    wordEnd: offset + /^[\w$-]*/.exec(rest)![0].length,
  };
}

/** The start of the cursor's line as its place needs it: the indentation, and the dash of a list item it opens. */
function linePrefix(place: Place): string {
  if (place.dashColumn === undefined) return ' '.repeat(place.column);
  return `${' '.repeat(place.dashColumn)}-${' '.repeat(Math.max(1, place.column - place.dashColumn - 1))}`;
}

/** The cursor's line written anew as `lines` (the first one starting with the line's prefix). */
function lineEdit(line: LineAtCursor, lines: string[]): TextEdit {
  return { from: line.from, to: line.restBlank ? line.to : line.wordEnd, template: lines.join('\n') };
}

/** The value of a field chosen by name: written whole, with what it requires. */
function fieldSuggestion(
  place: Place,
  line: LineAtCursor,
  name: string,
  located: Located,
  context: TemplateContext,
): Suggestion {
  const value = templateOf(located, context, undefined, name, true);
  const [first, ...rest] = fieldWithValueLines(name, value, place.column);
  return {
    label: name,
    detail: located.schema.title,
    info: located.schema.description,
    kind: 'property',
    edit: lineEdit(line, [linePrefix(place) + first.trimStart(), ...rest]),
  };
}

/** A whole value (a section, an item) written from the cursor's line. */
function valueLines(place: Place, value: TemplateValue): string[] {
  if (place.dashColumn !== undefined) return itemLines(value, place.dashColumn, place.column - place.dashColumn);
  return fieldLines(value as Record<string, TemplateValue>, place.column);
}

/** What fits at `offset` of the file `file` (site.yaml or pages/…). */
export function completionsAt(
  files: SchemaFiles,
  file: string,
  text: string,
  offset: number,
  samples: SiteSamples = { routes: [] },
): CompletionAnswer | undefined {
  const found = placeAt(text, offset);
  if (!found) return undefined;
  const rootFile = schemaFileFor(file, files);
  if (!files[rootFile]) return undefined;
  let place = found;
  let container = schemaAt(files, rootFile, place.path, place.siblings);
  if (!container) return undefined;
  const line = lineAtCursor(text, offset);
  const context: TemplateContext = { files, rootFile, samples, text };

  // Under a list's field ("blocks:") a new line is the list's next item, its dash still to come.
  if (
    place.mode === 'key' &&
    isListSchema(container.schema) &&
    container.schema.items &&
    place.dashColumn === undefined
  ) {
    place = { ...place, path: [...place.path, { item: true }], dashColumn: place.column, column: place.column + 2 };
    container = resolve(files, { schema: container.schema.items, file: container.file });
  }

  if (place.mode === 'value')
    return { from: place.from, suggestions: valueSuggestions(place, line, container, context) };

  const suggestions: Suggestion[] = [];
  const kindField = kindFieldOf(container);
  if (isUnion(container.schema) && !place.siblings[kindField]) {
    // A new section: the ready-made sections of every kind (a kind without one: its required fields), and the
    // field that names the kind.
    for (const branch of branches(files, container)) {
      const kind = constOf(files, branch, kindField);
      const readyMade = branch.schema.defaultSnippets ?? [
        { label: undefined, description: undefined, body: undefined },
      ];
      for (const snippet of readyMade) {
        suggestions.push({
          label: snippet.label ?? String(kind),
          detail: branch.schema.title,
          info: snippet.description ?? branch.schema.description,
          kind: 'section',
          boost: -1,
          edit: lineEdit(line, valueLines(place, templateOf(branch, context, snippet.body))),
        });
      }
    }
    suggestions.push({
      label: kindField,
      detail: container.schema.properties?.[kindField]?.title ?? 'Kind',
      info: container.schema.description,
      kind: 'property',
      edit: { ...lineEdit(line, [`${linePrefix(place)}${kindField}: `]), thenComplete: true },
    });
  } else {
    const candidates = narrow(files, container, place.siblings[kindField]);
    for (const [name, property] of Object.entries(candidates.schema.properties ?? {})) {
      if (Object.hasOwn(place.siblings, name)) continue;
      suggestions.push(
        fieldSuggestion(place, line, name, resolve(files, { schema: property, file: candidates.file }), context),
      );
    }
  }
  suggestions.push(...addItemSuggestions(files, file, place, line, context));
  return { from: place.from, suggestions };
}

/** "Add review" for the list the cursor is in: on a new item's line the item is written there, elsewhere at the end. */
function addItemSuggestions(
  files: SchemaFiles,
  file: string,
  place: Place,
  line: LineAtCursor,
  context: TemplateContext,
): Suggestion[] {
  const opensItem = place.dashColumn !== undefined;
  const target = listTargetOf(files, file, place, line.row);
  if (!target || (opensItem && target.ofKinds) || (opensItem && Object.keys(place.siblings).length) || !line.restBlank)
    return [];
  const edit = opensItem
    ? lineEdit(line, valueLines(place, newItemValue(target, context)))
    : addItemEdit(target, context, line.row);
  return [
    {
      label: `Add ${target.noun}`,
      detail: opensItem ? 'Every field it needs' : 'At the end of the list',
      info: target.item.schema.description,
      kind: 'item',
      // On a new item's line the whole item comes first; elsewhere the fields of the item the cursor is in do.
      boost: opensItem ? 1 : -2,
      edit,
    },
  ];
}

function valueSuggestions(
  place: Place,
  line: LineAtCursor,
  container: Located,
  context: TemplateContext,
): Suggestion[] {
  const { files } = context;
  const word = (value: unknown): TextEdit => ({
    from: place.from,
    to: line.wordEnd,
    template: escapeSnippet(String(value)),
  });
  const kindField = kindFieldOf(container);
  if (place.key === kindField && isUnion(container.schema)) {
    // A section's kind brings the fields the kind requires, under it.
    return branches(files, container).flatMap((branch) => {
      const kind = constOf(files, branch, kindField);
      if (typeof kind !== 'string') return [];
      const readyMade = branch.schema.defaultSnippets?.[0]?.body;
      const whole = templateOf(branch, context, readyMade) as Record<string, TemplateValue>;
      const missing = Object.fromEntries(
        Object.entries(whole).filter(([name]) => name !== kindField && !Object.hasOwn(place.siblings, name)),
      );
      const edit = line.restBlank
        ? lineEdit(line, [`${linePrefix(place)}${kindField}: ${kind}`, ...fieldLines(missing, place.column)])
        : word(kind);
      return [
        { label: kind, detail: branch.schema.title, info: branch.schema.description, kind: 'value' as const, edit },
      ];
    });
  }
  const property = container.schema.properties?.[place.key!];
  if (!property) return [];
  const schema = resolve(files, { schema: property, file: container.file }).schema;
  const values =
    schema.enum ?? (schema.const !== undefined ? [schema.const] : schema.type === 'boolean' ? [true, false] : []);
  return values.map((item) => ({
    label: String(item),
    detail: schema.title,
    info: schema.description,
    kind: 'value' as const,
    edit: word(item),
  }));
}

export interface HoverHelp {
  from: number;
  to: number;
  title?: string;
  description?: string;
}

/** The title and description of the field name (or block type) under `offset`. */
export function hoverAt(files: SchemaFiles, file: string, text: string, offset: number): HoverHelp | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd);
  const match = keyLine.exec(line);
  if (!match) return undefined;
  const keyFrom = lineStart + match[1].length + match[2].length;
  const keyTo = keyFrom + match[3].length;
  const rootFile = schemaFileFor(file, files);
  if (offset >= keyFrom && offset <= keyTo) {
    const place = placeAt(text, keyFrom);
    if (!place) return undefined;
    const container = schemaAt(files, rootFile, place.path, {
      ...place.siblings,
      ...fieldsWithType(text, keyFrom, match),
    });
    const property = container?.schema.properties?.[match[3]];
    if (!property || !container) return undefined;
    const schema = resolve(files, { schema: property, file: container.file }).schema;
    return { from: keyFrom, to: keyTo, title: schema.title, description: schema.description };
  }
  const valueText = match[4] ?? '';
  const valueFrom = lineStart + line.length - valueText.length;
  if (match[3] === 'type' && offset >= valueFrom && valueText) {
    const place = placeAt(text, keyFrom);
    if (!place) return undefined;
    const container = schemaAt(files, rootFile, place.path, { ...place.siblings, type: unquote(valueText) });
    if (!container || container.schema.oneOf) return undefined;
    return {
      from: valueFrom,
      to: valueFrom + valueText.length,
      title: container.schema.title,
      description: container.schema.description,
    };
  }
  return undefined;
}

/** On a "- type: hero" line the type is on the line itself. */
function fieldsWithType(_text: string, _offset: number, match: RegExpExecArray): Record<string, string> {
  return match[3] === 'type' ? { type: unquote(match[4] ?? '') } : {};
}
