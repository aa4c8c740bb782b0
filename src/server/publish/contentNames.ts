/**
 * What a content file is called for a person: a page by its title ("Team page"), an entry of a collection by its
 * collection's word and its title ("Post “After a Wind Storm”"), site.yaml as the editor's list of pages calls it
 * ("Company details"), a picture under public/images/ by its file name ("Photo front-door.jpg"), anything else by
 * its path. Texts are read leniently: a page that cannot be read is still named, by its file.
 */
import path from 'node:path';
import { parse } from 'yaml';
import type { Site } from '../../content/model.ts';
import { factsOf, listedTitle, type Facts } from '../../content/placeholders.ts';
import type { ContentKind } from '../../editorApi/publishing.ts';
import { capitalized } from '../../editorApi/words.ts';

export const settingsFile = 'site.yaml';
/** site.yaml's name in the editor's list of pages and in the office's guide: one name for one thing. */
export const settingsName = 'Company details';
const imagesFolder = 'public/images/';

export function kindOf(file: string): ContentKind {
  if (file === settingsFile) return 'settings';
  // A collection's entries make pages too, and are named like pages: by their title.
  if ((file.startsWith('pages/') || file.startsWith('collections/')) && /\.ya?ml$/i.test(file)) return 'page';
  if (file.startsWith(imagesFolder)) return 'photo';
  return 'file';
}

/** "public/images/uploads/porch.jpg" → "/images/uploads/porch.jpg": how pages and site.yaml name a picture. */
export const pictureAddress = (file: string) => `/${file.slice('public/'.length)}`;

export const photoName = (file: string) => `Photo ${path.posix.basename(file)}`;

/** The YAML's data, or undefined when the text is missing or is no YAML. */
export function parsedYaml(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const fieldOf = (data: unknown, field: string) =>
  data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;

/** The company facts a page title may name ({{shortName}}); none when site.yaml cannot be read. */
export function factsIn(siteText: string | undefined): Facts {
  const company = fieldOf(parsedYaml(siteText), 'company');
  if (!company || typeof company !== 'object') return {};
  try {
    return factsOf(company as Site['company']);
  } catch {
    return {};
  }
}

/** A page's address (`route:`), when its text says one. */
export function routeOf(pageText: string | undefined): string | undefined {
  const route = fieldOf(parsedYaml(pageText), 'route');
  return typeof route === 'string' ? route : undefined;
}

/**
 * "Our Work | Recent Projects | {{shortName}}" → "Our Work page": the part before the first
 * bar, as the editor's list of pages shows it (the company's name is on every page).
 */
export function pageName(file: string, pageText: string | undefined, facts: Facts): string {
  const title = fieldOf(parsedYaml(pageText), 'title');
  if (typeof title !== 'string' || !title.trim()) return `Page ${file.replace(/^pages\//, '')}`;
  const shown = listedTitle(title, facts);
  return /\bpage$/i.test(shown) ? shown : `${shown} page`;
}

const entryFile = /^collections\/([^/]+)\/[^/]+\.ya?ml$/;

/** The collection of an entry's file (collections/news/spring.yaml → news); undefined for any other file. */
export const collectionOfEntry = (file: string) => entryFile.exec(file)?.[1];

/** The collection's file of an entry's: collections/news.yaml. */
export const declarationOf = (collection: string) => `collections/${collection}.yaml`;

/**
 * "Post “After a Wind Storm”": the collection's word for one entry (its `entryName`, "entry" when its file cannot be
 * read) and the entry's title; an entry without a title, by its file name.
 */
export function entryName(
  file: string,
  entryText: string | undefined,
  declarationText: string | undefined,
  facts: Facts,
): string {
  const word = fieldOf(parsedYaml(declarationText), 'entryName');
  const one = typeof word === 'string' && word.trim() ? word.trim() : 'entry';
  const title = fieldOf(parsedYaml(entryText), 'title');
  if (typeof title !== 'string' || !title.trim()) return `${capitalized(one)} ${path.posix.basename(file)}`;
  return `${capitalized(one)} “${listedTitle(title, facts)}”`;
}

/** An entry's address, from its collection's pattern (/news/{slug} → /news/spring), when that file says one. */
export function entryAddress(file: string, declarationText: string | undefined): string | undefined {
  const pattern = fieldOf(parsedYaml(declarationText), 'route');
  const slug = path.posix.basename(file).replace(/\.ya?ml$/, '');
  return typeof pattern === 'string' ? pattern.replace('{slug}', slug) : undefined;
}
