/**
 * The preview of a page while its text is being typed, drawn at once instead of after the server's check: when the
 * unsaved text differs from the last text that passed the check only in free text (headings, paragraphs, labels —
 * strings the schema does not restrict), the page that passed gets the new words, with the company facts filled
 * in. Anything else (a new block, a field, a picture, a link, a choice from a list) waits for the check. The
 * mistakes always come from the server's check; this only decides what the preview may show before it answers.
 */
import { parseDocument } from 'yaml';
import { factsOf, fillPlaceholders } from '../content/placeholders';
import type { Preview } from './api';
import type { Segment } from './cursorPlace';
import { schemaAt, schemaFileFor, type SchemaFiles } from './schemaAtPlace';

type Path = (string | number)[];

/** The parsed text, or undefined when it is not YAML that can be read. */
function parsed(text: string): unknown {
  const document = parseDocument(text);
  return document.errors.length ? undefined : (document.toJS() as unknown);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The places where `draft` has other words than `checked`, or undefined when it differs in anything else. */
function changedWords(checked: unknown, draft: unknown, path: Path = []): Path[] | undefined {
  if (typeof checked === 'string' && typeof draft === 'string') return checked === draft ? [] : [path];
  if (Array.isArray(checked) && Array.isArray(draft)) {
    if (checked.length !== draft.length) return undefined;
    const found: Path[] = [];
    for (const [index, item] of checked.entries()) {
      const changed = changedWords(item, draft[index], [...path, index]);
      if (!changed) return undefined;
      found.push(...changed);
    }
    return found;
  }
  if (isObject(checked) && isObject(draft)) {
    const keys = Object.keys(checked);
    if (keys.length !== Object.keys(draft).length || keys.some((key) => !Object.hasOwn(draft, key))) return undefined;
    const found: Path[] = [];
    for (const key of keys) {
      const changed = changedWords(checked[key], draft[key], [...path, key]);
      if (!changed) return undefined;
      found.push(...changed);
    }
    return found;
  }
  return Object.is(checked, draft) ? [] : undefined;
}

/** Whether the schema lets any words stand at this place: a string with no list of choices and no pattern. */
function isFreeText(schemas: SchemaFiles, file: string, data: unknown, path: Path): boolean {
  const segments: Segment[] = [];
  let node = data;
  for (const part of path) {
    node = (node as Record<string | number, unknown>)[part];
    if (typeof part === 'number') {
      const type = isObject(node) && typeof node.type === 'string' ? node.type : undefined;
      segments.push({ item: true, type });
    } else segments.push({ key: part });
  }
  const schema = schemaAt(schemas, schemaFileFor(file), segments, {})?.schema;
  if (schema?.type !== 'string') return false;
  return !('enum' in schema || 'const' in schema || 'pattern' in schema || 'format' in schema);
}

function withWords<T>(value: T, path: Path, words: string): T {
  if (path.length === 0) return words as T;
  const [first, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  copy[first] = withWords(copy[first], rest, words);
  return copy as T;
}

/**
 * The preview of `draft` made from `checked` (the preview of `checkedText`, which passed the check), or undefined
 * when the draft changes more than words and must wait for the server.
 */
export function draftPreview(
  file: string,
  draft: string,
  checkedText: string,
  checked: Preview,
  schemas: SchemaFiles,
): Preview | undefined {
  if (draft === checkedText) return checked;
  const before = parsed(checkedText);
  const after = parsed(draft);
  if (before === undefined || after === undefined) return undefined;
  const changed = changedWords(before, after);
  if (!changed?.every((path) => isFreeText(schemas, file, after, path))) return undefined;
  const facts = factsOf(checked.site.company);
  let page = checked.page;
  for (const path of changed) {
    const words = path.reduce<unknown>((node, part) => (node as Record<string | number, unknown>)[part], after);
    page = withWords(page, path, fillPlaceholders(words as string, facts).value);
  }
  return { page, site: checked.site };
}
