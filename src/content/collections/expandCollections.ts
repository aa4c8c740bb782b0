/**
 * The collections' step of the content's way, after every file has passed its schema and the company facts are
 * known: the entries filled in and sorted, the live ones (not drafts, their publishAt come at `now`) made into
 * pages, the tag and category pages made, every query of every page answered, long lists cut into pages, and an
 * address claimed twice told.
 */
import type { ContentError } from '../contentError.ts';
import { fillFacts } from '../fillFacts.ts';
import type { CheckedFile } from '../crossFileRules.ts';
import { describePath, locateValue } from '../locate.ts';
import type { CollectionData, EntryData, PageData } from '../model.ts';
import { type Facts, fillPlaceholders } from '../placeholders.ts';
import type { Declaration, EntryFields } from './declaration.ts';
import { entryDataOf, groupSlug, isLive, newestFirst, addressFromPattern } from './entryData.ts';
import { entryPage, groupPage, type UnknownName } from './entryPages.ts';
import { paginate } from './paginate.ts';
import { type AnyBlock, checkQueries, type QueryVocabulary, withQueriesAnswered } from './queries.ts';
import type { ReadCollection } from './readCollections.ts';

export interface Expanded {
  /** Every page of the site: the files' own, the entries', the groups', and the further pages of long lists. */
  pages: PageData[];
  collections: CollectionData[];
}

const feedRoute = (name: string) => `/${name}/feed.xml`;

/**
 * The addresses the collections add, for the check of internal links: every entry's but a draft's (a link to an
 * entry scheduled for later is not a mistake, it works from that moment), its groups' pages and its feed.
 */
export function collectionRoutes(read: ReadCollection[]): string[] {
  return read.flatMap(({ name, declaration, entries }) => {
    const { route, tagPages, categoryPages, feed } = declaration.data;
    const kept = entries.map(({ slug, checked }) => ({ slug, data: checked.data })).filter(({ data }) => !data.draft);
    return [
      ...kept.map(({ slug }) => addressFromPattern(route, slug)),
      ...(tagPages
        ? kept.flatMap(({ data }) => (data.tags ?? []).map((tag) => addressFromPattern(tagPages.route, tag)))
        : []),
      ...(categoryPages
        ? kept.flatMap(({ data }) =>
            data.category ? [addressFromPattern(categoryPages.route, groupSlug(data.category))] : [],
          )
        : []),
      ...(feed ? [feedRoute(name)] : []),
    ];
  });
}

function unknownNameError(file: CheckedFile<unknown>, { path, name }: UnknownName): ContentError {
  return {
    file: file.file,
    ...locateValue(file.parsed, path),
    where: describePath(path.slice(0, -1), file.data),
    message: `"{{${name}}}" is neither a company fact nor a field of the entry (entry.title, entry.summary, entry.<field>)`,
  };
}

export function expandCollections(
  read: ReadCollection[],
  pages: { checked: CheckedFile<{ blocks: unknown[] }>; filled: PageData }[],
  facts: Facts,
  now: number,
  errors: ContentError[],
): Expanded {
  const vocabulary: QueryVocabulary = {
    collections: read.map((each) => each.name),
    categories: new Map(),
    tags: new Map(),
  };
  const collections: CollectionData[] = [];
  const made: PageData[] = [];
  const bodies: { checked: CheckedFile<EntryFields>; entry: EntryData; body: AnyBlock[]; live: boolean }[] = [];

  for (const { name, declaration, entries } of read) {
    const spec: Declaration = declaration.data;
    const all = entries.map(({ slug, checked }) => {
      const filled = { value: fillFacts(checked, facts, errors) };
      const entry = entryDataOf(name, spec.route, slug, checked.file, filled.value);
      const live = isLive(checked.data, now);
      bodies.push({ checked, entry, body: (filled.value.blocks ?? []) as unknown as AnyBlock[], live });
      return { entry, live };
    });
    vocabulary.categories.set(name, [...new Set(all.flatMap(({ entry }) => entry.category ?? []))].sort());
    vocabulary.tags.set(name, [...new Set(all.flatMap(({ entry }) => entry.tags ?? []))].sort());
    const live = all
      .filter((each) => each.live)
      .map((each) => each.entry)
      .sort(newestFirst);
    const upcoming = entries
      .filter(
        ({ checked }) => !checked.data.draft && checked.data.publishAt !== undefined && !isLive(checked.data, now),
      )
      .map(({ checked }) => ({ file: checked.file, title: checked.data.title, publishAt: checked.data.publishAt! }))
      .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt));
    collections.push({
      name,
      title: spec.title,
      entryName: spec.entryName,
      route: spec.route,
      kind: spec.kind,
      ...(spec.feed ? { feed: { route: feedRoute(name), title: fillPlaceholders(spec.feed.title, facts).value } } : {}),
      ...(spec.listing === undefined ? {} : { listingRoute: spec.listing }),
      entries: live,
      ...(upcoming.length ? { upcoming } : {}),
    });
  }

  // Queries are checked where they are written: in a page, in a collection's page, in an entry's body.
  for (const { checked } of pages)
    errors.push(...checkQueries(checked, ['blocks'], checked.data.blocks as AnyBlock[], vocabulary));
  for (const { declaration } of read)
    errors.push(
      ...checkQueries(
        declaration,
        ['page', 'blocks'],
        declaration.data.page.blocks as unknown as AnyBlock[],
        vocabulary,
      ),
    );
  for (const { checked } of bodies)
    errors.push(...checkQueries(checked, ['blocks'], (checked.data.blocks ?? []) as unknown as AnyBlock[], vocabulary));

  for (const { name, declaration } of read) {
    const told = new Set<string>();
    const tell = (unknown: UnknownName[]) => {
      for (const each of unknown) {
        const key = `${each.path.join('.')} ${each.name}`;
        if (told.has(key)) continue;
        told.add(key);
        errors.push(unknownNameError(declaration, each));
      }
    };
    const collection = collections.find((each) => each.name === name)!;
    for (const { entry, body } of bodies.filter((each) => each.live && each.entry.collection === name)) {
      const { page, unknown } = entryPage(declaration.data, entry, body, facts);
      tell(unknown);
      made.push(page);
    }
    const { tagPages, categoryPages } = declaration.data;
    const groups = (pick: (entry: EntryData) => string[]) => [...new Set(collection.entries.flatMap(pick))].sort();
    if (tagPages)
      for (const tag of groups((entry) => entry.tags ?? [])) {
        const { page, unknown } = groupPage(name, declaration.file, 'tag', tag, tagPages, facts);
        tell(unknown);
        made.push(page);
      }
    if (categoryPages)
      for (const category of groups((entry) => (entry.category === undefined ? [] : [entry.category]))) {
        const { page, unknown } = groupPage(name, declaration.file, 'category', category, categoryPages, facts);
        tell(unknown);
        made.push(page);
      }
  }

  const photosFields = new Map(read.map(({ name, declaration }) => [name, declaration.data.photos]));
  /** Each page handed on, by the page it was made from (to tell a file's own page from one made beside it). */
  const originalOf = new Map<PageData, PageData>();
  const answered = [...pages.map(({ filled }) => filled), ...made].flatMap((page) => {
    const blocks = withQueriesAnswered(page.blocks as unknown as AnyBlock[], collections, photosFields);
    const cut = paginate({ ...page, blocks } as unknown as PageData);
    // The first of the cut pages keeps the page's own address; the others are new.
    originalOf.set(cut[0], page);
    return cut;
  });

  // An address is one page's. Two files of pages/ claiming one are told by the routes' rule already; a page made
  // here that meets any other is told at the file that made it.
  const claimed = new Map(pages.map(({ filled }) => [filled.route, filled.file]));
  const own = new Set(pages.map(({ filled }) => filled));
  for (const page of answered) {
    const earlier = claimed.get(page.route);
    if (earlier === page.file && own.has(originalOf.get(page) ?? page)) continue;
    if (earlier === undefined) {
      claimed.set(page.route, page.file);
      continue;
    }
    errors.push({
      file: page.file,
      line: 1,
      col: 1,
      where: '',
      message: `its address ${page.route} is already the address of ${earlier}: each address belongs to one page`,
    });
  }
  return { pages: answered, collections };
}
