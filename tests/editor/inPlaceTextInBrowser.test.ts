/**
 * Words typed over the page in the editor's preview, in Chromium against the production server on a throw-away copy
 * of the project: a double-click on the heading of /about's stats block makes it editable in the frame; Enter tells
 * the editor the heading's new value (the message the frame posts, heard in the editor's page) and the text follows;
 * Escape puts the words back and tells nothing. A company fact in a heading is a token given back as its placeholder;
 * Shift+Enter starts a new line in a paragraph. Enter leaves the editor's page where it was: its top bar at the top,
 * nothing scrolled. The frame's Content-Security-Policy holds throughout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlineOf, typeOfItem } from '../../src/editor/yamlOutline';
import { editorInChromium, type EditorInChromium, nameInList, signInToEditor } from '../publish/editorInChromium';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'pages/about.yaml';

let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;
let frame: Frame;
/** Fields of the page's blocks: each one's place, and its words as the YAML writes them (facts as placeholders). */
interface Field {
  type: string | undefined;
  place: string;
  yamlWords: string;
}
let headings: Field[];
let intros: Field[];

const preview = () => page.frameLocator('iframe[title="Preview of the page"]');
const shown = (place: string) => preview().locator(`[data-field-source="${place}"]`);
/** The messages of words typed in place that the editor's page heard from the frame. */
const textEdits = () => page.evaluate(() => (window as unknown as { textEdits: unknown[] }).textEdits);

/**
 * Every message the frame posted so far has reached the editor's page: the frame posts one more and the page hears
 * it, and messages from one window to another arrive in the order they were posted.
 */
async function framesMessagesDelivered() {
  const id = Math.random();
  await frame.evaluate((id) => parent.postMessage({ type: 'test-delivered', id }, location.origin), id);
  await expect
    .poll(() => page.evaluate((id) => (window as unknown as { delivered: number[] }).delivered.includes(id), id))
    .toBe(true);
}

/** What the frame's last event queued has been handled: two frames have been drawn since. */
const framesDrawn = () =>
  frame.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium();
  page = chromium.page;
  // A heading with a company fact in it is typed over below: the live about page has one; an office that wrote its
  // headings without one gets one here, in the server's own copy of the content.
  const aboutFile = path.join(server.contentRoot, file);
  const aboutText = readFileSync(aboutFile, 'utf8');
  if (!/^\s+heading: .*\{\{\w+\}\}/m.test(aboutText))
    writeFileSync(aboutFile, aboutText.replace(/^(\s+heading: )(["']?)(.*)\2$/m, '$1"Call {{phone}}: $3"'));
  const text = readFileSync(aboutFile, 'utf8');
  const root = outlineOf(text).root;
  const blocks = root?.kind === 'map' ? root.entries.find((entry) => entry.key === 'blocks')?.block : undefined;
  if (blocks?.kind !== 'list') throw new Error(`${file} has no list of blocks`);
  const fields = (key: string) =>
    blocks.items.flatMap((item, index) => {
      const line =
        item.block?.kind === 'map' ? item.block.entries.find((entry) => entry.key === key)?.line.text.trim() : '';
      if (!line) return [];
      const yamlWords = line
        .slice(`${key}:`.length)
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      return [{ type: typeOfItem(item), place: `${file}#blocks.${index}.${key}`, yamlWords }];
    });
  headings = fields('heading');
  intros = fields('intro');

  await signInToEditor(page, server.baseUrl, account);
  const about = await nameInList(page, '/about');
  await page.getByRole('navigation', { name: 'Pages of the site' }).getByRole('button', { name: about }).click();
  await page.locator('.cm-content').waitFor();
  await shown(headings[0].place).waitFor();
  frame = page.frame({ url: /\/edit\/preview$/ })!;
  await page.evaluate(() => {
    const state = window as unknown as { textEdits: unknown[]; delivered: number[] };
    state.textEdits = [];
    state.delivered = [];
    addEventListener('message', (event: MessageEvent) => {
      if (event.data?.type === 'preview-text-edited') state.textEdits.push(event.data);
      if (event.data?.type === 'test-delivered') state.delivered.push(event.data.id);
    });
  });
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('typing over a heading in the preview', () => {
  const stats = () => headings.find((heading) => heading.type === 'stats')!;

  it('edits it in place after a double-click, and Escape puts the words back', async () => {
    const heading = shown(stats().place);
    const words = (await heading.textContent())!;
    await heading.dblclick();
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    expect(await frame.evaluate(() => document.activeElement?.getAttribute('data-field-source'))).toBe(stats().place);
    expect(await heading.getAttribute('aria-label')).toBe('Editing heading');
    // The double-click took all the heading's words, for typing over them.
    expect(await frame.evaluate(() => getSelection()?.toString())).toBe(words);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' and more');
    expect(await heading.textContent()).toBe(`${words} and more`);
    await page.keyboard.press('Escape');
    expect(await heading.getAttribute('contenteditable')).toBeNull();
    expect(await heading.textContent()).toBe(words);
    await framesMessagesDelivered();
    expect(await textEdits()).toEqual([]);
  });

  it('tells the editor the new words on Enter, shows them at once, and the text follows', async () => {
    const { place, yamlWords } = stats();
    const heading = shown(place);
    const words = (await heading.textContent())!;
    await heading.dblclick();
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Today');
    await page.keyboard.press('Enter');
    await expect.poll(textEdits).toEqual([{ type: 'preview-text-edited', place, text: `${yamlWords} Today` }]);
    expect(await heading.getAttribute('contenteditable')).toBeNull();
    expect(await heading.textContent()).toBe(`${words} Today`);
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain(`${yamlWords} Today`);
    await expect.poll(() => heading.textContent()).toBe(`${words} Today`);
  });

  it('shows a company fact as a token, given back as its placeholder', async () => {
    const { place, yamlWords } = headings.find((heading) => /\{\{\w+\}\}/.test(heading.yamlWords))!;
    const fact = /\{\{(\w+)\}\}/.exec(yamlWords)![1];
    const heading = shown(place);
    await heading.dblclick();
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    const token = heading.locator(`[data-fact="${fact}"]`);
    expect(await token.getAttribute('contenteditable')).toBe('false');
    expect(await token.getAttribute('title')).toContain(`{{${fact}}}`);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('!');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await textEdits()).at(-1))
      .toEqual({
        type: 'preview-text-edited',
        place,
        text: `${yamlWords}!`,
      });
  });

  it('takes a line break in a paragraph, typed with Shift+Enter', async () => {
    const { place, yamlWords } = intros.find((intro) => !intro.yamlWords.includes('{{'))!;
    const paragraph = shown(place);
    await paragraph.dblclick();
    await expect.poll(() => paragraph.getAttribute('aria-multiline')).toBe('true');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('Call us today.');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await textEdits()).at(-1))
      .toEqual({
        type: 'preview-text-edited',
        place,
        text: `${yamlWords}\nCall us today.`,
      });
  });

  it('keeps the editor still after Enter: the top bar stays at the top and the editor’s page does not scroll', async () => {
    const { place } = stats();
    await page.evaluate(() => {
      const state = window as unknown as { pageScrolls: number };
      state.pageScrolls = 0;
      // Only the page's own scrolling reaches the document: an element's scroll event does not bubble.
      document.addEventListener('scroll', () => state.pageScrolls++);
    });
    const heading = shown(place);
    await heading.dblclick();
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' now');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await textEdits()).at(-1))
      .toMatchObject({ place, text: expect.stringMatching(/ now$/) });
    const { text } = (await textEdits()).at(-1) as { text: string };
    await expect.poll(() => page.locator('.cm-content').innerText()).toContain(text);
    await expect.poll(() => page.locator('.status').textContent()).not.toMatch(/Checking/);
    // The text view scrolls to its line in the frames after a change: two frames drawn since then.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(
      await page.evaluate(() => ({
        pageScrolls: (window as unknown as { pageScrolls: number }).pageScrolls,
        scrollY,
        scrollTop: document.scrollingElement?.scrollTop,
        topBar: document.querySelector('.top-bar')?.getBoundingClientRect().top,
      })),
    ).toEqual({ pageScrolls: 0, scrollY: 0, scrollTop: 0, topBar: 0 });
  });

  it('breaks no rule of the frame’s Content-Security-Policy and raises no script error', async () => {
    await framesDrawn();
    expect(chromium.problems).toEqual([]);
  });
});
