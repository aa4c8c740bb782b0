/**
 * The preview and the text lead to each other, in Chromium against the production server on a throw-away copy of the
 * project: the preview is the page the server renders (each block and free-text field naming its place in the YAML);
 * a click on a heading in it opens its block's form at that field and puts the cursor on that heading's line (the
 * keyboard staying in the text for whoever was typing there); the block the cursor is in is outlined in it.
 * Prints how long new words and a new block take to show (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlineOf, typeOfItem, type YamlItem } from '../../src/editor/yamlOutline';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, type EditorInChromium, nameInList, signInToEditor } from '../publish/editorInChromium';
import { replaceEditorText } from './browserActions';
import { projectRoot } from './helpers';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'pages/about.yaml';

let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;
let text: string;

const preview = () => page.frameLocator('iframe[title="Preview of the page"]');
const activeLine = () => page.locator('.cm-activeLine').evaluate((line) => (line as HTMLElement).innerText.trim());

/** The blocks of the page as the office wrote them, each with its place and its first lines. */
function blocksOf(yaml: string): YamlItem[] {
  const root = outlineOf(yaml).root;
  const blocks = root?.kind === 'map' ? root.entries.find((entry) => entry.key === 'blocks')?.block : undefined;
  if (blocks?.kind !== 'list') throw new Error(`${file} has no list of blocks`);
  return blocks.items;
}
const fieldLine = (item: YamlItem, key: string) =>
  item.block?.kind === 'map' ? item.block.entries.find((entry) => entry.key === key)?.line.text.trim() : undefined;
const kindName = (type: string) =>
  (JSON.parse(readFileSync(path.join(projectRoot, `schema/blocks/${type}.schema.json`), 'utf8')) as { title: string })
    .title;

/** Whether two boxes are the same within a few pixels. */
const sameBox = (a: DOMRectLike | null, b: DOMRectLike | null) =>
  Boolean(a && b) && (['x', 'y', 'width', 'height'] as const).every((side) => Math.abs(a![side] - b![side]) <= 3);
type DOMRectLike = { x: number; y: number; width: number; height: number };

/**
 * Milliseconds from the first key press (or paste) after this call to the frame's page changing so that `selector`
 * shows `expected` (or, with `expected` null, no longer exists).
 */
async function timeToPreview(
  start: 'keydown' | 'paste',
  selector: string,
  expected: string | null,
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate(
    ({ start, selector, expected }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview of the page"]')!;
      (window as unknown as { timing: Promise<number> }).timing = new Promise((resolve) => {
        let started: number | undefined;
        addEventListener(start, () => (started ??= performance.now()), { capture: true, once: true });
        // The frame's page itself, as it changes: new words put in, or parts of a new page put in place.
        const page = frame.contentDocument!;
        const observer = new MutationObserver(() => {
          if (started === undefined) return;
          const shown = page.querySelector(selector);
          if (expected === null ? shown : shown?.textContent !== expected) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(page.documentElement, { childList: true, subtree: true, characterData: true });
      });
    },
    { start, selector, expected },
  );
  await act();
  return page.evaluate(() => (window as unknown as { timing: Promise<number> }).timing);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium();
  page = chromium.page;
  text = readFileSync(path.join(server.contentRoot, file), 'utf8');
  await signInToEditor(page, server.baseUrl, account);
  const about = await nameInList(page, '/about');
  await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: about }).click();
  await page.locator('.cm-content').waitFor();
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('the preview beside the text', () => {
  it('is the page the server renders, each block and free-text field naming its place in the YAML', async () => {
    const blocks = blocksOf(text);
    await expect.poll(() => preview().locator('[data-block-source]').count(), { timeout: 15_000 }).toBe(blocks.length);
    const places = await preview()
      .locator('[data-block-source]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block-source')));
    expect(places).toEqual(blocks.map((_block, index) => `${file}#blocks.${index}`));
    expect(await preview().locator(`[data-field-source^="${file}#blocks."]`).count()).toBeGreaterThan(blocks.length);
    // The frame shows the page and nothing else of the server's document: no <style> element with text.
    expect(await preview().locator('style:not(:empty)').count()).toBe(0);
  });

  it('opens the form of the heading clicked in the preview at that field, and puts the cursor on its line, lit', async () => {
    const blocks = blocksOf(text);
    const stats = blocks.findIndex((item) => typeOfItem(item) === 'stats');
    const headingLine = fieldLine(blocks[stats], 'heading')!;
    const heading = preview().locator(`[data-field-source="${file}#blocks.${stats}.heading"]`);
    const words = headingLine.replace(/^heading:\s*/, '').replace(/^(['"])(.*)\1$/, '$2');
    if (!words.includes('{{')) expect(await heading.textContent()).toBe(words);
    await heading.click();
    await expect.poll(activeLine).toBe(headingLine);
    // The block's form has the focus, at the field clicked.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-form-path]')?.getAttribute('data-form-path')),
      )
      .toBe(`blocks.${stats}.heading`);
    await expect.poll(() => page.locator('.cm-line-flash').textContent()).toContain(headingLine);
    await page.locator('.cm-line-flash').waitFor({ state: 'detached', timeout: 5000 });
    await page.locator('.cm-content').focus();
    // The cursor is at the words, not at the field's name: Shift+End selects them.
    await page.keyboard.press('Shift+End');
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(headingLine.slice(headingLine.indexOf(words)));
    await page.keyboard.press('ArrowLeft');
  });

  it('outlines the block the cursor is in, named by its kind, and follows the cursor to the next block', async () => {
    const blocks = blocksOf(text);
    const stats = blocks.findIndex((item) => typeOfItem(item) === 'stats');
    const outline = preview().locator('[data-preview-outline]');
    const boxOf = (index: number) => preview().locator(`[data-block-source="${file}#blocks.${index}"]`).boundingBox();
    const outlined = async (index: number) => sameBox(await outline.boundingBox(), await boxOf(index));
    await expect.poll(() => outlined(stats)).toBe(true);
    expect(await outline.textContent()).toBe(kindName('stats'));
    expect(await outline.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

    // Down the text with the arrow key, into the next block: the outline moves there.
    const next = blocks[stats + 1];
    const target = fieldLine(next, 'heading') ?? next.line.text.trim();
    for (let presses = 0; presses < 80 && (await activeLine()) !== target; presses++)
      await page.keyboard.press('ArrowDown');
    expect(await activeLine()).toBe(target);
    await expect.poll(() => outlined(stats + 1)).toBe(true);
    expect(await outline.textContent()).toBe(kindName(typeOfItem(next)!));
    expect(await outline.isVisible()).toBe(true);

    // Whoever asks for less motion sees the outline on its new block at once.
    const frame = page.frame({ url: /\/edit\/preview$/ })!;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      type Settled = { settled?: boolean };
      await frame.evaluate(() => {
        addEventListener('message', function listen(event: MessageEvent) {
          const place = event.data?.type === 'preview-highlight' ? event.data.highlight?.place : undefined;
          if (!place) return;
          removeEventListener('message', listen);
          const inPlace = () => {
            const outline = document.querySelector('[data-preview-outline]')?.getBoundingClientRect();
            const block = document.querySelector(`[data-block-source="${CSS.escape(place)}"]`)!.getBoundingClientRect();
            return (['x', 'y', 'width', 'height'] as const).every(
              (side) => outline !== undefined && Math.abs(outline[side] - block[side]) <= 1,
            );
          };
          // A tenth of a second: the spring the others see is still a good way off then.
          setTimeout(
            () =>
              requestAnimationFrame(() => {
                (window as Settled).settled = inPlace();
              }),
            100,
          );
        });
      });
      // Up the text, back into the block before.
      const settled = () => frame.evaluate(() => (window as Settled).settled);
      for (let presses = 0; presses < 40 && (await settled()) === undefined; presses++)
        await page.keyboard.press('ArrowUp');
      await expect.poll(settled).toBe(true);
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }

    // Above the blocks, nothing is outlined.
    await page.keyboard.press('ControlOrMeta+Home');
    await outline.waitFor({ state: 'detached' });
  });

  it('keeps the page where it was scrolled when the server draws it again, and links do not leave it', async () => {
    const frame = page.frame({ url: /\/edit\/preview$/ })!;
    const stats = blocksOf(text).findIndex((item) => typeOfItem(item) === 'stats');
    const block = preview().locator(`[data-block-source="${file}#blocks.${stats}"]`);
    // The stats block a little way down the frame, the page scrolled to it; the cursor in its heading.
    await block.evaluate((element) => scrollBy(0, element.getBoundingClientRect().top - 150));
    const scrolled = await frame.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await preview().locator(`[data-field-source="${file}#blocks.${stats}.heading"]`).click();
    expect(await frame.evaluate(() => scrollY)).toBe(scrolled);
    // Another surface for the block, typed over its value: a change the server draws.
    for (let presses = 0; presses < 10 && !(await activeLine()).startsWith('surface:'); presses++)
      await page.keyboard.press('ArrowUp');
    const surface = await activeLine();
    expect(surface).toMatch(/^surface: \w+$/);
    const before = await block.getAttribute('class');
    await page.keyboard.press('End');
    await page.keyboard.press('ControlOrMeta+Shift+ArrowLeft');
    // One edit (as a paste is), so that one undo takes it back however slowly a busy machine types.
    await page.keyboard.insertText(surface.endsWith('plain') ? 'alternate' : 'plain');
    await expect.poll(() => block.getAttribute('class')).not.toBe(before);
    expect(await frame.evaluate(() => scrollY)).toBe(scrolled);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => block.getAttribute('class')).toBe(before);
    expect(await frame.evaluate(() => scrollY)).toBe(scrolled);

    // Whether the page let the click on a link take its course, heard after every handler of the page: a link
    // whose click is prevented goes nowhere.
    await frame.evaluate(() =>
      addEventListener('click', (event) => {
        (window as unknown as { linkFollowed: boolean }).linkFollowed = !event.defaultPrevented;
      }),
    );
    await preview().locator('main a[href="/contact"]').first().click();
    await expect
      .poll(() => frame.evaluate(() => (window as unknown as { linkFollowed?: boolean }).linkFollowed))
      .toBe(false);
    expect(new URL(frame.url()).pathname).toBe('/edit/preview');
    expect(await preview().locator('[data-block-source]').count()).toBe(blocksOf(text).length);

    // Another page opened from the list starts at its top; the page opened again, too.
    const firstPlace = () => preview().locator('[data-block-source]').first().getAttribute('data-block-source');
    const pages = page.getByRole('navigation', { name: 'Pages of the site' });
    await pages.getByRole('button', { name: await nameInList(page, '/contact') }).click();
    await expect.poll(firstPlace, { timeout: 15_000 }).not.toMatch(new RegExp(`^${file}#`));
    expect(await frame.evaluate(() => scrollY)).toBe(0);
    await pages.getByRole('button', { name: await nameInList(page, '/about') }).click();
    await expect.poll(firstPlace, { timeout: 15_000 }).toMatch(new RegExp(`^${file}#`));
    expect(await frame.evaluate(() => scrollY)).toBe(0);
  });

  it('measures the time from typing to the preview: new words, and a new block', async () => {
    const blocks = blocksOf(text);
    const stats = blocks.findIndex((item) => typeOfItem(item) === 'stats');
    const headingLine = fieldLine(blocks[stats], 'heading')!;
    await preview().locator(`[data-field-source="${file}#blocks.${stats}.heading"]`).click();
    await expect.poll(activeLine).toBe(headingLine);
    await page.keyboard.press('End');
    const heading = `[data-field-source="${file}#blocks.${stats}.heading"]`;
    const shown = (await preview().locator(heading).textContent())!;
    const words: number[] = [];
    for (let round = 0; round < 5; round++) {
      words.push(await timeToPreview('keydown', heading, `${shown}s`, () => page.keyboard.type('s')));
      await page.waitForTimeout(300);
      words.push(await timeToPreview('keydown', heading, shown, () => page.keyboard.press('Backspace')));
      await page.waitForTimeout(300);
    }

    const added: number[] = [];
    const newBlock = `[data-field-source="${file}#blocks.${blocks.length}.heading"]`;
    for (let round = 1; round <= 5; round++) {
      const withBlock = `${text.trimEnd()}\n\n  - type: callToAction\n    heading: Measured block ${round}\n`;
      added.push(
        await timeToPreview('paste', newBlock, `Measured block ${round}`, () => replaceEditorText(page, withBlock)),
      );
      await timeToPreview('paste', newBlock, null, () => replaceEditorText(page, text));
    }
    console.log(
      `Preview: new words shown ${Math.round(median(words))} ms (median of ${words.length}) after the key press ` +
        `(60 ms of it the pause after typing); a new block ${Math.round(median(added))} ms (median of ${added.length}) ` +
        `after it is pasted (the pause after typing, then the check and the server's rendering). ` +
        `All: words ${words.map(Math.round).join(', ')}; blocks ${added.map(Math.round).join(', ')} ms.`,
    );
  });

  it('hydrates the interactive blocks it draws, and keeps them through new words and new pages', async () => {
    const home = await nameInList(page, '/');
    await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: home }).click();
    const homeText = readFileSync(path.join(server.contentRoot, 'pages/home.yaml'), 'utf8');
    const blocks = blocksOf(homeText);
    await expect
      .poll(() => preview().locator('[data-block-source^="pages/home.yaml#"]').count(), { timeout: 15_000 })
      .toBe(blocks.length);
    const island = preview().locator('[data-island][data-hydrate="afterPaint"]').first();
    const hydrated = () =>
      island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));
    await expect.poll(hydrated).toBe(true);
    const heading = island.locator('[data-field-source$=".heading"]').first();
    const words = (await heading.textContent())!;
    const place = (await heading.getAttribute('data-field-source'))!;
    await heading.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toContain('cm-content');
    await page.keyboard.press('End');
    const frame = page.frame({ url: /\/edit\/preview$/ })!;
    // The pages the frame is sent whole, counted from here: the server's page after the words drawn ahead of it.
    await frame.evaluate(() => {
      const counted = window as unknown as { pagesSent: number };
      counted.pagesSent = 0;
      addEventListener('message', (event) => {
        if (event.data?.type === 'preview') counted.pagesSent++;
      });
    });
    await page.keyboard.type(' Today');
    await expect.poll(() => heading.textContent()).toBe(`${words} Today`);
    // The server's page for the same words leaves the island as it is, drawn again by React, not replaced.
    await island.evaluate((element) => element.setAttribute('data-test-kept', ''));
    await expect
      .poll(() => frame.evaluate(() => (window as unknown as { pagesSent: number }).pagesSent), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await frame.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await preview().locator(`[data-field-source="${place}"]`).textContent()).toBe(`${words} Today`);
    expect(await island.getAttribute('data-test-kept')).toBe('');
    expect(await hydrated()).toBe(true);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => heading.textContent()).toBe(words);
  });

  it('leaves the editor passing axe, with no script error and no breach of its Content-Security-Policy', async () => {
    expect(await axeFindings(page)).toEqual([]);
    expect(chromium.problems).toEqual([]);
  });
});
