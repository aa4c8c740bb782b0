/**
 * What an undo will do, said before it is done, in sentences a person checks against what they meant to undo: each
 * changed value of the company details, each page removed, brought back or put back as it was, each photo. The list is
 * kept short: past `mostSentences`, the rest is counted.
 */
import path from 'node:path';
import type { ChangeGroup } from '../../editorApi/publishing.ts';
import { collectionOfEntry, kindOf, parsedYaml } from './contentNames.ts';
import { type SettingsSchema, settingsChanges } from './settingsChanges.ts';

export const mostSentences = 20;

/** A file as visitors see it now, and as the undo brings it back. */
export interface UndoneFile {
  live: Buffer | undefined;
  earlier: Buffer | undefined;
}

function fileSentences(group: ChangeGroup, file: string, { live, earlier }: UndoneFile, schema: SettingsSchema) {
  const kind = kindOf(file);
  if (kind === 'settings') {
    const changes = settingsChanges(parsedYaml(live?.toString('utf8')), parsedYaml(earlier?.toString('utf8')), schema);
    return changes.length > 0 ? changes : [`${group.name} go back to how they were before this publish.`];
  }
  // "The Team page", "The post “After a Wind Storm”": an entry's name starts with its collection's word, a page's with its title.
  const pageName = collectionOfEntry(file) ? group.name.charAt(0).toLowerCase() + group.name.slice(1) : group.name;
  const name = kind === 'page' ? `The ${pageName}` : kind === 'photo' ? `The photo ${path.posix.basename(file)}` : file;
  if (earlier === undefined) return [`${name} is removed.`];
  if (live === undefined) return [`${name} comes back.`];
  if (kind === 'photo') return [`${name} goes back to the earlier picture.`];
  return [`${name} goes back to how it was before this publish.`];
}

export function undoSentences(groups: ChangeGroup[], files: Map<string, UndoneFile>, schema: SettingsSchema): string[] {
  const sentences: string[] = [];
  for (const group of groups) {
    for (const file of group.files) {
      const versions = files.get(file);
      if (!versions) continue;
      const same =
        versions.live === versions.earlier ||
        (versions.live !== undefined && versions.earlier !== undefined && versions.live.equals(versions.earlier));
      if (!same) sentences.push(...fileSentences(group, file, versions, schema));
    }
  }
  if (sentences.length === 0) return ['Nothing changes: visitors already see this as it was before that publish.'];
  if (sentences.length <= mostSentences) return sentences;
  const more = sentences.length - mostSentences;
  return [...sentences.slice(0, mostSentences), `… and ${more} more ${more === 1 ? 'change' : 'changes'}.`];
}
