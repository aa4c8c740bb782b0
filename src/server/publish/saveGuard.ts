/**
 * Two people editing the same file: a save is refused when the file changed since the editor opened it, with the
 * name of whoever saved it since and what they changed, never a silent overwrite; and so is a save of a file someone
 * deleted since (it would come back unasked), and the deletion of a file someone changed since. The editor sends
 * the text it started from (`base`); the last saver (or deleter) of each file is kept in DATA_DIR/editor-saves.json.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DiffHunk } from '../../editorApi/publishing.ts';
import { diffLines, diffText } from './textDiff.ts';

export interface SaveConflict {
  message: string;
  /** From the text the editor opened to the text saved since. */
  hunks: DiffHunk[];
  by?: string;
  at?: string;
}

export interface SaveGuard {
  /**
   * A conflict when the file on disk is no longer the text the editor opened; undefined when the save (or, with
   * `doing` "deleted", the deletion) may go.
   */
  check(
    file: string,
    base: string | undefined,
    current: string | undefined,
    name: string,
    doing?: 'saved' | 'deleted',
  ): SaveConflict | undefined;
  saved(file: string, name: string): void;
}

export function createSaveGuard(dataDir: string): SaveGuard {
  const recordFile = path.join(dataDir, 'editor-saves.json');
  const read = (): Record<string, { by: string; at: string }> => {
    try {
      return JSON.parse(readFileSync(recordFile, 'utf8'));
    } catch {
      return {};
    }
  };
  return {
    check(file, base, current, name, doing = 'saved') {
      // An editor that does not say what it opened (an older page still open) saves as before.
      if (base === undefined || base === current) return undefined;
      const last = read()[file];
      const who = last && last.by !== name ? last.by : last ? 'you (in another window)' : 'someone';
      const when = last
        ? ` at ${new Date(last.at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
        : '';
      if (current === undefined)
        return {
          message: `Not ${doing}: ${who} deleted ${file}${when}, after you opened it.${
            doing === 'saved' ? ' Your text is kept in this browser: copy what you need before you close it.' : ''
          }`,
          hunks: [],
          by: last?.by,
          at: last?.at,
        };
      if (doing === 'deleted')
        return {
          message: `Not deleted: ${who} saved ${file}${when}, after you opened it. Open it again to see their change, then decide.`,
          hunks: diffLines(base, current),
          by: last?.by,
          at: last?.at,
        };
      const hunks = diffLines(base, current);
      const shown = diffText(hunks).split('\n');
      const theirChange = `\nTheir change:\n${shown.slice(0, 12).join('\n')}${shown.length > 12 ? '\n…' : ''}`;
      return {
        message:
          `Not saved: ${who} saved ${file}${when}, after you opened it. Saving now would throw their change away. ` +
          'Your text is kept in this browser: copy what you need, open the file again to see their version, and make your change there.' +
          theirChange,
        hunks,
        by: last?.by,
        at: last?.at,
      };
    },
    saved(file, name) {
      const records = read();
      records[file] = { by: name, at: new Date().toISOString() };
      const partial = `${recordFile}.${process.pid}.partial`;
      try {
        writeFileSync(partial, JSON.stringify(records, null, 2));
        renameSync(partial, recordFile);
      } catch {
        // Only the name in a later conflict message depends on it.
      }
    },
  };
}
