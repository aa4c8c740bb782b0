/**
 * "New post", "New project" in the editor: a new entry of a collection, collections/<name>/<slug>.yaml, its file name
 * made from its title, with the day's date, its main picture when the editor sends one (a photo just added, for a
 * project the first thing asked), and a summary and a section of text to fill in. It starts as a draft, so nothing
 * half-written reaches the site; the route writes it only when the whole site still passes the check with it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isScalar } from 'yaml';
import { slugFromTitle } from '../../editorApi/entrySlug.ts';
import { HttpError } from '../http/httpError.ts';
import { contentFilePath, imageFilePath } from './editableFiles.ts';
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
/**
 * The entry's text, one section of words to type over: the panel's list of blocks then has a block to change and a
 * place to add more, so the whole entry is written in the editor's forms.
 */
export const BODY_TO_FILL_IN = [
  {
    type: 'richText',
    heading: 'To fill in',
    sections: [{ heading: 'To fill in', paragraphs: ['To fill in: the text, a paragraph at a time.'] }],
  },
];

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

const oneLine = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/**
 * The main picture asked for, when one is: a picture already under public/images/ (a photo just added) and what it
 * shows in words, which people who cannot see it hear. Its length is the check's to tell, as for any picture.
 */
function pictureOf(publicDir: string, image: unknown): { src: string; alt: string } | undefined {
  if (image === undefined || image === null) return undefined;
  const { src, alt } = (typeof image === 'object' ? image : {}) as { src?: unknown; alt?: unknown };
  const again = 'The photo is not among the site’s pictures: add it again.';
  if (typeof src !== 'string' || !src.startsWith('/images/')) throw new EntryRefused(again);
  let file: string | undefined;
  try {
    file = imageFilePath(publicDir, src.slice(1));
  } catch {
    // A path that leads out of images/ or through a link: no picture of the site.
  }
  if (!file || !existsSync(file)) throw new EntryRefused(again);
  const words = oneLine(alt);
  if (!words)
    throw new EntryRefused('Say in one sentence what the photo shows: people who cannot see it hear these words.');
  return { src, alt: words };
}

/** What the editor asks for: POST new-entry's body, each field as it came. */
export interface EntryAsked {
  collection?: unknown;
  title?: unknown;
  /** The office's today, YYYY-MM-DD. */
  date?: unknown;
  /** `{src, alt}`: its main picture. */
  image?: unknown;
}

export function draftNewEntry(root: string, publicDir: string, asked: EntryAsked): EntryDraft {
  const { collection, title, date } = asked;
  if (typeof collection !== 'string' || !collectionName.test(collection))
    throw new EntryRefused('Choose the collection the new entry belongs to.');
  const declarationFile = contentFilePath(root, `collections/${collection}.yaml`);
  if (!existsSync(declarationFile)) throw new EntryRefused(`There is no collection called "${collection}".`);
  const typed = oneLine(title);
  if (!typed) throw new EntryRefused('Give the new entry a title, for example Spring Garden Care Checklist.');
  if (typed.length > MAX_TITLE_LENGTH)
    throw new EntryRefused(`Keep the title to ${MAX_TITLE_LENGTH} characters; it is ${typed.length}.`);
  const slug = slugFromTitle(typed);
  if (!slug) throw new EntryRefused('Give a title with letters or digits: the file name is made from it.');
  const file = `collections/${collection}/${slug}.yaml`;
  const absolute = contentFilePath(root, file);
  if (existsSync(absolute))
    throw new EntryRefused(`${file} already exists: open it from the list, or choose another title.`);

  const image = pictureOf(publicDir, asked.image);
  const declaration = readLeniently(declarationFile);
  const schemaPath = path
    .relative(path.dirname(absolute), path.join(root, 'schema', 'entry.schema.json'))
    .split(path.sep)
    .join('/');
  const doc = new Document({
    title: typed,
    date: typeof date === 'string' && day.test(date) ? date : today(),
    summary: SUMMARY_TO_FILL_IN,
    ...(image ? { image } : {}),
    ...ownFieldsToFillIn(declaration),
    draft: true,
    blocks: BODY_TO_FILL_IN,
  });
  doc.commentBefore = ` yaml-language-server: $schema=${schemaPath}`;
  if (isMap(doc.contents)) {
    const draft = doc.contents.items.find((pair) => isScalar(pair.key) && pair.key.value === 'draft');
    if (draft && isScalar(draft.key))
      draft.key.commentBefore =
        ' A draft, not on the site: untick Draft in its details in the editor once it is ready.';
  }
  // The file's first line is the comment, right above its fields, as in the entries written by hand.
  return { file, title: typed, text: doc.toString({ lineWidth: 0 }).replace(/^(#[^\n]*)\n\n/, '$1\n') };
}
