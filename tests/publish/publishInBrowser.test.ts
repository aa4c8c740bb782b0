/**
 * The office's way through publishing, in Chromium against the production server on a throw-away git copy of the
 * project whose remote is a bare repository (PUBLISH_PUSH=1): sign in, type a new heading into the about page and
 * save, add a page; Publish names the sentences the new page came with before it is pressed and refuses them after,
 * the focus staying on Publish; the page's search description typed in Page details and its intro and paragraph in its
 * text, Publish with a description (the diff shows the heading line), then, over HTTP, the new heading, the new page
 * in the sitemap and the commit in the remote by the editor; then History and Undo, whose confirmation says what goes
 * back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPageSentences } from '../../src/schemaPlaces/sampleWords';
import { createPublishProject, startServer, type PublishProject, type RunningServer } from './publishProject';
import { editorInChromium, literally, signInToEditor } from './editorInChromium';
import { ownWords } from './newPageWords';
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

/** Types `words` over `sentence` in the text, as a person does: the sentence selected from the end of its line. */
async function typeOver(sentence: string, words: string) {
  await page.locator('.cm-line', { hasText: sentence }).click();
  await page.keyboard.press('End');
  for (let step = 0; step < sentence.length; step++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type(words);
}

beforeAll(async () => {
  project = createPublishProject(account);
  oldHeading = aboutHeading(project.root);
  server = await startServer(project, { PUBLISH_PUSH: '1' });
  // The publish refused for the new page's sample words answers 422, which the editor shows in words.
  ({ browser, page, problems } = await editorInChromium(/status of (401|422) /));
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

    // As it came, the new page is not ready: Publish says so before it is pressed, and refuses it in the same words,
    // the focus staying on Publish and nothing going to the remote.
    const remoteBefore = remoteLog();
    await page.getByRole('button', { name: 'Publish…' }).click();
    const notReady = page.getByRole('dialog', { name: 'Publish' });
    const named = `/services/gutters still has words a new page came with: its search description ("${newPageSentences.description}")`;
    await expect
      .poll(() => notReady.locator('.publish-sample-words').textContent(), { timeout: 10_000 })
      .toContain(named);
    await notReady.getByLabel('What changed, in one line').fill('New page as it came');
    const publishButton = notReady.getByRole('button', { name: 'Publish', exact: true });
    await publishButton.click();
    await expect
      .poll(() => notReady.getByRole('alert').textContent(), { timeout: 30_000 })
      .toMatch(new RegExp(`^${literally(named)}, .* Write your own words there, then publish\\.$`));
    expect(await publishButton.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(remoteLog()).toBe(remoteBefore);
    await notReady.getByRole('button', { name: 'Close' }).click();

    // The office's own words: the search description in Page details, the intro and the paragraph in the text.
    await page.getByRole('button', { name: /^Page details/ }).click();
    await page.getByLabel('Search description (required)').fill(ownWords.description);
    await typeOver(newPageSentences.intro, ownWords.intro);
    await typeOver(newPageSentences.paragraph, ownWords.paragraph);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent()).toBe('Saved pages/services/gutters.yaml.');

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
    const gutters = await fetchText('/services/gutters');
    expect(gutters.status).toBe(200);
    expect(gutters.text).toContain(ownWords.paragraph);
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
