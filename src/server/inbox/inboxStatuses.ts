/** The inbox's heading and statuses, read from site.yaml's inbox (the defaults when it has none). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defaultStatuses, type StatusDefinition } from '../../editorApi/requestStatuses.ts';

/** The inbox's heading and statuses as `siteFile` declares them, read once. */
export interface InboxSettings {
  statuses: readonly StatusDefinition[];
  /** site.yaml's inbox.title, "Requests" when the site names none. */
  title: string;
}

/**
 * The inbox's settings in `siteFile`. The content checker has made sure of their shape wherever the site is built;
 * a file that cannot be read, or holds none, gives the defaults, so the inbox always works.
 */
export function readInboxSettings(siteFile: string): InboxSettings {
  let inbox: { statuses?: unknown; title?: unknown } | undefined;
  try {
    const site = parse(readFileSync(siteFile, 'utf8')) as { inbox?: typeof inbox } | null;
    inbox = site?.inbox ?? undefined;
  } catch {
    inbox = undefined;
  }
  const declared = Array.isArray(inbox?.statuses)
    ? inbox.statuses.filter(
        (status): status is StatusDefinition =>
          typeof status?.id === 'string' && status.id !== '' && typeof status.label === 'string',
      )
    : [];
  const title = typeof inbox?.title === 'string' && inbox.title.trim() ? inbox.title.trim().slice(0, 60) : 'Requests';
  return { statuses: declared.length > 0 ? declared : defaultStatuses, title };
}

/** The statuses declared in `siteFile` (readInboxSettings). */
export const readInboxStatuses = (siteFile: string) => readInboxSettings(siteFile).statuses;
