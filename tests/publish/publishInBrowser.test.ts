/**
 * The office's way through publishing, in Chromium against the production server on a throw-away git copy of the
 * project: sign in, a saved change to the About page's heading, Publish with a description (the diff shows the
 * heading line), the new heading on the public page, then History and Undo.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { createPublishProject, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401 /.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('publishing in the browser', () => {
  it('signs in, publishes a saved heading with a description, and the public page shows it', async () => {
    await page.goto(`${server.baseUrl}/edit`);
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Publish…' }).waitFor();

    // A save as the editor makes it (its own request, with the session of this page).
    const saved = await page.evaluate(async () => {
      const file = await (await fetch('/edit/api/file?path=pages/about.yaml')).json();
      const text = (file.text as string).replace(/^ {4}heading: .*$/m, '    heading: "Roofs That Outlast the Rain"');
      const answer = await fetch('/edit/api/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: 'pages/about.yaml', text }),
      });
      return answer.status;
    });
    expect(saved).toBe(200);

    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await expect
      .poll(() => dialog.locator('.diff-added').allTextContents(), { timeout: 10_000 })
      .toEqual(['+Added:     heading: "Roofs That Outlast the Rain"']);
    await dialog.getByLabel('What changed, in one line').fill('New About heading');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/Published "New About heading"/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const visitor = await browser.newPage();
    await visitor.goto(`${server.baseUrl}/about`);
    expect(await visitor.locator('h1').textContent()).toBe('Roofs That Outlast the Rain');
    await visitor.close();
    expect(project.git(['log', '-1', '--format=%an|%s']).trim()).toBe('maria|New About heading');
  }, 180_000);

  it('lists the publish in History and undoes it', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of publishes' });
    await expect.poll(() => dialog.locator('.publish-entry-title').first().textContent()).toBe('New About heading');
    await dialog.getByRole('button', { name: 'Undo “New About heading”' }).click();
    await dialog.getByRole('button', { name: 'Yes, undo it' }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/as it was before “New About heading”/);
    await expect
      .poll(() => dialog.locator('.publish-entry-title').first().textContent())
      .toBe('Undo "New About heading"');

    const visitor = await browser.newPage();
    await visitor.goto(`${server.baseUrl}/about`);
    expect(await visitor.locator('h1').textContent()).toMatch(/Years of Building Trust Across the Portland Metro/);
    await visitor.close();
    expect(problems).toEqual([]);
  }, 180_000);
});
