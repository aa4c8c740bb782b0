/**
 * The pages a collection adds to the site: one per live entry, drawn from the collection's page (its texts naming
 * the entry's fields as {{entry.title}}; `entryHeader` given the entry, `entryBody` replaced by the entry's own
 * blocks), and one per tag and per category when the collection asks for them, each an entry list of its group.
 */
import type { EntryData, PageData } from '../model.ts';
import { type Facts, fillPlaceholders } from '../placeholders.ts';
import type { DataPath } from '../../places/places.ts';
import type { Declaration } from './declaration.ts';
import { groupSlug, addressFromPattern } from './entryData.ts';
import type { AnyBlock } from './queries.ts';

/** A name between braces that is neither a company fact nor one of the entry's (or group's), and where. */
export interface UnknownName {
  path: DataPath;
  name: string;
}

/** The entry's fields that texts can name: {{entry.title}}, {{entry.location}}… (text and numbers only). */
function entryFacts(entry: EntryData): Facts {
  const own = Object.entries(entry.fields).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  );
  const facts: Facts = {
    'entry.title': entry.title,
    'entry.summary': entry.summary,
    'entry.date': entry.date,
    'entry.category': entry.category ?? '',
  };
  for (const [name, value] of own) facts[`entry.${name}`] = String(value);
  return facts;
}

/** What the entry's header shows: the entry itself, and the addresses of its category's and tags' pages. */
function headerOf(entry: EntryData, declaration: Declaration) {
  const { categoryPages, tagPages, fields = {}, facts = [], photos } = declaration;
  const shownFacts = facts.flatMap((name) => {
    const value = entry.fields[name];
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ label: String(fields[name]?.title ?? name), value: String(value) }];
  });
  const photoList = photos ? entry.fields[photos] : undefined;
  return {
    title: entry.title,
    date: entry.date,
    ...(entry.category === undefined ? {} : { category: entry.category }),
    ...(entry.category !== undefined && categoryPages
      ? { categoryHref: addressFromPattern(categoryPages.route, groupSlug(entry.category)) }
      : {}),
    ...(entry.tags
      ? {
          tags: entry.tags.map((tag) => ({
            label: tag,
            ...(tagPages ? { href: addressFromPattern(tagPages.route, tag) } : {}),
          })),
        }
      : {}),
    facts: shownFacts,
    summary: entry.summary,
    ...(entry.image ? { image: entry.image } : {}),
    ...(Array.isArray(photoList) && photoList.length ? { photos: photoList } : {}),
  };
}

/** The page of one entry, and the names its collection's page uses that mean nothing. */
export function entryPage(
  declaration: Declaration,
  entry: EntryData,
  body: AnyBlock[],
  facts: Facts,
): { page: PageData; unknown: UnknownName[] } {
  const filled = fillPlaceholders(declaration.page, { ...facts, ...entryFacts(entry) });
  const template = filled.value as { title: string; description: string; blocks: AnyBlock[] };
  const blocks = template.blocks.flatMap((block): AnyBlock[] => {
    if (block.type === 'entryBody') return body;
    if (block.type === 'entryHeader') return [{ ...block, entry: headerOf(entry, declaration) }];
    return [block];
  });
  const page = {
    route: entry.route,
    title: template.title,
    description: template.description,
    ...(entry.image ? { image: entry.image } : {}),
    blocks,
    file: entry.file,
  } as unknown as PageData;
  return { page, unknown: filled.unknown.map(({ path, name }) => ({ path: ['page', ...path], name })) };
}

/** The page of a tag or a category: its title and description with {tag} or {category} named, and its entries. */
export function groupPage(
  name: string,
  file: string,
  group: 'tag' | 'category',
  label: string,
  pages: NonNullable<Declaration['tagPages']>,
  facts: Facts,
): { page: PageData; unknown: UnknownName[] } {
  const filled = fillPlaceholders({ title: pages.title, description: pages.description }, { ...facts, [group]: label });
  const heading = filled.value.title.split(' | ')[0];
  const page = {
    route: addressFromPattern(pages.route, group === 'tag' ? label : groupSlug(label)),
    title: filled.value.title,
    description: filled.value.description,
    blocks: [{ type: 'entryList', heading, from: { collection: name, [group]: label }, perPage: 10 }],
    file,
  } as unknown as PageData;
  const where = group === 'tag' ? 'tagPages' : 'categoryPages';
  return {
    page,
    unknown: filled.unknown.map(({ path, name: unknownName }) => ({ path: [where, ...path], name: unknownName })),
  };
}
