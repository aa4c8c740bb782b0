/**
 * A project made through forms alone, in Chromium against the production server on a copy of the second fixture
 * site with a collection of projects declared in it (picturesFirstCollection.ts): New project asks for the photo
 * first, then the title; the project opens with that photo as its main picture; its location, when it goes live,
 * Draft and its text are filled in forms, never in the text view, and the saved file passes the check. A schedule
 * set and then cleared through the form is what the list of pages says. At a phone's width the dialog fits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { axeFindings } from '../helpers/axe';
import { editorInChromium, type EditorInChromium, signInToEditor } from '../publish/editorInChromium';
import { copyOfFixture, tempDir } from './helpers';
import { declarePicturesFirstCollection } from './picturesFirstCollection';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const file = 'collections/projects/community-center-steps.yaml';
let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;

const list = () => page.getByRole('navigation', { name: 'Pages of the site' });
const panel = () => page.locator('.entry-details');
const saved = () => parse(readFileSync(path.join(server.contentRoot, file), 'utf8')) as Record<string, unknown>;

/** Save, and wait until the file on disk has what `written` looks for. */
async function save(written: (data: Record<string, unknown>) => boolean) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => written(saved()), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => page.locator('.status').textContent()).toBe(`Saved ${file}.`);
}

beforeAll(async () => {
  const contentRoot = copyOfFixture('second-site');
  declarePicturesFirstCollection(contentRoot);
  server = await startEditorServer(account, {}, contentRoot);
  chromium = await editorInChromium();
  page = chromium.page;
  await signInToEditor(page, server.baseUrl, account);
  await list().waitFor();
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('a project made through forms alone', () => {
  it('asks for the photo first, then the title, and opens the project with that photo as its main picture', async () => {
    const photo = path.join(tempDir('editor-e2e-photo'), 'steps.jpg');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a5b3a' } })
      .jpeg()
      .toFile(photo);
    await list().getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const fields = dialog.locator('input, textarea, select');
    expect(await fields.first().getAttribute('type')).toBe('file');
    expect(await fields.evaluateAll((all) => all.map((each) => each.id))).toEqual([
      'new-entry-photo',
      'new-entry-alt',
      'new-entry-title',
    ]);
    await dialog.getByLabel('Main photo').setInputFiles(photo);
    await dialog
      .getByLabel(/^What the photo shows/)
      .fill('Volunteers painting the community center’s new front steps.');
    await dialog.getByLabel(/^Title/).fill('Community Center Steps');
    await dialog.locator('.new-entry-thumbnail').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add project' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    await expect
      .poll(
        () =>
          panel()
            .getByLabel(/^Title/)
            .inputValue(),
        { timeout: 20_000 },
      )
      .toBe('Community Center Steps');
    expect(saved().image).toEqual({
      src: expect.stringMatching(/^\/images\/uploads\/steps-[0-9a-f]{6}\.jpg$/),
      alt: 'Volunteers painting the community center’s new front steps.',
    });
    expect(await panel().getByLabel('Draft: keep it off the site').isChecked()).toBe(true);
  }, 120_000);

  it('fills the location, when it goes live, Draft and its text in forms, and the saved file passes the check', async () => {
    await panel().getByLabel('Location (required)').fill('Meridian');
    await panel()
      .getByLabel(/^Goes live at/)
      .fill('2099-06-01T09:00');
    await panel().getByLabel('Draft: keep it off the site').uncheck();
    // Its text is the one section it starts with: chosen in the list of blocks, its words typed over in its form.
    await page.locator('.block-list-button').first().click();
    await page
      .locator('.block-form')
      .getByLabel(/^Paragraph 1/)
      .fill('Twelve volunteers rebuilt and painted the steps.');
    await save((data) => data.location === 'Meridian');
    const written = saved();
    expect(written.location).toBe('Meridian');
    expect(written.publishAt).toMatch(/^2099-06-01T09:00:00(?:[+-]\d\d:\d\d)$/);
    expect(written.draft).toBeUndefined();
    expect(written.blocks).toMatchObject([
      { type: 'richText', sections: [{ paragraphs: ['Twelve volunteers rebuilt and painted the steps.'] }] },
    ]);
    const text = readFileSync(path.join(server.contentRoot, file), 'utf8');
    expect(text).not.toContain('untick Draft');
    expect(checkWithDrafts(server.contentRoot, { [file]: text }).errors).toEqual([]);
    const item = list().getByRole('button', { name: /Community Center Steps/ });
    await expect.poll(() => item.textContent()).toContain('Scheduled for Monday, June 1, 2099 at 9:00 am');
  }, 120_000);

  it('cancels the schedule with Clear: the list no longer says it is waiting', async () => {
    await panel().getByRole('button', { name: 'Clear Goes live at' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('datetime-local');
    await save((data) => data.publishAt === undefined);
    const item = list().getByRole('button', { name: /Community Center Steps/ });
    await expect.poll(() => item.textContent()).not.toContain('Scheduled');
    expect(await item.textContent()).not.toContain('Draft');
    expect(chromium.problems).toEqual([]);
  }, 120_000);

  it('fits a phone’s width: the dialog and its fields need no sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('tab', { name: /Pages/ }).click();
    await list().getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Main photo').waitFor();
    const widest = await dialog.evaluate((element) =>
      Math.max(element.scrollWidth - element.clientWidth, document.documentElement.scrollWidth - window.innerWidth),
    );
    expect(widest).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, 60_000);
});
