/**
 * A copy of the project whose content (site.yaml, pages/, collections/ and public/) is one of the fixture sites: what an agency
 * does to build another business's site on this engine, without touching its code.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';

export const fixturesDir = path.resolve(__dirname, '../fixtures');

/** The project's engine with the content of tests/fixtures/<fixture>/ in place of its own. */
export function copyWithSite(fixture: string): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), `${fixture}-`)), 'project');
  copyProjectInto(root);
  for (const part of ['site.yaml', 'pages', 'collections', 'public']) {
    rmSync(path.join(root, part), { recursive: true, force: true });
    // A site without collections has no folder of them.
    if (existsSync(path.join(fixturesDir, fixture, part)))
      cpSync(path.join(fixturesDir, fixture, part), path.join(root, part), { recursive: true });
  }
  return root;
}

export function removeSiteCopy(root: string) {
  rmSync(path.dirname(root), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/**
 * The words of the first site's trade and place (roofing near Portland, Oregon), whole words and their endings:
 * none may reach a page, the structured data, an e-mail or the inbox of a business in another trade.
 */
export const firstSiteWords =
  /\b(roof\w*|shingles?|gutters?|siding|contractors?|estimates?|oregon|washington|portland|sherwood|summit ridge|ccb)\b/i;

/** Each line of `text` holding one of the first site's words, with the word: empty when there is none. */
export function firstSiteWordsIn(text: string, where: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const match = firstSiteWords.exec(line);
    if (!match) return [];
    const start = Math.max(0, match.index - 60);
    return [`${where}:${index + 1}: "${match[0]}" in …${line.slice(start, match.index + 60)}…`];
  });
}
