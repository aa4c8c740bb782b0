/**
 * The office's everyday tasks, as docs/editing.md tells them ("Everyday tasks in the browser"), typed in Chromium as
 * a person does, against the production server on a throw-away git copy of the project: a new phone number; a
 * gutters page with a picture banner, three feature cards and a call to action, its search description, intro and
 * paragraph typed over the sentences it came with (a publish refuses those); a review; a finished project from New
 * project (its photo, then its title, summary, category and town, Draft unticked: on this site a picture in the
 * gallery is a project). No mistake is met along the way. Then one publish of all of it: the gallery's first tile
 * links to the project's own page, headed by its title. Then an undo of the project alone: the rest stays live.
 *
 * With DOCS_IMAGES=1 it also takes the pictures of those recipes into docs/images/ (recipe-*.png).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { slugFromTitle } from '../../src/editorApi/entrySlug';
import { newPageSentences } from '../../src/schemaPlaces/sampleWords';
import { tempDir } from '../editor/helpers';
import {
  createPublishProject,
  projectRoot,
  startServer,
  type PublishProject,
  type RunningServer,
} from './publishProject';
import { editorInChromium, literally, signInToEditor } from './editorInChromium';
import { ownWords } from './newPageWords';
import { firstMenuGroup } from './pageWords';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const newPhone = '(503) 555-0199';
const finished = {
  title: 'Copper Gutters on a Tudor Revival',
  alt: 'Copper gutters and downspouts on a brick Tudor house',
  summary: 'Half-round copper gutters and round downspouts, hung to suit a brick Tudor Revival.',
  category: 'Gutters',
  location: 'Portland',
};
const projectFile = `collections/projects/${slugFromTitle(finished.title)}.yaml`;

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
let page: Page;
let problems: string[];
/** The text of the open file with its own buttons (the block's form beside it has buttons of the same names). */
const textPane = () => page.getByRole('region', { name: /^Text of / });

async function picture(name: string) {
  if (process.env.DOCS_IMAGES !== '1') return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(projectRoot, 'docs/images', `recipe-${name}.png`) });
}

const fileText = (file: string) => readFileSync(path.join(project.root, file), 'utf8');
const fetchText = async (route: string) => {
  const response = await fetch(`${server.baseUrl}${route}`);
  return { status: response.status, text: await response.text() };
};
const mistakes = () => page.getByRole('region', { name: 'Mistakes' }).getByRole('button');
const status = () => page.locator('.status').textContent();

/** The project as the publish and the history name it: its collection's word and its title. */
const projectName = `Project “${finished.title}”`;
/** The open project's Details form, beside its text. */
const details = () => page.getByRole('region', { name: 'Details', exact: true });
/** A field of the Details by its label, "(required)" or not after it. */
const field = (label: string) => details().getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

/** The project's own address, from its collection's pattern in the copy (/projects/{slug}). */
function projectAddress() {
  const { route } = parse(fileText('collections/projects.yaml')) as { route: string };
  return route.replace('{slug}', slugFromTitle(finished.title));
}

/** The id of the gallery block on the copy's gallery page: its tiles are the figures in that section. */
function galleryId() {
  const { blocks } = parse(fileText('pages/gallery.yaml')) as { blocks: { type: string; id?: string }[] };
  const gallery = blocks.find((block) => block.type === 'gallery');
  if (!gallery?.id) throw new Error('The gallery page has no gallery block with an id.');
  return gallery.id;
}

/** Opens a page from the list of pages, where each shows its title and, under it, its address. */
async function openPage(route: string) {
  const escaped = literally(route);
  await page
    .locator('.page-list button', { has: page.locator('.page-route', { hasText: new RegExp(`^${escaped}$`) }) })
    .click();
  // Its own route line, whole: "route: /" is also the start of the line of the page open before.
  await page.locator('.cm-line', { hasText: new RegExp(`^route: ${escaped}$`) }).waitFor();
}

/** Puts the cursor on the first line with `words`, as a person does: from the top, a screen at a time, then a click. */
async function cursorTo(words: string) {
  await page.locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let screens = 0; screens < 80; screens++) {
    const line = page.locator('.cm-line', { hasText: words }).first();
    if ((await line.count()) && (await line.isVisible())) {
      try {
        await line.click({ timeout: 2000 });
      } catch {
        // The text scrolled on and the line was drawn away before the click: look again from here.
        continue;
      }
      // As a person looks where the cursor went: the editor may have drawn another line in that place meanwhile.
      if ((await page.locator('.cm-activeLine').textContent())?.includes(words)) return;
      continue;
    }
    await page.keyboard.press('PageDown');
  }
  throw new Error(`No line with "${words}"`);
}

/** Types each text over the placeholder that is selected, Tab moving to the next one; Escape after the last. */
async function fillPlaceholders(...texts: string[]) {
  for (const [index, text] of texts.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Escape');
}

/** Types `words` over `sentence`: the cursor put on its line, the sentence selected from the line's end. */
async function typeOver(sentence: string, words: string) {
  await cursorTo(sentence);
  await page.keyboard.press('End');
  for (let step = 0; step < sentence.length; step++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type(words);
}

/** Types the first letters of a kind of section in the list that opens, and takes the one named `label`. */
async function chooseKind(letters: string, label: string) {
  await page.keyboard.type(letters);
  await page.locator('.cm-tooltip-autocomplete').getByText(label, { exact: true }).waitFor();
  // CodeMirror takes no key in a list's first moments, so that a key meant for the text is not taken by it.
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
}

/** Saves with the Save button; the status line says so, and no mistake is listed. */
async function save(file: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(status, { timeout: 20_000 }).toBe(`Saved ${file}.`);
  expect(await mistakes().allTextContents()).toEqual([]);
}

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  ({ browser, page, problems } = await editorInChromium());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('everyday tasks in the browser', () => {
  it('changes the phone number in Company details', async () => {
    await signInToEditor(page, server.baseUrl, account);
    await page.getByRole('button', { name: /^Company details/ }).click();
    await page.locator('.cm-content').getByText('company:').waitFor();
    await cursorTo('phone: ');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type(`phone: ${newPhone}`);
    await picture('phone');
    await save('site.yaml');
    expect(fileText('site.yaml')).toContain(`  phone: ${newPhone}\n`);
  });

  it('adds a gutters page with a picture banner, three feature cards and a call to action', async () => {
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Address', { exact: true }).press('End');
    await page.getByLabel('Address', { exact: true }).pressSequentially('services/gutters');
    // The guide's recipe picks the menu's first group (Services on this site), whatever the office calls it.
    await page.getByLabel('In the menu').selectOption(firstMenuGroup(project.root));
    expect(await page.getByLabel('Name in the menu').inputValue()).toBe('Gutters');
    await picture('new-page');
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.locator('.cm-content').getByText('route: /services/gutters').waitFor();

    // A picture banner at the top: Enter at the end of "blocks:" starts a section there, its kind typed and chosen.
    await cursorTo('blocks:');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await chooseKind('hero', 'Hero banner');
    await fillPlaceholders(
      'Seamless Gutters, Installed in a Day',
      'Cut, fitted and hung by our own crew.',
      'A new house with seamless gutters',
      'Get a Free Estimate',
    );

    // Feature cards below the first text: Add section there, the kind chosen the same way, then two more cards.
    await cursorTo('heading: Gutters');
    await textPane().getByRole('button', { name: 'Add section' }).click();
    await chooseKind('feat', 'Feature cards');
    await fillPlaceholders('Seamless', 'Cut to length on site, so there are no joints to leak.');
    await textPane().getByRole('button', { name: 'Add point' }).click();
    await fillPlaceholders('Guards Included', 'Leaf guards keep them clear through the fall.');
    await textPane().getByRole('button', { name: 'Add point' }).click();
    await fillPlaceholders('Sized for the Rain', 'Five- and six-inch gutters sized to your roof.');
    await cursorTo('heading: Why Choose Us');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('heading: Why Our Gutters');
    await picture('feature-cards');
    // The recipe's last step: the words the page came with, in the office's own. Its search description in Page
    // details (beside the preview), the first text's intro and paragraph in the text.
    await page.getByRole('button', { name: /^Page details/ }).click();
    await page.getByLabel('Search description (required)').fill(ownWords.description);
    await typeOver(newPageSentences.intro, ownWords.intro);
    await typeOver(newPageSentences.paragraph, ownWords.paragraph);
    // Once the check has caught up with the last key: the page has no mistake.
    await expect.poll(() => mistakes().allTextContents(), { timeout: 20_000 }).toEqual([]);
    await save('pages/services/gutters.yaml');

    const text = fileText('pages/services/gutters.yaml');
    // In the order of the page: the banner, the first text, the cards, the call to action.
    expect([...text.matchAll(/^ {2}- type: (\w+)$/gm)].map((match) => match[1])).toEqual([
      'hero',
      'richText',
      'features',
      'callToAction',
    ]);
    expect(text).toContain('    heading: Seamless Gutters, Installed in a Day\n');
    expect(text).toContain('    heading: Why Our Gutters\n');
    expect(text.match(/^ {6}- title: .*\n {8}text: /gm)).toHaveLength(3);
    // Every text the editor wrote to be typed over was typed over, and so was every sentence the page came with.
    expect(text.slice(text.indexOf('  - type: hero'), text.indexOf('  - type: richText'))).not.toMatch(/: New /);
    for (const sentence of Object.values(newPageSentences)) expect(text).not.toContain(sentence);
    expect((parse(text) as { description: string }).description).toBe(ownWords.description);
  });

  it('adds a review', async () => {
    await openPage('/');
    await cursorTo('author: ');
    await textPane().getByRole('button', { name: 'Add review' }).click();
    await fillPlaceholders('New gutters in a day, and not a leak since.', 'Priya K.', 'Tigard, OR');
    await picture('review');
    await save('pages/home.yaml');
    expect(fileText('pages/home.yaml')).toContain('New gutters in a day, and not a leak since.');
  });

  it('adds a finished project with its photo, which goes live with the next publish', async () => {
    await page
      .getByRole('navigation', { name: 'Pages of the site' })
      .getByRole('button', { name: 'New project' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const photo = path.join(tempDir('everyday-photo'), 'IMG_3107.jpg');
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a5a3c' } })
      .jpeg()
      .toFile(photo);
    await dialog.getByLabel('Main photo').setInputFiles(photo);
    await dialog.getByLabel(/^What the photo shows/).fill(finished.alt);
    await dialog.getByLabel(/^Title/).fill(finished.title);
    await dialog.getByRole('button', { name: 'Add project' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    // It opens as a draft, its Details beside its text: the summary, category and town typed, Draft unticked.
    await expect.poll(() => field('Title').inputValue(), { timeout: 20_000 }).toBe(finished.title);
    await field('Summary').fill(finished.summary);
    await field('Category').fill(finished.category);
    await field('Location').fill(finished.location);
    const draft = details().getByRole('checkbox', { name: /^Draft/ });
    expect(await draft.isChecked()).toBe(true);
    await draft.uncheck();
    await save(projectFile);

    const saved = parse(fileText(projectFile)) as Record<string, unknown>;
    const { alt, ...typed } = finished;
    expect(saved).toMatchObject({ ...typed, image: { alt } });
    expect(saved.draft).toBeUndefined();
  });

  it('publishes the four pages at once, each listed by its name', async () => {
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    const names = dialog.getByRole('heading', { level: 3 });
    await expect
      .poll(() => names.allTextContents(), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Company details/),
          expect.stringMatching(/^Gutters page/),
          // The project's photo goes with the project that shows it.
          expect.stringMatching(`^${literally(projectName)}, with 1 new photo`),
        ]),
      );
    await dialog.getByLabel('What changed, in one line').fill('New phone, gutters page, a review and a new project');
    await picture('publish');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').first().textContent(), { timeout: 120_000 })
      .toMatch(/^Published "New phone, gutters page, a review and a new project"/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    expect((await fetchText('/services/gutters')).text).toContain('Why Our Gutters');
    expect((await fetchText('/')).text).toContain(newPhone);
  }, 180_000);

  it('the published gallery shows the new project first, its tile leading to the project’s own page', async () => {
    const visitor = await browser.newPage();
    try {
      await visitor.goto(`${server.baseUrl}/gallery`);
      const firstTile = visitor.locator(`#${galleryId()} figure`).first();
      expect(await firstTile.locator('figcaption').textContent()).toContain(finished.title);
      const link = firstTile.getByRole('link');
      expect(await link.getAttribute('href')).toBe(projectAddress());
      expect((await fetchText(projectAddress())).status).toBe(200);
      await link.click();
      await visitor.waitForURL(`${server.baseUrl}${projectAddress()}`);
      await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(finished.title);
    } finally {
      await visitor.close();
    }
    // The home page's Recent Projects carousel reads the same collection: the project is there too.
    expect((await fetchText('/')).text).toContain(finished.title);
  });

  it('undoes the new project alone: the phone number and the gutters page stay live', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of publishes' });
    await history
      .getByRole('button', { name: new RegExp(`^Undo only ${literally(projectName)} from `) })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: `Undo ${projectName}?`, exact: true });
    await expect
      .poll(() => confirm.getByRole('listitem').allTextContents())
      .toEqual([`The project “${finished.title}” is removed.`, expect.stringMatching(/^The photo .* is removed\.$/)]);
    await picture('undo-one-page');
    await confirm.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'back as it was before' }).count(), { timeout: 120_000 })
      .toBe(1);

    expect((await fetchText('/gallery')).text).not.toContain(finished.title);
    expect((await fetchText(projectAddress())).status).toBe(404);
    expect((await fetchText('/services/gutters')).status).toBe(200);
    expect((await fetchText('/')).text).toContain(newPhone);
    expect(problems).toEqual([]);
  }, 180_000);
});
