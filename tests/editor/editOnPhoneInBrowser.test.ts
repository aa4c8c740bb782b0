/**
 * Editing /about on a phone 390 px wide, with a touch screen, in Chromium against the production server on a
 * throw-away copy of the project, as a person would without the YAML: the page opens on its preview; a double-tap on
 * the stats heading types over it, Enter keeps it, and Save writes exactly that one line of the file, every comment
 * kept; a reviews block added from the palette is tapped in the preview, its sheet takes a new review, moved first
 * with the Move up buttons (the page shows it first); a questions-and-answers block gets two questions, is deleted and
 * comes back with Undo; Save passes `npm run check`. Nothing here depends on the words of the site's content.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { outlineOf, typeOfItem } from '../../src/editor/yamlOutline';
import { launchChromium } from '../helpers/chromium';
import { nameInList, signInToEditor } from '../publish/editorInChromium';
import { projectRoot } from './helpers';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'pages/about.yaml';

let server: RunningEditor;
let browser: Browser;
let page: Page;
/** The file as the copy of the project had it before any change. */
let original: string;
const problems: string[] = [];

interface Block {
  type: string;
  items?: Record<string, unknown>[];
}

const onDisk = () => readFileSync(path.join(server.contentRoot, file), 'utf8');

/** The page's text as the editor holds it now: every change is kept in the browser as it is made (else the file). */
async function blocksNow(): Promise<Block[]> {
  const draft = await page.evaluate((name) => localStorage.getItem(`site-editor:draft:${name}`), file);
  const text = draft ? (JSON.parse(draft) as { text: string }).text : onDisk();
  return (parse(text) as { blocks: Block[] }).blocks;
}

const preview = () => page.frameLocator('iframe[title="Preview of the page"]');
const sheet = () => page.getByRole('region', { name: 'Blocks of this page' });
const blockForm = (name: RegExp) => sheet().getByRole('region', { name });
const lastItem = (form: Locator, list: string) =>
  form
    .getByRole('group', { name: new RegExp(`^${list}( \\(required\\))?$`) })
    .locator('li.form-item')
    .last();

/** Two taps on the middle of `target`, as a finger makes a double-tap. */
async function doubleTap(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(100);
  await page.touchscreen.tap(x, y);
}

async function tap(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.tap();
}

async function addFromPalette(kind: string) {
  await tap(sheet().getByRole('button', { name: 'Add block' }));
  const palette = page.getByRole('dialog', { name: 'Add a block' });
  await tap(palette.getByRole('button', { name: kind, exact: true }));
  await palette.waitFor({ state: 'detached' });
}

async function save() {
  await tap(page.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => page.locator('.status').textContent(), { timeout: 15_000 }).toMatch(/^Saved/);
}

beforeAll(async () => {
  server = await startEditorServer(account);
  original = onDisk();
  browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401 /.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signInToEditor(page, server.baseUrl, account);
  const about = await nameInList(page, '/about');
  await tap(page.getByRole('button', { name: about }));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('editing /about on a phone', () => {
  it('opens on the page itself, not its text', async () => {
    await expect.poll(() => page.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    const firstBlock = preview().locator('[data-block-source]').first();
    await firstBlock.waitFor({ timeout: 15_000 });
    // The page fills the tab: the frame is as tall as the room under the toolbar, not a sliver.
    const frameHeight = await page
      .locator('iframe[title="Preview of the page"]')
      .evaluate((frame) => frame.clientHeight);
    expect(frameHeight).toBeGreaterThan(500);
  });

  it('types over the stats heading after a double-tap, and Save changes that one line, comments kept', async () => {
    const root = outlineOf(original).root;
    const blocks = root?.kind === 'map' ? root.entries.find((entry) => entry.key === 'blocks')?.block : undefined;
    if (blocks?.kind !== 'list') throw new Error(`${file} has no list of blocks`);
    const statsAt = blocks.items.findIndex((item) => typeOfItem(item) === 'stats');
    const heading = preview().locator(`[data-field-source="${file}#blocks.${statsAt}.heading"]`);
    const words = (await heading.textContent())!;

    await doubleTap(heading);
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    // Typing began on the page: the sheet did not open over it.
    await page.waitForTimeout(600);
    expect(await sheet().count()).toBe(0);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Today');
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.textContent()).toBe(`${words} Today`);
    expect(await heading.getAttribute('contenteditable')).toBeNull();

    await save();
    const before = original.split('\n');
    const after = onDisk().split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [{ before: before[index], line }]));
    expect(changed).toHaveLength(1);
    expect(changed[0].line).toContain(' Today');
    expect(changed[0].line.replace(' Today', '')).toBe(changed[0].before);
  });

  it('adds a review to a reviews block tapped on the page, and moves it first with Move up', async () => {
    await tap(page.getByRole('button', { name: 'Blocks', exact: true }));
    await sheet().waitFor();
    const before = (await blocksNow()).map((block) => block.type);
    await addFromPalette('Customer reviews');
    // The new block goes after the one selected (the stats, typed over): the first place where the kinds differ.
    const after = (await blocksNow()).map((block) => block.type);
    const reviewsAt = after.findIndex((type, index) => type !== before[index]);
    expect(after[reviewsAt]).toBe('testimonials');
    await tap(sheet().getByRole('button', { name: /^Close/ }));
    await sheet().waitFor({ state: 'detached' });

    // Once the page is drawn again: the block at that place until then is the one now after it.
    const inPreview = preview().locator(`[data-block-source="${file}#blocks.${reviewsAt}"]`);
    await inPreview.locator('blockquote').first().waitFor({ timeout: 15_000 });
    await tap(inPreview.getByRole('heading').first());
    const form = blockForm(/Customer reviews/);
    await form.waitFor();

    const count = (await blocksNow())[reviewsAt].items!.length;
    await tap(form.getByRole('button', { name: 'Add review' }));
    const added = lastItem(form, 'Reviews');
    await added.getByLabel('Quote (required)').fill('They came the same day and the leak stopped.');
    await added.getByLabel('Name (required)').fill('Dana Reviewer');
    await added.getByLabel('Town or role (required)').fill('Tigard');
    await added.getByLabel('Stars (required)').fill('5');
    // Move up keeps the focus on the review it moved: the next tap moves it again.
    await tap(added.getByRole('button', { name: /^Move up/ }));
    for (let step = 1; step < count; step++) await tap(page.locator(':focus'));
    await expect.poll(async () => (await blocksNow())[reviewsAt].items![0].author).toBe('Dana Reviewer');
    // The page shows it first too, once drawn.
    await tap(sheet().getByRole('button', { name: /^Close/ }));
    await expect
      .poll(() => inPreview.locator('blockquote').first().textContent(), { timeout: 15_000 })
      .toContain('They came the same day and the leak stopped.');
  });

  it('adds a questions-and-answers block with two questions, deletes it, and Undo brings it back', async () => {
    await tap(page.getByRole('button', { name: 'Blocks', exact: true }));
    await sheet().waitFor();
    const before = (await blocksNow()).length;
    await addFromPalette('Questions and answers');
    const form = blockForm(/Questions and answers/);
    await form.waitFor();
    const first = lastItem(form, 'Questions');
    await first.getByLabel('Question (required)').fill('Do you work on weekends?');
    await first.getByLabel('Answer (required)').fill('Yes, for emergencies.');
    await tap(form.getByRole('button', { name: 'Add question' }));
    const second = lastItem(form, 'Questions');
    await second.getByLabel('Question (required)').fill('Are you insured?');
    await second.getByLabel('Answer (required)').fill('Yes, fully.');
    const faqAt = (await blocksNow()).findIndex((block) => block.type === 'faq');
    await expect
      .poll(async () => (await blocksNow())[faqAt].items!.map((item) => item.question))
      .toEqual(['Do you work on weekends?', 'Are you insured?']);

    await tap(form.getByRole('button', { name: 'Delete' }));
    await expect.poll(async () => (await blocksNow()).length).toBe(before);
    await tap(sheet().getByRole('button', { name: 'Undo', exact: true }));
    await expect.poll(async () => (await blocksNow())[faqAt]?.items?.length).toBe(2);
    await tap(sheet().getByRole('button', { name: /^Close/ }));
  });

  it('saves, and the file on disk passes npm run check', async () => {
    await save();
    const saved = parse(onDisk()) as { blocks: Block[] };
    expect(saved.blocks.map((block) => block.type)).toEqual(expect.arrayContaining(['testimonials', 'faq']));
    const report = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/check.ts', '--root', server.contentRoot],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(report).toMatch(/^Content OK/);
    expect(problems).toEqual([]);
  });
});
