/**
 * A content file read for a list, not for a check: a file that cannot be read or parsed, or is past the checker's
 * bound, gives nothing, and the list shows it by its file name so that it can still be opened and fixed.
 */
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { MAX_FILE_BYTES } from '../../content/parseYaml.ts';

export function readLeniently(file: string): Record<string, unknown> | undefined {
  try {
    // A file past the checker's bound is left unread: the list is asked for on every visit to /edit.
    if (statSync(file).size > MAX_FILE_BYTES) return undefined;
    const data = parse(readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
