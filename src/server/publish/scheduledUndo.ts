/**
 * Undoing a scheduled publish. It changed no file: it built the live content again at the moment its entries were
 * waiting for. So its undo takes those entries off the site by a change of their own, which the history keeps like
 * any other: each is marked as a draft (`draft: true`), and that is published. Saved changes of those files that are
 * not published yet refuse the undo, as for any undo; other saved changes wait.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeGroup, PublishEntry, UndoPreview } from '../../editorApi/publishing.ts';
import { parsedYaml } from './contentNames.ts';
import type { PublishPlan } from './publishSteps.ts';
import { PublishRefused } from './publishTypes.ts';

/** The entry's text marked as a draft: its top-level `draft:` set to true, or the line added at its end. */
export function asDraft(text: string): string {
  if (/^draft:.*$/m.test(text)) return text.replace(/^draft:.*$/m, 'draft: true');
  return `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}draft: true\n`;
}

export interface ScheduledUndoParts {
  root: string;
  pendingGroups(): Promise<ChangeGroup[]>;
  publishNow(
    author: string,
    description: string,
    plan: PublishPlan,
    about: Pick<PublishEntry, 'undoOf'>,
  ): Promise<PublishEntry>;
}

/** The entry's title as its file gives it, else its file. */
function titleOf(root: string, file: string): string {
  const absolute = path.join(root, file);
  const data = existsSync(absolute) ? parsedYaml(readFileSync(absolute, 'utf8')) : undefined;
  const title = data && typeof data === 'object' ? (data as { title?: unknown }).title : undefined;
  return typeof title === 'string' ? title : file;
}

export function scheduledUndo(parts: ScheduledUndoParts) {
  const { root } = parts;

  /** Refused while one of the entries has saved changes not yet published: the undo would publish them unseen. */
  async function refusal(entry: PublishEntry): Promise<string | undefined> {
    const own = (await parts.pendingGroups()).filter((group) =>
      group.files.some((file) => entry.scheduled!.includes(file)),
    );
    if (!own.length) return undefined;
    const names = own.map((group) => group.name).join(', ');
    return `${names} ${own.length === 1 ? 'has' : 'have'} saved changes that are not published yet: publish them first (or put them back as they were), then undo.`;
  }

  return {
    async preview(entry: PublishEntry): Promise<UndoPreview> {
      const sentences = entry.scheduled!.map(
        (file) => `"${titleOf(root, file)}" is taken off the site again and kept as a draft.`,
      );
      const refused = await refusal(entry);
      return refused ? { sentences, refusal: refused } : { sentences };
    },

    /** To be run as the one publish under way. */
    async undo(author: string, entry: PublishEntry, description: string): Promise<PublishEntry> {
      const refused = await refusal(entry);
      if (refused) throw new PublishRefused(refused, 409);
      const waiting = (await parts.pendingGroups()).flatMap((group) => group.files);
      const before = new Map<string, string>();
      for (const file of entry.scheduled!) {
        const absolute = path.join(root, file);
        if (!existsSync(absolute)) continue;
        const text = readFileSync(absolute, 'utf8');
        before.set(absolute, text);
        writeFileSync(absolute, asDraft(text));
      }
      try {
        return await parts.publishNow(author, description, { leftOut: waiting }, { undoOf: entry.id });
      } catch (error) {
        // Not published: the entries are as they were, nothing of the undo is left behind as a saved change.
        for (const [absolute, text] of before) writeFileSync(absolute, text);
        throw error;
      }
    },
  };
}
