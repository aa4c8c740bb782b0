/** The inbox's heading and statuses, read from site.yaml's inbox (the defaults when it has none). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defaultStatuses, type StatusDefinition } from '../../editorApi/requestStatuses.ts';

/**
 * The statuses declared in `siteFile`. The content checker has made sure of their shape wherever the site is built;
 * a file that cannot be read, or holds none, gives the defaults, so the inbox always works.
 */
export function readInboxStatuses(siteFile: string): readonly StatusDefinition[] {
  const statuses = inboxOf(siteFile)?.statuses;
  if (!Array.isArray(statuses)) return defaultStatuses;
  const declared = statuses.filter(
    (status): status is StatusDefinition =>
      typeof status?.id === 'string' && status.id !== '' && typeof status.label === 'string',
  );
  return declared.length > 0 ? declared : defaultStatuses;
}

/** The heading of the inbox (site.yaml's inbox.title), "Requests" when the site names none. */
export function readInboxTitle(siteFile: string): string {
  const title = inboxOf(siteFile)?.title;
  return typeof title === 'string' && title.trim() ? title.trim().slice(0, 60) : 'Requests';
}

function inboxOf(siteFile: string): { statuses?: unknown; title?: unknown } | undefined {
  try {
    const site = parse(readFileSync(siteFile, 'utf8')) as { inbox?: { statuses?: unknown; title?: unknown } } | null;
    return site?.inbox ?? undefined;
  } catch {
    return undefined;
  }
}
