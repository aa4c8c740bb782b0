/**
 * The collections in the editor's list: each declaration (collections/<name>.yaml) with its entries newest first,
 * by their titles, and beside an entry not on the site yet why ("Draft", "Scheduled for …"). Read leniently, as the
 * pages are: a broken entry is listed by its file name.
 */
import path from 'node:path';
import { listedTitle, type Facts } from '../../content/placeholders.ts';
import { type ContentFiles, toDisplayPath } from '../../content/projectFiles.ts';
import type { OutlineCollection, OutlineEntry } from '../../editorApi/siteOutline.ts';
import { readLeniently } from './lenientRead.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const dayInWords = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * "Tuesday, December 1, 2026 at 9:00 am" for 2026-12-01T09:00:00-08:00: the day and the time as the file writes them,
 * in its own zone, so the words match what the office typed whatever zone the server runs in.
 */
export function momentInWords(moment: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(moment);
  if (!parts) return moment;
  const [, year, month, day, hours, minutes] = parts;
  const date = dayInWords.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
  if (hours === undefined) return date;
  const hour = Number(hours);
  return `${date} at ${hour % 12 || 12}:${minutes} ${hour < 12 ? 'am' : 'pm'}`;
}

/** Why an entry is not on the site at `now`, in words, or undefined when it is. */
function notLiveYet(data: Record<string, unknown> | undefined, now: number): string | undefined {
  if (data?.draft === true) return 'Draft';
  const publishAt = data?.publishAt instanceof Date ? data.publishAt.toISOString() : text(data?.publishAt);
  if (publishAt && Date.parse(publishAt) > now) return `Scheduled for ${momentInWords(publishAt)}`;
  return undefined;
}

/** The same order as the site's: by date, then the moment it went live, then file name. */
function newestFirst(a: OutlineEntry & { publishAt?: string }, b: OutlineEntry & { publishAt?: string }): number {
  return (
    (b.date ?? '').localeCompare(a.date ?? '') ||
    (b.publishAt ?? '').localeCompare(a.publishAt ?? '') ||
    a.file.localeCompare(b.file)
  );
}

/**
 * `menuRoutes`: the addresses of the menu in its order; a collection whose listing page is among them comes first,
 * at that place (Projects, listed at /gallery, before News).
 */
export function collectionOutline(
  files: ContentFiles,
  facts: Facts,
  menuRoutes: string[],
  now: number,
): OutlineCollection[] {
  const links = new Set(files.links);
  const collectionsDir = path.join(files.root, 'collections');
  const collections = files.collectionFiles
    .filter((file) => !links.has(file))
    .map((file) => {
      const name = path.basename(file).replace(/\.ya?ml$/, '');
      const declaration = readLeniently(file);
      const route = text(declaration?.route);
      const entries = files.entryFiles
        .filter((entry) => path.dirname(entry) === path.join(collectionsDir, name) && !links.has(entry))
        .map((entry) => {
          const data = readLeniently(entry);
          const slug = path.basename(entry).replace(/\.ya?ml$/, '');
          const shown = toDisplayPath(files.root, entry);
          const date = data?.date instanceof Date ? data.date.toISOString().slice(0, 10) : text(data?.date);
          const waiting = notLiveYet(data, now);
          return {
            file: shown,
            title: listedTitle(text(data?.title) ?? shown, facts),
            ...(route ? { route: route.replace('{slug}', slug) } : {}),
            ...(date ? { date } : {}),
            ...(waiting ? { notLiveYet: waiting } : {}),
            publishAt: text(data?.publishAt),
          };
        })
        .sort(newestFirst)
        .map(({ publishAt: _, ...entry }) => entry satisfies OutlineEntry);
      const collection: OutlineCollection = {
        name,
        title: text(declaration?.title) ?? name,
        entryName: text(declaration?.entryName) ?? 'entry',
        file: toDisplayPath(files.root, file),
        ...(text(declaration?.photos) ? { photos: text(declaration?.photos) } : {}),
        entries,
      };
      const place = menuRoutes.indexOf(text(declaration?.listing) ?? '');
      return { collection, place: place < 0 ? menuRoutes.length : place };
    });
  return collections
    .sort((a, b) => a.place - b.place || a.collection.name.localeCompare(b.collection.name))
    .map(({ collection }) => collection);
}
