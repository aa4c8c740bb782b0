/** The inbox's statuses, read from site.yaml's inbox.statuses (the defaults when it has none). */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defaultStatuses, type StatusDefinition } from '../../editorApi/requestStatuses.ts';

/**
 * The statuses declared in `siteFile`. The content checker has made sure of their shape wherever the site is built;
 * a file that cannot be read, or holds none, gives the defaults, so the inbox always works.
 */
export function readInboxStatuses(siteFile: string): readonly StatusDefinition[] {
  let site: { inbox?: { statuses?: unknown } } | null;
  try {
    site = parse(readFileSync(siteFile, 'utf8')) as typeof site;
  } catch {
    return defaultStatuses;
  }
  const statuses = site?.inbox?.statuses;
  if (!Array.isArray(statuses)) return defaultStatuses;
  const declared = statuses.filter(
    (status): status is StatusDefinition =>
      typeof status?.id === 'string' && status.id !== '' && typeof status.label === 'string',
  );
  return declared.length > 0 ? declared : defaultStatuses;
}
