/**
 * Which pages are a collection's entries: an entry's page has the entry's route (src/content/model.ts), so the head,
 * the sitemap and the build record find an entry by its page's route, and every other page has none.
 */
import type { CollectionData, EntryData, EntryKind } from '../content/model.ts';

/** An entry with what its collection says of every entry: its schema.org kind. */
export interface EntryOfPage {
  entry: EntryData;
  kind: EntryKind;
}

/**
 * Kept per content: every page's head asks, and a site of a thousand entries would otherwise build the map a
 * thousand times.
 */
const byContent = new WeakMap<CollectionData[], Map<string, EntryOfPage>>();

export function entryPagesOf(collections: CollectionData[]): Map<string, EntryOfPage> {
  let entries = byContent.get(collections);
  if (!entries) {
    entries = new Map(
      collections.flatMap((collection) =>
        collection.entries.map((entry) => [entry.route, { entry, kind: collection.kind }] as const),
      ),
    );
    byContent.set(collections, entries);
  }
  return entries;
}
