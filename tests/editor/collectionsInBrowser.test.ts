/**
 * The collections in the editor, in Chromium against the production server on a throw-away copy of the project: the
 * page list groups each collection after the pages with its count; an entry opens like a page, its preview the
 * entry's page and its panel a form of its details; New post asks for a title and opens the new draft, whose
 * preview says it is not on the site yet.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, type EditorInChromium, signInToEditor } from '../publish/editorInChromium';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;

const list = () => page.getByRole('navigation', { name: 'Pages of the site' });
const preview = () => page.frameLocator('iframe[title="Preview of the page"]');

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium();
  page = chromium.page;
  await signInToEditor(page, server.baseUrl, account);
  await list().waitFor();
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('collections in the editor', () => {
  it('lists each collection after the pages, titled with its count, its entries newest first', async () => {
    // The words as the copy has them today: the office changes them.
    const collections = siteOutline(server.contentRoot).collections;
    expect(collections.length).toBeGreaterThan(0);
    for (const collection of collections) {
      const heading = `${collection.title} (${collection.entries.length})`;
      await list().getByRole('heading', { name: heading }).waitFor();
      const titles = await list().getByRole('list', { name: heading }).locator('.page-title').allTextContents();
      expect(titles.slice(0, -1)).toEqual(collection.entries.map((entry) => entry.title));
    }
  });

  it('opens an entry like a page: its text, its page in the preview, and a form of its details', async () => {
    const news = siteOutline(server.contentRoot).collections.find((each) => each.name === 'news')!;
    const entry = news.entries.find((each) => !each.notLiveYet)!;
    await list().getByRole('button', { name: entry.title }).click();
    await page.locator('.cm-content').waitFor();
    // The first check of the session starts the check's process: it may take a while.
    await expect.poll(() => preview().locator('h1').first().textContent(), { timeout: 60_000 }).toBe(entry.title);
    const written = parse(readFileSync(path.join(server.contentRoot, entry.file), 'utf8')) as { title: string };
    await expect.poll(() => page.getByLabel(/^Title/).inputValue()).toBe(written.title);
  }, 120_000);

  it('adds a post from its title, opens it, and says in the preview that it is a draft', async () => {
    await list().getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await dialog.getByLabel(/^Title/).fill('Gutter Guards: Worth It?');
    await expect
      .poll(() => dialog.locator('#new-entry-title-help').textContent())
      .toContain('collections/news/gutter-guards-worth-it.yaml');
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add post' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.cm-content').textContent(), { timeout: 20_000 })
      .toContain('title: "Gutter Guards: Worth It?"');
    const news = siteOutline(server.contentRoot).collections.find((each) => each.name === 'news')!;
    const item = list().getByRole('button', { name: /Gutter Guards: Worth It\?/ });
    await expect.poll(() => item.textContent()).toContain('Draft');
    await list()
      .getByRole('heading', { name: `News (${news.entries.length})` })
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'This post is a draft: it is not on the site yet.' }).waitFor({
      timeout: 20_000,
    });
    await expect.poll(() => preview().locator('h1').first().textContent()).toBe('Gutter Guards: Worth It?');
    expect(chromium.problems).toEqual([]);
  }, 120_000);
});
