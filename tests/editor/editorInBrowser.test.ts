/**
 * The office manager's way through the editor, in Chromium against the production server on a throw-away copy of
 * the project, with an account made by `npm run editors -- add`: sign in, add /services/gutters, see a misspelled
 * field refused in the checker's words, fix it and watch the preview, add a photo, save, and find the file passing
 * `npm run check`; unsaved text kept through a reload, and the time to a usable editor. The timings printed are the
 * ones in docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, type EditorInChromium } from '../publish/editorInChromium';
import { firstMenuGroup } from '../publish/pageWords';
import { replaceEditorText } from './browserActions';
import { aboutInList, answersShown, officeAccount as account, textOfEditor } from './editorSession';
import { projectRoot, tempDir } from './helpers';
import { startEditorServer, type RunningEditor } from './productionServer';

const pageFile = 'pages/services/gutters.yaml';

let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;

const editorText = () => textOfEditor(page);
const preview = () => page.frameLocator('iframe[title="Preview of the page"]');

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium(answersShown);
  page = chromium.page;
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('editing a page in the browser', () => {
  it('refuses a wrong password in plain words, then signs in', async () => {
    await page.goto(`${server.baseUrl}/edit`);
    await page.getByLabel('Name').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Password').fill('not my password at all');
    await page.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That name and password do not match an account.');
    expect(await axeFindings(page)).toEqual([]);
    // The button was unavailable while the server answered, and kept the focus all the same.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign in');
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await aboutInList(page).waitFor();
  });

  it("adds /services/gutters from the template, under the menu's first group", async () => {
    await page.getByRole('button', { name: 'New page' }).click();
    // The box starts with "/"; a person types the whole address after it, slash and all.
    await page.getByLabel('Address').press('End');
    await page.getByLabel('Address').pressSequentially('/services/gutters');
    await page.getByLabel('In the menu').selectOption(firstMenuGroup(server.contentRoot));
    // The name in the menu is filled in from the address, as a value the person can keep or change.
    expect(await page.getByLabel('Name in the menu').inputValue()).toBe('Gutters');
    await page.getByRole('button', { name: 'Add page' }).click();
    await expect.poll(editorText).toContain('route: /services/gutters');
    const template = readFileSync(path.join(server.contentRoot, pageFile), 'utf8');
    expect(template).toContain('heading: Gutters');
    expect(readFileSync(path.join(server.contentRoot, 'site.yaml'), 'utf8')).toMatch(
      /- label: Gutters\n\s+href: \/services\/gutters/,
    );
    await expect.poll(() => preview().locator('h1').textContent(), { timeout: 10_000 }).toBe('Gutters');
    // The window's title names the page open.
    expect(await page.title()).toBe('Gutters – Edit the site');
  });

  it('underlines a misspelled field at its line in the words of npm run check, and refuses to save', async () => {
    const template = readFileSync(path.join(server.contentRoot, pageFile), 'utf8');
    const broken = template.replace('    heading: Gutters', '    headng: Gutters');
    const line = broken.split('\n').findIndex((each) => each.startsWith('    headng:')) + 1;
    await replaceEditorText(page, broken);
    const mistakes = page.getByRole('region', { name: 'Mistakes' });
    await expect
      .poll(() => mistakes.getByRole('button').allTextContents())
      .toContain(
        `Line ${line}, column 5block 1 (richText): "headng" is not a field this kind of block has. Did you mean "heading"?`,
      );
    await expect.poll(() => page.locator('.cm-lintRange-error').allTextContents()).toContain('headng');
    // The text box is invalid and described by the sum of the mistakes, which alone is announced.
    const textBox = page.locator('.cm-content');
    // Focus in the text shows a ring of 3 px, not a caret alone.
    await textBox.focus();
    expect(await page.locator('.cm-editor').evaluate((editor) => getComputedStyle(editor).outlineWidth)).toBe('3px');
    await expect.poll(() => textBox.getAttribute('aria-invalid')).toBe('true');
    const summary = page.locator(`#${await textBox.getAttribute('aria-describedby')}`);
    expect(await summary.textContent()).toMatch(/^\d+ mistakes? to fix before saving$/);
    expect(await summary.evaluate((element) => element.closest('[aria-live]') === element.parentElement)).toBe(true);
    expect(await mistakes.locator('ul').evaluate((list) => list.closest('[aria-live]'))).toBeNull();
    // The same words as the command line.
    const elsewhere = tempDir('editor-e2e-check');
    for (const name of ['site.yaml', 'pages', 'collections', 'public'])
      execFileSync('cp', ['-r', path.join(server.contentRoot, name), elsewhere]);
    writeFileSync(path.join(elsewhere, pageFile), broken);
    let report = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/check.ts', '--root', elsewhere], {
        cwd: projectRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      report = String((error as { stderr: string }).stderr);
    }
    expect(report).toContain(
      `${pageFile}:${line}:5  block 1 (richText): "headng" is not a field this kind of block has. Did you mean "heading"?`,
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent()).toMatch(/^Not saved: 2 mistakes need fixing first/);
    expect(readFileSync(path.join(server.contentRoot, pageFile), 'utf8')).toBe(template);
  });

  it('redraws the preview from the unsaved text once the mistake is fixed, and new words at once', async () => {
    const template = readFileSync(path.join(server.contentRoot, pageFile), 'utf8');
    /** Milliseconds from the change of the text to the heading in the preview. */
    const redraw = async (heading: string) => {
      const started = Date.now();
      await replaceEditorText(page, template.replace('    heading: Gutters', `    heading: ${heading}`));
      await expect.poll(() => preview().locator('h1').textContent(), { timeout: 10_000, interval: 10 }).toBe(heading);
      return Date.now() - started;
    };
    const fixed = await redraw('Seamless Gutters');
    console.log(
      `Preview redrawn ${fixed} ms after the mistake was fixed (new words only: drawn 60 ms after typing stops).`,
    );
    await expect
      .poll(() => page.getByRole('region', { name: 'Mistakes' }).textContent())
      .toBe('No mistakes: the whole site passes the check.');
    const times: number[] = [];
    for (const heading of [
      'Gutters and Downspouts',
      'Seamless Gutters',
      'Rain Gutters',
      'Seamless Gutters',
      'Gutters',
    ]) {
      times.push(await redraw(heading));
      // The check of each change answers before the next one, as when a person pauses.
      await page.waitForTimeout(300);
    }
    console.log(`Preview redrawn after new words: ${times.join(', ')} ms (60 ms of each is the pause after typing).`);

    // New words are drawn while the server's check of them has not answered yet.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/edit/api/check', (route) => (holding ? void held.push(route) : route.continue()));
    try {
      await replaceEditorText(
        page,
        template.replace('    heading: Gutters', '    heading: Gutters Cleaned Twice a Year'),
      );
      await expect
        .poll(() => preview().locator('h1').textContent(), { timeout: 5000 })
        .toBe('Gutters Cleaned Twice a Year');
      await expect.poll(() => held.length).toBeGreaterThan(0);
    } finally {
      holding = false;
      for (const route of held) await route.continue();
      await page.unroute('**/edit/api/check');
    }
    await redraw('Gutters');
  });

  it('adds a photo from the camera to the picture under the cursor, and shows it in the preview', async () => {
    const withHero = readFileSync(path.join(server.contentRoot, pageFile), 'utf8')
      .replace(
        'blocks:\n',
        [
          'blocks:',
          '  - type: hero',
          '    size: compact',
          '    heading: Seamless Gutters',
          '    images:',
          '      - src: /images/services/roofing.svg',
          '        alt: A roof',
          '',
        ].join('\n'),
      )
      .replace('    heading: Gutters', '    heading: Gutters That Last');
    const started = Date.now();
    await replaceEditorText(page, withHero);
    await expect
      .poll(() => preview().locator('h1').textContent(), { timeout: 10_000, interval: 10 })
      .toBe('Seamless Gutters');
    console.log(
      `Preview redrawn ${Date.now() - started} ms after a block was added (checked first; 150 ms of it is the pause).`,
    );

    const photo = path.join(tempDir('editor-e2e-photo'), 'IMG_2041.jpg');
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5b7a99' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' } })
      .toFile(photo);
    await page.locator('.cm-line', { hasText: 'src: /images/services/roofing.svg' }).click();
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByLabel(/^Photo/).setInputFiles(photo);
    await page.getByLabel('What the photo shows').fill('New seamless aluminium gutters on a craftsman house');
    await page.getByRole('dialog').getByRole('button', { name: 'Add photo' }).click();
    await expect
      .poll(editorText)
      .toMatch(
        /- src: \/images\/uploads\/img-2041-[0-9a-f]{6}\.jpg\n\s+alt: "New seamless aluminium gutters on a craftsman house"/,
      );
    const image = preview().locator('img[alt="New seamless aluminium gutters on a craftsman house"]');
    await expect
      .poll(() => image.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/edit\/media\/images\/uploads\/img-2041-[0-9a-f]{6}\.jpg$/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1600);
  });

  it('saves, and the file on disk passes npm run check', async () => {
    // Checking and counting while typing are not announced; how the save ended is.
    const announced = page.locator('.top-bar').getByRole('status');
    expect(await announced.textContent()).toBe('');
    const started = Date.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { interval: 20 }).toBe(`Saved ${pageFile}.`);
    expect(await announced.textContent()).toBe(`Saved ${pageFile}.`);
    console.log(`Save with the full check: ${Date.now() - started} ms from the click to "Saved".`);
    const saved = readFileSync(path.join(server.contentRoot, pageFile), 'utf8');
    expect(saved).toContain('heading: Seamless Gutters');
    expect(saved).toMatch(/src: \/images\/uploads\/img-2041-[0-9a-f]{6}\.jpg/);
    const report = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/check.ts', '--root', server.contentRoot],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(report).toMatch(/^Content OK/);
    expect(server.output()).toContain(`Editor: maria saved ${pageFile}.`);
  });

  it('adds a HEIC photo from an iPhone, stored as a JPEG and shown in the preview', async () => {
    await page.locator('.cm-line', { hasText: /src: \/images\/uploads\/img-2041-/ }).click();
    await page.getByRole('button', { name: 'Add photo' }).click();
    await page.getByLabel(/^Photo/).setInputFiles({
      name: 'IMG_3107.HEIC',
      mimeType: 'image/heic',
      buffer: readFileSync(path.join(projectRoot, 'tests/editor/photos/phone-photo.heic')),
    });
    await page.getByLabel('What the photo shows').fill('The house after its new roof');
    await page.getByRole('dialog').getByRole('button', { name: 'Add photo' }).click();
    // A HEIC photo is decoded on the server first: seconds on a busy machine.
    await expect.poll(editorText, { timeout: 30_000 }).toMatch(/- src: \/images\/uploads\/img-3107-[0-9a-f]{6}\.jpg\n/);
    const image = preview().locator('img[alt="The house after its new roof"]');
    await expect
      .poll(() => image.getAttribute('src'), { timeout: 10_000 })
      .toMatch(/^\/edit\/media\/images\/uploads\/img-3107-[0-9a-f]{6}\.jpg$/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
  });

  it('keeps unsaved text through a reload', async () => {
    const saved = readFileSync(path.join(server.contentRoot, pageFile), 'utf8');
    await replaceEditorText(
      page,
      saved.replace('heading: Gutters That Last', 'heading: Gutters That Last for Decades'),
    );
    await page.waitForTimeout(100);
    await page.reload();
    await page
      .getByRole('button', { name: /Gutters/ })
      .first()
      .click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Your unsaved changes from / })
          .textContent(),
      )
      .toMatch(/^Your unsaved changes from .* are back\./);
    await expect.poll(editorText).toContain('heading: Gutters That Last for Decades');
    expect(readFileSync(path.join(server.contentRoot, pageFile), 'utf8')).toBe(saved);
  });

  it('measures the time to a usable editor, signed in, from opening /edit', async () => {
    const fresh = await page.context().newPage();
    const started = Date.now();
    await fresh.goto(`${server.baseUrl}/edit`);
    await aboutInList(fresh).click();
    await fresh.locator('.cm-content').waitFor();
    await fresh.locator('.cm-line', { hasText: 'route: /about' }).waitFor();
    console.log(
      `First usable editor: ${Date.now() - started} ms from opening /edit to the text of a page ready to type in.`,
    );
    await fresh.close();
  });

  it('showed no script errors and broke no rule of its Content-Security-Policy', () => {
    expect(chromium.problems).toEqual([]);
  });
});
