/**
 * The office's way through publishing, in Chromium against the production server on a throw-away git copy of the
 * project whose remote is a bare repository (PUBLISH_PUSH=1): sign in, type a new heading into the about page and
 * save, add a page, Publish with a description (the diff shows the heading line), then, over HTTP, the new heading,
 * the new page in the sitemap and the commit in the remote by the editor; then History and Undo, whose confirmation
 * says what goes back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishProject, startServer, type PublishProject, type RunningServer } from './publishProject';
import { editorInChromium, signInToEditor } from './editorInChromium';
import { aboutHeading, firstMenuGroup } from './pageWords';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const newHeading = 'Roofs That Outlast the Rain';

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
/** The about page's first heading in the copy, as the office wrote it and as visitors read it. */
let oldHeading: ReturnType<typeof aboutHeading>;

const fetchText = async (route: string) => {
  const response = await fetch(`${server.baseUrl}${route}`);
  return { status: response.status, text: await response.text() };
};
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
const remoteLog = () => project.git(['log', '-1', '--format=%an <%ae>|%s', 'main'], project.remote).trim();

beforeAll(async () => {
  project = createPublishProject(account);
  oldHeading = aboutHeading(project.root);
  server = await startServer(project, { PUBLISH_PUSH: '1' });
  ({ browser, page, problems } = await editorInChromium());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('publishing in the browser', () => {
  it('types a new heading, adds a page, publishes both, and visitors, the sitemap and the remote get them', async () => {
    await signInToEditor(page, server.baseUrl, account);
    // The about page by its address: the office may rename its title.
    await page
      .getByRole('navigation', { name: 'Pages of the site' })
      .locator('.page-link', { has: page.locator('.page-route', { hasText: /^\/about$/ }) })
      .click();

    // Typed as a person types: select the old words (between the quotes, when the file quotes them), then type the
    // new ones over them.
    const written = oldHeading.line.trim().slice('heading: '.length);
    const quoted = /^(["']).*\1$/.test(written);
    const oldWords = quoted ? written.slice(1, -1) : written;
    const newLine = `heading: ${quoted ? `${written[0]}${newHeading}${written[0]}` : newHeading}`;
    await page.locator('.cm-line', { hasText: oldHeading.line.trim() }).click();
    await page.keyboard.press('End');
    if (quoted) await page.keyboard.press('ArrowLeft');
    for (let step = 0; step < oldWords.length; step++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type(newHeading);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent()).toBe('Saved pages/about.yaml.');
    // The editor still holds what was saved, not the text the file was opened with.
    expect(await page.locator('.cm-content').innerText()).toContain(newLine);

    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Address').fill('/services/gutters');
    await page.getByLabel('In the menu').selectOption(firstMenuGroup(project.root));
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.locator('.cm-line', { hasText: 'route: /services/gutters' }).waitFor();

    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await expect
      .poll(() => dialog.locator('.diff-added').allTextContents(), { timeout: 10_000 })
      .toContain(`+Added:     ${newLine}`);
    await dialog.getByLabel('What changed, in one line').fill('New About heading');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/Published "New About heading"/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    expect(h1Of((await fetchText('/about')).text)).toBe(newHeading);
    expect((await fetchText('/services/gutters')).status).toBe(200);
    expect((await fetchText('/sitemap.xml')).text).toContain('/services/gutters</loc>');
    expect(remoteLog()).toBe('maria <maria@editor>|New About heading');
  }, 180_000);

  it('lists the publish in History and undoes it', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of publishes' });
    await expect.poll(() => dialog.locator('.publish-entry-title').first().textContent()).toBe('New About heading');
    await dialog.getByRole('button', { name: 'Undo this publish “New About heading”' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Undo “New About heading”?' });
    // What goes back is worked out by the server from the two versions: seconds on a busy machine.
    await expect
      .poll(() => confirmation.getByRole('listitem').allTextContents(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['The Gutters page is removed.']));
    await confirmation.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/as it was before “New About heading”/);
    await expect
      .poll(() => dialog.locator('.publish-entry-title').first().textContent())
      .toBe('Undo "New About heading"');

    const visitor = await browser.newPage();
    await visitor.goto(`${server.baseUrl}/about`);
    expect(await visitor.locator('h1').textContent()).toContain(oldHeading.shown);
    await visitor.close();
    expect((await fetchText('/sitemap.xml')).text).not.toContain('/services/gutters');
    expect(remoteLog()).toBe('maria <maria@editor>|Undo "New About heading"');
    expect(problems).toEqual([]);
  }, 180_000);
});
