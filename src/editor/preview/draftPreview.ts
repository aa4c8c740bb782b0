/**
 * The preview of a page while its text is being typed, drawn at once instead of after the server's check: when the
 * unsaved text differs from the last text that passed the check only in free text (headings, paragraphs, labels —
 * strings the schema does not restrict), the frame gets the new words of each changed field, with the company facts
 * filled in, and puts them in the element that shows it (preview.tsx). Anything else (a new block, a field, a
 * picture, a link, a choice from a list) waits for the check, whose HTML the frame then shows. The mistakes always
 * come from the server's check; this only decides what the preview may show before it answers.
 */
import { factsOf, fillPlaceholders } from '../../content/placeholders';
import type { Preview } from '../api';
import { type DataPath, placeName } from '../../places/places';
import { isFreeText } from '../../schemaPlaces/freeText';
import type { PlaceWords } from './previewMessages';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { parsedText } from '../../yamlEdits/parsedText';

/** The text's data (read, never changed: it is the one parse every reader shares), or undefined when it does not parse. */
const parsed = (text: string): unknown => parsedText(text).value;

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The places where `draft` has other words than `checked`, or undefined when it differs in anything else. */
function changedWords(checked: unknown, draft: unknown, path: DataPath = []): DataPath[] | undefined {
  if (typeof checked === 'string' && typeof draft === 'string') return checked === draft ? [] : [path];
  if (Array.isArray(checked) && Array.isArray(draft)) {
    if (checked.length !== draft.length) return undefined;
    const found: DataPath[] = [];
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
    const found: DataPath[] = [];
    for (const key of keys) {
      const changed = changedWords(checked[key], draft[key], [...path, key]);
      if (!changed) return undefined;
      found.push(...changed);
    }
    return found;
  }
  return Object.is(checked, draft) ? [] : undefined;
}

/**
 * The new words of `draft` against `checkedText` (which passed the check, its preview `checked`), field by field; none
 * when the two are the same text; undefined when the draft changes more than words and must wait for the server.
 */
export function draftWords(
  file: string,
  draft: string,
  checkedText: string,
  checked: Pick<Preview, 'site'>,
  schemas: SchemaFiles,
): PlaceWords[] | undefined {
  if (draft === checkedText) return [];
  const before = parsed(checkedText);
  const after = parsed(draft);
  if (before === undefined || after === undefined) return undefined;
  const changed = changedWords(before, after);
  if (!changed?.every((path) => isFreeText(schemas, file, after, path))) return undefined;
  const facts = factsOf(checked.site.company);
  return changed.map((path) => {
    const words = path.reduce<unknown>((node, part) => (node as Record<string | number, unknown>)[part], after);
    return { place: placeName(file, path), text: fillPlaceholders(words as string, facts).value };
  });
}
