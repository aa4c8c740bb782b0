/**
 * "New post", "New project" in the editor: a new entry of a collection, collections/<name>/<slug>.yaml, its file name
 * made from its title, with the day's date and a summary to fill in. It starts as a draft, so nothing half-written
 * reaches the site; the route writes it only when the whole site still passes the check with it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isScalar } from 'yaml';
import { slugFromTitle } from '../../editorApi/entrySlug.ts';
import { HttpError } from '../http/httpError.ts';
import { contentFilePath } from './editableFiles.ts';
import { readLeniently } from './lenientRead.ts';

/** A new entry that cannot be made as asked, answered 400. */
export class EntryRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface EntryDraft {
  /** collections/news/spring-checklist.yaml */
  file: string;
  title: string;
  text: string;
}

const collectionName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const day = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TITLE_LENGTH = 120;
export const SUMMARY_TO_FILL_IN = 'To fill in: one or two sentences, shown in lists, the feed and search results.';

/** Today on this server's clock, as YYYY-MM-DD: used when the editor sends no date of its own. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The collection's own required fields that take words get "To fill in" too, so the new file passes the check; any
 * other required field is told by the check, in its words.
 */
function ownFieldsToFillIn(declaration: Record<string, unknown> | undefined): Record<string, string> {
  const fields = (declaration?.fields ?? {}) as Record<string, { type?: unknown; enum?: unknown }>;
  const required = Array.isArray(declaration?.required) ? declaration.required : [];
  const toFill: Record<string, string> = {};
  for (const name of required)
    if (typeof name === 'string' && fields[name]?.type === 'string' && !fields[name].enum) toFill[name] = 'To fill in';
  return toFill;
}

export function draftNewEntry(root: string, collection: unknown, title: unknown, date: unknown): EntryDraft {
  if (typeof collection !== 'string' || !collectionName.test(collection))
    throw new EntryRefused('Choose the collection the new entry belongs to.');
  const declarationFile = contentFilePath(root, `collections/${collection}.yaml`);
  if (!existsSync(declarationFile)) throw new EntryRefused(`There is no collection called "${collection}".`);
  const typed = typeof title === 'string' ? title.trim().replace(/\s+/g, ' ') : '';
  if (!typed) throw new EntryRefused('Give the new entry a title, for example Spring Garden Care Checklist.');
  if (typed.length > MAX_TITLE_LENGTH)
    throw new EntryRefused(`Keep the title to ${MAX_TITLE_LENGTH} characters; it is ${typed.length}.`);
  const slug = slugFromTitle(typed);
  if (!slug) throw new EntryRefused('Give a title with letters or digits: the file name is made from it.');
  const file = `collections/${collection}/${slug}.yaml`;
  const absolute = contentFilePath(root, file);
  if (existsSync(absolute))
    throw new EntryRefused(`${file} already exists: open it from the list, or choose another title.`);

  const declaration = readLeniently(declarationFile);
  const schemaPath = path
    .relative(path.dirname(absolute), path.join(root, 'schema', 'entry.schema.json'))
    .split(path.sep)
    .join('/');
  const doc = new Document({
    title: typed,
    date: typeof date === 'string' && day.test(date) ? date : today(),
    summary: SUMMARY_TO_FILL_IN,
    ...ownFieldsToFillIn(declaration),
    draft: true,
  });
  doc.commentBefore = ` yaml-language-server: $schema=${schemaPath}`;
  if (isMap(doc.contents)) {
    const draft = doc.contents.items.find((pair) => isScalar(pair.key) && pair.key.value === 'draft');
    if (draft && isScalar(draft.key))
      draft.key.commentBefore = ' Not on the site while this line is here: remove it once the entry is ready.';
  }
  // The file's first line is the comment, right above its fields, as in the entries written by hand.
  return { file, title: typed, text: doc.toString({ lineWidth: 0 }).replace(/^(#[^\n]*)\n\n/, '$1\n') };
}
