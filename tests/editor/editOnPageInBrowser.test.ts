/**
 * Editing /about without its YAML, in Chromium against the production server on a throw-away copy of the project:
 * a reviews block added from the palette is chosen in the preview, a review is added in its form, filled and moved
 * first with the keyboard (the YAML has it first); a questions-and-answers block is added with two questions, deleted,
 * and brought back with Ctrl+Z; the page is saved and passes `npm run check`; the panel passes axe. Nothing here
 * depends on the words of the site's content.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, type EditorInChromium, nameInList, signInToEditor } from '../publish/editorInChromium';
import { projectRoot } from './helpers';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'pages/about.yaml';

let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;

interface Block {
  type: string;
  items?: Record<string, unknown>[];
}

/** The page's text as the editor holds it now: every change is kept in the browser as it is made (else the file). */
async function blocksNow(): Promise<Block[]> {
  const draft = await page.evaluate((name) => localStorage.getItem(`site-editor:draft:${name}`), file);
  const text = draft
    ? (JSON.parse(draft) as { text: string }).text
    : readFileSync(path.join(server.contentRoot, file), 'utf8');
  return (parse(text) as { blocks: Block[] }).blocks;
}

const panel = () => page.getByRole('region', { name: 'Blocks of this page' });
const blockForm = (name: RegExp) => panel().getByRole('region', { name });
const preview = () => page.frameLocator('iframe[title="Preview of the page"]');

async function addFromPalette(kind: string) {
  await panel().getByRole('button', { name: 'Add block' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a block' });
  await palette.getByRole('button', { name: kind, exact: true }).click();
  await palette.waitFor({ state: 'detached' });
}

/** The last item of the list named `list` in `form`. */
const lastItem = (form: Locator, list: string) =>
  form
    .getByRole('group', { name: new RegExp(`^${list}( \\(required\\))?$`) })
    .locator('li.form-item')
    .last();

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium();
  page = chromium.page;
  await signInToEditor(page, server.baseUrl, account);
  const about = await nameInList(page, '/about');
  await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: about }).click();
  await page.locator('.cm-content').waitFor();
  await preview().locator('[data-block-source]').first().waitFor({ timeout: 15_000 });
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('editing /about on the page', () => {
  it('adds a review to the reviews block chosen in the preview, and drags it first, and moves it with the keyboard', async () => {
    const before = await blocksNow();
    await addFromPalette('Customer reviews');
    const reviewsAt = before.length;
    expect((await blocksNow()).map((block) => block.type)).toEqual([
      ...before.map((block) => block.type),
      'testimonials',
    ]);

    // Chosen again from the page itself, once the server has drawn it.
    const inPreview = preview().locator(`[data-block-source="${file}#blocks.${reviewsAt}"]`);
    await inPreview.waitFor({ timeout: 15_000 });
    await panel().locator('.block-list-button').first().click();
    await inPreview.click({ position: { x: 4, y: 4 } });
    const form = blockForm(/Customer reviews/);
    await form.waitFor();

    const count = (await blocksNow())[reviewsAt].items!.length;
    await form.getByRole('button', { name: 'Add review' }).click();
    const added = lastItem(form, 'Reviews');
    await added.getByLabel('Quote (required)').fill('They came the same day and the leak stopped.');
    await added.getByLabel('Name (required)').fill('Dana Reviewer');
    await added.getByLabel('Town or role (required)').fill('Tigard');
    await added.getByLabel('Stars (required)').fill('5');
    const review = {
      quote: 'They came the same day and the leak stopped.',
      author: 'Dana Reviewer',
      location: 'Tigard',
      stars: 5,
    };
    // Dragged first by its handle, with a mouse.
    const items = form.getByRole('group', { name: /^Reviews/ }).locator('li.form-item');
    await added.locator('.form-drag').dragTo(items.first(), { targetPosition: { x: 8, y: 8 } });
    await expect.poll(async () => (await blocksNow())[reviewsAt].items![0]).toEqual(review);
    // The page shows it first too, once drawn.
    const firstQuote = preview().locator(`[data-block-source="${file}#blocks.${reviewsAt}"] blockquote`).first();
    await expect.poll(() => firstQuote.textContent(), { timeout: 15_000 }).toContain(review.quote);

    // Down and up again with the keyboard: the focus stays on the button pressed, on the review it moved.
    const moveDown = items.first().getByRole('button', { name: /^Move down/ });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await blocksNow())[reviewsAt].items![1]).toEqual(review);
    expect(
      await items
        .nth(1)
        .getByRole('button', { name: /^Move down/ })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await blocksNow())[reviewsAt].items![0]).toEqual(review);
    const firstUp = items.first().getByRole('button', { name: /^Move up/ });
    expect(await firstUp.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(count).toBeGreaterThan(0);
  });

  it('adds a questions-and-answers block with two questions, deletes it, and Ctrl+Z brings it back', async () => {
    const before = (await blocksNow()).length;
    await addFromPalette('Questions and answers');
    const form = blockForm(/Questions and answers/);
    await form.waitFor();
    const faqAt = (await blocksNow()).findIndex((block) => block.type === 'faq');
    const first = lastItem(form, 'Questions');
    await first.getByLabel('Question (required)').fill('Do you work on weekends?');
    await first.getByLabel('Answer (required)').fill('Yes, for emergencies.');
    await form.getByRole('button', { name: 'Add question' }).click();
    const second = lastItem(form, 'Questions');
    await second.getByLabel('Question (required)').fill('Are you insured?');
    await second.getByLabel('Answer (required)').fill('Yes, fully.');
    await expect
      .poll(async () => (await blocksNow())[faqAt].items!.map((item) => item.question))
      .toEqual(['Do you work on weekends?', 'Are you insured?']);

    await form.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await blocksNow()).length).toBe(before);
    await panel().getByText('Questions and answers deleted.', { exact: true }).waitFor();
    // The focus is on the block now in its place, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.closest('.block-list') !== null)).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await blocksNow())[faqAt]?.items?.length).toBe(2);

    expect(await axeFindings(page)).toEqual([]);
  });

  it('offers the palette and, on a phone and at 400 % zoom, the blocks as a sheet over the preview, all passing axe', async () => {
    await panel().getByRole('button', { name: 'Add block' }).click();
    const palette = page.getByRole('dialog', { name: 'Add a block' });
    await palette.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    for (const size of [
      { width: 375, height: 812 },
      { width: 320, height: 200 },
    ]) {
      await page.setViewportSize(size);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('button', { name: 'Blocks', exact: true }).click();
      await panel().waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('.edit-sheet') !== null)).toBe(true);
      expect(await axeFindings(page)).toEqual([]);
      // Every button of the sheet is a touch target of 44 px at least.
      const heights = await panel()
        .locator('button:visible')
        .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      await page.keyboard.press('Escape');
      await panel().waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('preview-pane');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('hides the text for more room with Text view, keeps that choice, and shows it again', async () => {
    const toggle = panel().getByRole('button', { name: 'Text view' });
    const text = page.locator('.text-pane');
    const frameWidth = () => page.locator('.preview-pane').evaluate((pane) => pane.getBoundingClientRect().width);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const widthWithText = await frameWidth();
    await toggle.click();
    await text.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    // The focus stays on the button pressed, and the preview takes the room.
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await frameWidth()).toBeGreaterThan(widthWithText + 100);
    expect(await axeFindings(page)).toEqual([]);

    // The next visit keeps it.
    await page.reload();
    const about = await nameInList(page, '/about');
    await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: about }).click();
    await panel().waitFor();
    expect(await panel().getByRole('button', { name: 'Text view' }).getAttribute('aria-pressed')).toBe('false');
    expect(await text.isVisible()).toBe(false);

    await panel().getByRole('button', { name: 'Text view' }).click();
    await page.locator('.cm-content').waitFor();
    expect(await page.locator('.cm-content').innerText()).toContain('route: /about');
    // The unsaved changes came back with the page, the blocks added above among them.
    expect((await blocksNow()).map((block) => block.type)).toContain('faq');
  });

  it('saves, and the file on disk passes npm run check', async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 15_000 }).toBe(`Saved ${file}.`);
    const saved = parse(readFileSync(path.join(server.contentRoot, file), 'utf8')) as { blocks: Block[] };
    expect(saved.blocks.map((block) => block.type)).toContain('faq');
    const report = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/check.ts', '--root', server.contentRoot],
      {
        cwd: projectRoot,
        encoding: 'utf8',
      },
    );
    expect(report).toMatch(/^Content OK/);
    expect(chromium.problems).toEqual([]);
  });
});
