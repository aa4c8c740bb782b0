// @vitest-environment node
/**
 * Each file in tests/content/broken/ is one mistake a person editing the YAML could make. Its header says which
 * file of a small valid site it replaces, where the error must point (file:line:col) and what it must say.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const run = promisify(execFile);
const casesDir = path.join(__dirname, 'broken');
const validSite = path.join(__dirname, '../fixtures/minimal-site');
const workDirs: string[] = [];

interface BrokenCase {
  name: string;
  file: string;
  expect: string;
  message: string;
  source: string;
}

function readCase(name: string): BrokenCase {
  const source = readFileSync(path.join(casesDir, name), 'utf8');
  const header = (key: string) => source.match(new RegExp(`^# ${key}: (.*)$`, 'm'))?.[1].trim() ?? '';
  return { name, file: header('file'), expect: header('expect'), message: header('message'), source };
}

/** A copy of the valid site with the case's file written over (or added). */
function siteWith(brokenCase: BrokenCase): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'broken-content-'));
  workDirs.push(dir);
  cpSync(validSite, dir, { recursive: true });
  writeFileSync(path.join(dir, brokenCase.file), brokenCase.source);
  return dir;
}

afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

const cases = readdirSync(casesDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map(readCase);

describe('broken content', () => {
  it('has a corpus of at least 25 mistakes', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it('the valid site itself has no errors', () => {
    expect(loadContent(contentFilesIn(validSite)).errors).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s is reported at the right place in plain words',
    (_name, brokenCase) => {
      const { errors, content } = loadContent(contentFilesIn(siteWith(brokenCase)));
      expect(content).toBeUndefined();
      const headlines = errors.map(errorHeadline);
      const atPlace = headlines.filter((headline) => headline.startsWith(`${brokenCase.expect}  `));
      expect(atPlace, `errors were:\n${headlines.join('\n')}`).not.toHaveLength(0);
      expect(atPlace.join('\n')).toContain(brokenCase.message);
    },
  );

  it('npm run check exits 1 for every broken case and prints its location', async () => {
    const checks = cases.map(async (brokenCase) => {
      const dir = siteWith(brokenCase);
      const result = await run('node', ['--import', 'tsx', 'src/cli/check.ts', '--root', dir]).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
      );
      return { brokenCase, ...result };
    });
    for (const { brokenCase, code, stderr } of await Promise.all(checks)) {
      expect(code, brokenCase.name).toBe(1);
      expect(stderr, brokenCase.name).toContain(`${brokenCase.expect}  `);
    }
  }, 120_000);
});
