/**
 * The pictures of docs/editing.md (docs/images/editor-*.png), taken again after the editor changes:
 *
 *   node --import tsx tests/editor/docScreenshots.ts
 *
 * A throw-away copy of the project that can publish, with one account and two quote requests sent through the
 * public form; Chromium at 1280, 768 and 375 px wide signs in and goes through what the guide describes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { replaceEditorText, sendThroughTheForm } from './browserActions';

// The tests' helpers find the project from __dirname, which vitest gives them; outside vitest each of them is two
// folders down from the project, as this file is.
(globalThis as { __dirname?: string }).__dirname ??= path.dirname(fileURLToPath(import.meta.url));
const { launchChromium } = await import('../helpers/chromium');
const { createPublishProject, startServer } = await import('../publish/publishProject');
const { startSmtp } = await import('../server/helpers');
const { projectRoot, tempDir } = await import('./helpers');
const { firstHeadingOf, firstMenuGroup } = await import('../publish/pageWords');

const account = { name: 'maria', password: 'cedar shakes and copper 12' };
const images = path.join(projectRoot, 'docs/images');
// The page the pictures show, found by its address and its words read from the copy: the office may reword it.
const pageRoute = '/services/roofing/residential';
const pageFileName = 'pages/services/roofing/residential.yaml';
const pageButton = (page: Page) =>
  page.locator('.page-link', { has: page.locator('.page-route', { hasText: new RegExp(`^${pageRoute}$`) }) });
let pageHeading = '';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(images, `editor-${name}.png`) });
  console.log(`docs/images/editor-${name}.png`);
}

async function signIn(page: Page) {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const previewHeading = (page: Page) =>
  page.frameLocator('iframe[title="Preview of the page"]').locator('h1').filter({ hasText: pageHeading });

async function openResidentialRoofing(page: Page) {
  await pageButton(page).click();
  // On a phone or a tablet the page opens on its preview, the text behind its tab.
  await page.locator('.cm-line', { hasText: `route: ${pageRoute}` }).waitFor({ state: 'attached' });
}

/** Projects and posts: the list's groups with a post open in its details, New project photo first, a deletion. */
async function collectionShots(page: Page, photo: string) {
  const list = page.getByRole('navigation', { name: 'Pages of the site' });
  await page.getByRole('link', { name: 'Edit the site' }).click();
  await list.getByRole('heading', { name: /^News \(\d+\)$/ }).waitFor();
  await list.getByRole('heading', { name: /^News/ }).scrollIntoViewIfNeeded();
  await list
    .getByRole('button', { name: /After a Wind Storm/i })
    .first()
    .click();
  await page.locator('.entry-details').getByLabel('Draft: keep it off the site').waitFor();
  await shoot(page, 'post-details');
  await page.getByRole('button', { name: 'Delete this post…' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByText('It is shown on:')
    .waitFor({ timeout: 30_000 });
  await shoot(page, 'delete-post');
  await page.keyboard.press('Escape');
  await list.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Main photo').setInputFiles(photo);
  await dialog.getByLabel(/^What the photo shows/).fill('The new cedar shake roof from the street, finished');
  await dialog.getByLabel(/^Title/).fill('Cedar Shake Reroof in Lake Oswego');
  await dialog.locator('.new-entry-thumbnail').waitFor();
  await shoot(page, 'new-project');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

/**
 * Pages that go: Delete this page, and the addresses visitors missed (the move's picture is taken by
 * tests/publish/pageMoveInBrowser.test.ts).
 */
async function addressShots(page: Page, baseUrl: string) {
  await openResidentialRoofing(page);
  await page.getByRole('button', { name: 'Delete this page…' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete this page?' });
  await deletion.getByRole('checkbox').first().waitFor();
  await shoot(page, 'delete-page');
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  // An old address, followed three times from another site.
  for (let visit = 0; visit < 3; visit++)
    await fetch(`${baseUrl}/services/old-price-list`, { headers: { Referer: 'https://www.example.com/local-guide' } });
  await page.getByRole('button', { name: 'Missed addresses' }).click();
  const missed = page.getByRole('dialog', { name: 'Missed addresses' });
  await missed.getByRole('rowheader', { name: '/services/old-price-list' }).waitFor();
  await shoot(page, 'missed-addresses');
  await page.keyboard.press('Escape');
}

async function main() {
  const project = createPublishProject(account, { git: false });
  pageHeading = firstHeadingOf(project.root, pageFileName).shown;
  const smtp = await startSmtp();
  const server = await startServer(project, { SMTP_URL: smtp.url });
  const browser = await launchChromium();
  try {
    await Promise.all([
      sendThroughTheForm(browser, server.baseUrl, '/contact', {
        'First name': 'Ann',
        'Last name': 'Lee',
        'Phone number': '(503) 555-0182',
        'Project address': '2210 NE Klickitat St, Portland, OR 97212',
        'Project description': 'Leak near the chimney every time it rains hard.',
      }),
      sendThroughTheForm(browser, server.baseUrl, '/contact', {
        'First name': 'Tom',
        'Last name': 'Berg',
        'E-mail address': 'tom.berg@example.com',
        'Project description': 'New gutters and downspouts on a two-storey house in Beaverton.',
      }),
    ]);

    // Sign-in, at tablet width.
    const tablet = await (await browser.newContext({ viewport: { width: 768, height: 700 } })).newPage();
    await tablet.goto(`${server.baseUrl}/edit`);
    await tablet.getByLabel('Name').fill(account.name);
    await shoot(tablet, 'sign-in');

    // The desktop: pages, text, preview; help, mistakes and the dialogs.
    const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await desktop.goto(`${server.baseUrl}/edit`);
    await signIn(desktop);
    await openResidentialRoofing(desktop);
    await previewHeading(desktop).waitFor();
    await desktop
      .getByRole('link', { name: /Requests/ })
      .filter({ hasText: '2 new' })
      .waitFor();
    await pageButton(desktop).scrollIntoViewIfNeeded();
    await shoot(desktop, 'overview');
    // A block's form, chosen from the page's list of blocks.
    await desktop
      .getByRole('button', { name: /^Feature cards/ })
      .first()
      .click();
    await desktop.getByRole('button', { name: 'Add block' }).waitFor();
    await shoot(desktop, 'block-form');
    await desktop.getByRole('button', { name: 'Add block' }).click();
    await desktop.getByRole('dialog').waitFor();
    await shoot(desktop, 'block-palette');
    await desktop.keyboard.press('Escape');
    // The text hidden with Text view: the blocks and the page have its room; shown again for the rest.
    const textView = desktop.getByRole('button', { name: 'Text view' });
    await textView.click();
    await desktop.locator('.text-pane').waitFor({ state: 'hidden' });
    await desktop.waitForTimeout(400);
    await shoot(desktop, 'text-hidden');
    await textView.click();
    await desktop.locator('.cm-content').waitFor();
    const pageFile = path.join(project.root, pageFileName);
    const original = readFileSync(pageFile, 'utf8');

    await desktop.locator('.cm-line', { hasText: 'tagline:' }).locator('text=tagline').first().hover();
    await desktop.locator('.cm-tooltip-hover').waitFor();
    await shoot(desktop, 'hover');
    await desktop.mouse.move(5, 790);

    await desktop.locator('.cm-content').click();
    await desktop.keyboard.press('ControlOrMeta+End');
    await desktop.keyboard.type('\n  - type: s', { delay: 40 });
    await desktop.locator('.cm-tooltip-autocomplete').waitFor();
    await shoot(desktop, 'completion');
    await desktop.keyboard.press('Escape');

    await replaceEditorText(desktop, original.replace('    tagline:', '    tagilne:'));
    await desktop
      .getByRole('region', { name: 'Mistakes' })
      .getByRole('button', { name: /tagilne/ })
      .click();
    await desktop.locator('.cm-lintRange-error').first().waitFor();
    await shoot(desktop, 'mistake');
    await replaceEditorText(desktop, original);
    await desktop.getByText('No mistakes: the whole site passes the check.').waitFor();

    await desktop.getByRole('button', { name: 'New page' }).click();
    await desktop.getByLabel('Address').fill('/services/gutters');
    await desktop.getByLabel('In the menu').selectOption(firstMenuGroup(project.root));
    await shoot(desktop, 'new-page');
    await desktop.getByRole('button', { name: 'Cancel' }).click();

    const photo = path.join(tempDir('editor-doc-photo'), 'IMG_2041.jpg');
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#5b7a99' } })
      .jpeg()
      .toFile(photo);
    await desktop.locator('.cm-content').click();
    await desktop.keyboard.press('ControlOrMeta+Home');
    await desktop
      .locator('.cm-line', { hasText: /src: \/images\// })
      .first()
      .click();
    await desktop.getByRole('button', { name: 'Add photo' }).click();
    await desktop.getByLabel(/^Photo/).setInputFiles(photo);
    await desktop.getByLabel('What the photo shows').fill('New architectural shingle roof on a craftsman house');
    await shoot(desktop, 'photo');
    await desktop.getByRole('button', { name: 'Cancel' }).click();

    await desktop.getByRole('link', { name: /Requests/ }).click();
    await desktop.getByRole('list', { name: 'Requests' }).waitFor();
    await desktop.locator('.request-name', { hasText: 'Ann Lee' }).click();
    await desktop.waitForTimeout(300);
    await shoot(desktop, 'requests');

    await collectionShots(desktop, photo);
    await addressShots(desktop, server.baseUrl);

    // A tablet: the three parts as tabs.
    const tabletEditor = await (await browser.newContext({ viewport: { width: 768, height: 1024 } })).newPage();
    await tabletEditor.goto(`${server.baseUrl}/edit`);
    await signIn(tabletEditor);
    await openResidentialRoofing(tabletEditor);
    await tabletEditor.getByRole('tab', { name: 'Preview' }).click();
    await previewHeading(tabletEditor).waitFor();
    await shoot(tabletEditor, 'tablet');

    // A phone.
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    await phone.goto(`${server.baseUrl}/edit`);
    await signIn(phone);
    await pageButton(phone).waitFor();
    await shoot(phone, 'phone-pages');
    await openResidentialRoofing(phone);
    await phone.getByRole('tab', { name: 'Text' }).click();
    await shoot(phone, 'phone-text');
    await phone.getByRole('tab', { name: 'Preview' }).click();
    await previewHeading(phone).waitFor();
    await shoot(phone, 'phone-preview');
    await phone.getByRole('button', { name: 'Blocks' }).click();
    await phone
      .getByRole('button', { name: /^Feature cards/ })
      .first()
      .click();
    await shoot(phone, 'phone-block-form');
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
    project.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
