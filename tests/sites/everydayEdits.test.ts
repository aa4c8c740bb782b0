/**
 * An everyday content edit never turns CI red. On a copy of the project, the office's edits of an ordinary month
 * (everydayEdits.ts: a new phone number, a reviewer's full name, a reworded heading, a new review, a gallery
 * picture taken out, a page added and one deleted with its menu entry) pass the checker, and then every test of the
 * projects that read the live content (unit: each route drawn, its blocks, the header and footer; dist: the build,
 * its heads, structured data, pictures and budgets) passes on the edited copy.
 *
 * The one test left out is the product spec's: it says what the shipped site must show (six gallery pictures,
 * three reviews), which an office may change on purpose.
 */
import { realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeCopy, runCommand } from '../docs/projectCopy';
import { applyEverydayEdits, type EverydayEdit } from './everydayEdits';

/** The test of the shipped content against the product spec: the only one an office's change may break. */
const productSpecTest = 'tests/content/productSpec.test.tsx';

let copy: string;
let edits: EverydayEdit[];

/**
 * The copy's node_modules is a link to the project's, outside the copy: Vite serves files only from inside the
 * project it runs in, so the copy's test run is told, in a config of its own, that the linked folder is allowed too.
 */
function allowLinkedModules(root: string) {
  const config = `import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default mergeConfig(base, {
  server: { fs: { allow: [${JSON.stringify(root)}, ${JSON.stringify(realpathSync(path.join(root, 'node_modules')))}] } },
});
`;
  writeFileSync(path.join(root, 'vitest.copy.config.ts'), config);
}

beforeAll(() => {
  copy = copyProject();
  edits = applyEverydayEdits(copy);
  allowLinkedModules(copy);
}, 60_000);

afterAll(() => removeCopy(copy));

describe("an office's everyday edits on a copy of the project", () => {
  it('are the seven edits of an ordinary month', () => {
    expect(edits.map((edit) => edit.what)).toEqual([
      'changed the phone number to (971) 555-0199',
      expect.stringMatching(/^renamed the reviewer \S+ .+ to \S+ McKay$/),
      expect.stringMatching(/^reworded the heading .+ to Our Latest Work$/),
      'added a review by Priya N.',
      expect.stringMatching(/^removed the gallery item /),
      'added the page /careers with npm run new-page, and Careers to the menu',
      'added the page /spring-offer with npm run new-page, and Spring Offer to the menu',
      'deleted the page /spring-offer and its menu entry',
    ]);
  });

  it('pass npm run check', async () => {
    const result = await runCommand('npm run check', copy);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.stdout).toMatch(/Content OK/);
    expect(result.code).toBe(0);
  });

  it('leave every test that reads the live content green (the unit and dist projects)', async () => {
    const result = await runCommand(
      `npx vitest run --config vitest.copy.config.ts --project unit --project dist --exclude ${productSpecTest} --reporter dot`,
      copy,
      { timeoutMs: 600_000 },
    );
    // On failure, the names of the failing tests and their messages, not the whole run.
    const failures = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`)
      .split('\n')
      .filter((line) => /FAIL|Error:|expected|timed out/.test(line))
      .slice(0, 40)
      .join('\n');
    expect(failures && result.code !== 0 ? failures : '').toBe('');
    expect(result.code).toBe(0);
  }, 660_000);
});
