/**
 * An entry as the site receives it (EntryData), whether it is live at a moment, the order of lists (newest first),
 * and the addresses made from a pattern: an entry's ({slug}) and a tag's or category's page ({tag}, {category}).
 */
import type { EntryData } from '../model.ts';
import { COMMON_FIELDS, type EntryFields } from './declaration.ts';

/** `pattern` with its one {name} filled in: /news/{slug} → /news/spring-garden-tips. */
export const addressFromPattern = (pattern: string, value: string) => pattern.replace(/\{(slug|tag|category)\}/, value);

/** A category or tag as an address part: "Windows & Doors" → "windows-doors". */
export function groupSlug(label: string): string {
  const dashed = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-');
  // Stryker disable next-line Regex: equivalent, every run of other characters is one dash already (stryker.config.mjs).
  return dashed.replace(/^-+|-+$/g, '');
}

/** Whether the entry is on the site at `now` (ms since 1970): not a draft, and its publishAt, if any, has come. */
export function isLive(entry: Pick<EntryFields, 'draft' | 'publishAt'>, now: number): boolean {
  if (entry.draft) return false;
  return entry.publishAt === undefined || Date.parse(entry.publishAt) <= now;
}

/** Newest first: by date, then by the moment it went live, then by file name, so the order never depends on disk. */
export function newestFirst(a: EntryData, b: EntryData): number {
  return (
    b.date.localeCompare(a.date) || (b.publishAt ?? '').localeCompare(a.publishAt ?? '') || a.slug.localeCompare(b.slug)
  );
}

export function entryDataOf(
  collection: string,
  routePattern: string,
  slug: string,
  file: string,
  data: EntryFields,
): EntryData {
  const fields = Object.fromEntries(
    Object.entries(data).filter(([name]) => !(COMMON_FIELDS as readonly string[]).includes(name)),
  );
  return {
    collection,
    slug,
    file,
    route: addressFromPattern(routePattern, slug),
    title: data.title,
    date: data.date,
    updated: data.updated ?? data.date,
    ...(data.publishAt === undefined ? {} : { publishAt: data.publishAt }),
    summary: data.summary,
    ...(data.image ? { image: data.image } : {}),
    ...(data.category === undefined ? {} : { category: data.category }),
    ...(data.tags ? { tags: data.tags } : {}),
    fields,
  };
}
