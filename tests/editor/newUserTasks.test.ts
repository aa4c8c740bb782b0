/**
 * What the office's everyday tasks take in the editor without its text view, done the way a new person does them in
 * Chromium (1280 px wide) against the production server on a throw-away copy of the project: (a) a new service page
 * from the New page dialog with a hero, three feature cards and a call to action added from the palette and filled
 * in; (b) a review added to the reviews block of a page that has one; (c) a project from New project (its photo
 * first, then its title), its details filled in and Draft unticked, which the gallery then lists (on this site a
 * picture in the gallery is a project); and the heading of /about's key figures typed over on the page itself, saved
 * as one changed line of the file with every comment kept. Every click and keystroke is counted (a click, a choice in
 * a list or a file chosen is a click, a double-click two; a character typed or a key pressed is a keystroke), and the
 * table of them is printed at the end: docs/editing.md quotes it. Each task ends saved with no mistakes, and the files
 * on disk hold what was typed. The Text tab and the text itself are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editorInChromium, type EditorInChromium, nameInList, signInToEditor } from '../publish/editorInChromium';
import { slugFromTitle } from '../../src/editorApi/entrySlug';
import { projectRoot, removeDir, tempDir } from './helpers';
import { startEditorServer, type RunningEditor } from './productionServer';

const account = { name: 'maria', password: 'gutters and downspouts 42' };

let server: RunningEditor;
let chromium: EditorInChromium;
let page: Page;

/** The clicks and keystrokes of each task; `typed` counts the characters among the keystrokes. */
interface Effort {
  clicks: number;
  keystrokes: number;
  typed: number;
}
const efforts = new Map<string, Effort>();
let effort: Effort = { clicks: 0, keystrokes: 0, typed: 0 };

/** From here on the person's clicks and keystrokes count towards `task`. */
function startTask(task: string) {
  effort = { clicks: 0, keystrokes: 0, typed: 0 };
  efforts.set(task, effort);
}

/** The person's hands: each action counted as it is done. */
const person = {
  async click(target: Locator) {
    effort.clicks++;
    await target.click();
  },
  /** Two clicks at a person's pace, 200 ms apart (the editor answers the first before the second comes). */
  async dblclick(target: Locator) {
    effort.clicks += 2;
    // Scrolled to first, as a person does: the mouse acts where the words are on the screen.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('Nothing to double-click: it is not on the screen.');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.waitForTimeout(200);
    await page.mouse.click(x, y, { clickCount: 2 });
  },
  async choose(target: Locator, option: string) {
    effort.clicks++;
    await target.selectOption(option);
  },
  async chooseFile(target: Locator, file: string) {
    effort.clicks++;
    await target.setInputFiles(file);
  },
  async press(key: string) {
    effort.keystrokes++;
    await page.keyboard.press(key);
  },
  async type(text: string) {
    effort.keystrokes += text.length;
    effort.typed += text.length;
    await page.keyboard.type(text);
  },
  /** Into a field: a click in it, its words selected (Ctrl+A) when it has some, and the new words typed. */
  async fill(field: Locator, text: string) {
    await person.click(field);
    if (await field.inputValue()) await person.press('ControlOrMeta+A');
    await person.type(text);
    await expect.poll(() => field.inputValue()).toBe(text);
  },
};

const panel = () => page.getByRole('region', { name: 'Blocks of this page' });
const preview = () => page.frameLocator('iframe[title="Preview of the page"]');
const pageList = () => page.getByRole('navigation', { name: 'Pages of the site' });
const status = () => page.locator('.status');

/** The block's form under its name ("Hero banner · block 1 of 3"). */
const blockForm = (title: string) => panel().getByRole('region', { name: new RegExp(`^${title}`) });
/** The last item of the list named `list` in `form`. */
const lastItem = (form: Locator, list: string) =>
  form
    .getByRole('group', { name: new RegExp(`^${list}( \\(required\\))?$`) })
    .locator('li.form-item')
    .last();
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

async function addFromPalette(kind: string) {
  await person.click(panel().getByRole('button', { name: 'Add block' }));
  const palette = page.getByRole('dialog', { name: 'Add a block' });
  await person.click(palette.getByRole('button', { name: kind, exact: true }));
  await palette.waitFor({ state: 'detached' });
  await blockForm(kind).waitFor();
}

/** Opens the page at `route` (its file `file`) from the list of pages, and waits for the preview to draw it. */
async function openPage(route: string, file: string) {
  const name = await nameInList(page, route);
  await person.click(pageList().getByRole('button', { name }));
  await preview().locator(`[data-block-source^="${file}#"]`).first().waitFor({ timeout: 15_000 });
}

/** Save, and the top bar says it is saved with no mistakes listed. */
async function save(file: string) {
  await person.click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => status().textContent(), { timeout: 15_000 }).toBe(`Saved ${file}.`);
  expect(await page.locator('.error-list li').count()).toBe(0);
}

interface EntrySchema {
  properties: Record<string, { title: string }>;
}

interface Block {
  type: string;
  [field: string]: unknown;
}
const savedBlocks = (file: string) =>
  (parse(readFileSync(path.join(server.contentRoot, file), 'utf8')) as { blocks: Block[] }).blocks;

beforeAll(async () => {
  server = await startEditorServer(account);
  chromium = await editorInChromium();
  page = chromium.page;
  await signInToEditor(page, server.baseUrl, account);
  await pageList().getByRole('button', { name: 'New page' }).waitFor();
}, 300_000);

afterAll(async () => {
  await chromium?.browser.close();
  await server?.stop();
});

describe('a new person’s everyday tasks, without the text view', () => {
  it('(a) makes a new service page with a hero, three feature cards and a call to action', async () => {
    startTask('New service page: hero, three cards, call to action');
    const route = '/services/gutter-cleaning';
    const file = `pages${route}.yaml`;
    await person.click(pageList().getByRole('button', { name: 'New page' }));
    const dialog = page.getByRole('dialog', { name: 'New page' });
    // The address starts as "/": a click after it and the rest typed.
    await person.click(dialog.getByLabel('Address'));
    await person.press('End');
    await person.type(route.slice(1));
    const menu = dialog.getByLabel('In the menu');
    // The menu's groups are offered once the dialog has read the site's menu.
    await menu
      .locator('option', { hasText: /^Under / })
      .first()
      .waitFor({ state: 'attached' });
    const group = (await menu.locator('option', { hasText: /^Under / }).allTextContents())[0];
    await person.choose(menu, group);
    expect(await dialog.getByLabel('Name in the menu').inputValue()).toBe('Gutter Cleaning');
    await person.click(dialog.getByRole('button', { name: 'Add page' }));
    await dialog.waitFor({ state: 'detached' });
    // The person sees the new page drawn before adding to it.
    await preview().locator(`[data-block-source^="${file}#"]`).first().waitFor({ timeout: 15_000 });

    // The hero goes at the end of the page, the only place Add block offers with nothing chosen: up to the top.
    await addFromPalette('Hero banner');
    const hero = blockForm('Hero banner');
    while (!(await hero.getByRole('heading').textContent())?.includes('block 1 of'))
      await person.click(hero.getByRole('button', { name: 'Move up', exact: true }));
    await person.fill(field(hero, 'Headline'), 'Gutter Cleaning in Portland');
    await person.fill(field(hero, 'Tagline'), 'Clear gutters before the rain comes.');
    await person.fill(field(lastItem(hero, 'Background pictures'), 'Image description'), 'A clean gutter on a roof');
    await person.fill(field(lastItem(hero, 'Buttons'), 'Button text'), 'Book a Cleaning');

    await addFromPalette('Feature cards');
    const cards = blockForm('Feature cards');
    await person.fill(field(cards, 'Heading'), 'What We Clean');
    const points = [
      { title: 'Gutters', text: 'Leaves and moss out by hand.' },
      { title: 'Downspouts', text: 'Flushed until the water runs.' },
      { title: 'Roof Valleys', text: 'Debris cleared from every valley.' },
    ];
    for (const [at, point] of points.entries()) {
      if (at > 0) await person.click(cards.getByRole('button', { name: 'Add point' }));
      await person.fill(field(lastItem(cards, 'Points'), 'Title'), point.title);
      await person.fill(field(lastItem(cards, 'Points'), 'Text'), point.text);
    }

    await addFromPalette('Call to action');
    const call = blockForm('Call to action');
    await person.fill(field(call, 'Heading'), 'Ready for Clean Gutters?');
    await person.fill(field(call, 'Button text'), 'Ask for a Visit');
    await save(file);

    const blocks = savedBlocks(file);
    expect(blocks[0]).toMatchObject({
      type: 'hero',
      heading: 'Gutter Cleaning in Portland',
      tagline: 'Clear gutters before the rain comes.',
      images: [{ alt: 'A clean gutter on a roof' }],
      actions: [{ label: 'Book a Cleaning' }],
    });
    expect(blocks[1]).toMatchObject({ type: 'features', heading: 'What We Clean', items: points });
    expect(blocks[2]).toMatchObject({
      type: 'callToAction',
      heading: 'Ready for Clean Gutters?',
      button: { label: 'Ask for a Visit' },
    });
    // In the menu, under the group chosen ("Under Services": the group Services).
    const site = parse(readFileSync(path.join(server.contentRoot, 'site.yaml'), 'utf8')) as {
      navigation: { label: string; items?: { label: string; href: string }[] }[];
    };
    const menuGroup = site.navigation.find((entry) => `Under ${entry.label}` === group);
    expect(menuGroup?.items).toContainEqual({ label: 'Gutter Cleaning', href: route });
  });

  it('(b) adds a review to the page with a reviews block', async () => {
    // The page with a reviews block, from the content (not the gallery: its projects are task c).
    const pagesDir = path.join(server.contentRoot, 'pages');
    const withReviews = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `pages/${name}`)
      .map((file) => ({ file, data: parse(readFileSync(path.join(server.contentRoot, file), 'utf8')) }))
      .find(
        ({ data }) =>
          data.route !== '/gallery' && (data.blocks as Block[]).some((block) => block.type === 'testimonials'),
      )!;
    const { file } = withReviews;
    const reviewsAt = (withReviews.data.blocks as Block[]).findIndex((block) => block.type === 'testimonials');
    const count = ((withReviews.data.blocks as Block[])[reviewsAt].items as unknown[]).length;

    startTask('New review');
    await openPage(withReviews.data.route as string, file);
    await person.click(panel().getByRole('button', { name: /^Customer reviews/ }));
    const reviews = blockForm('Customer reviews');
    await person.click(reviews.getByRole('button', { name: 'Add review' }));
    const review = lastItem(reviews, 'Reviews');
    // The check has found the new review's empty quote and name, yet nothing in it is red before anyone typed.
    await expect.poll(() => status().textContent()).toMatch(/^\d+ mistakes?$/);
    expect(await review.locator('[aria-invalid="true"], .form-error').count()).toBe(0);
    await person.fill(field(review, 'Quote'), 'Fast, tidy and honest about the price.');
    await person.fill(field(review, 'Name'), 'Dana W.');
    await person.fill(field(review, 'Town or role'), 'Tigard, OR');
    // A new review starts at five stars: nothing to do there for a happy customer.
    await save(file);

    const items = savedBlocks(file)[reviewsAt].items as unknown[];
    expect(items).toHaveLength(count + 1);
    expect(items.at(-1)).toEqual({
      quote: 'Fast, tidy and honest about the price.',
      author: 'Dana W.',
      location: 'Tigard, OR',
      stars: 5,
    });
  });

  it('(c) adds a project with a photo, which the gallery lists', async () => {
    const photo = path.join(tempDir('new-user-photo'), 'IMG_3310.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8f5b' } })
      .jpeg()
      .toFile(photo);
    const project = {
      title: 'Seamless Gutters on a Brick House',
      summary: 'New seamless gutters and downspouts, sized for the rain off a steep brick Tudor roof.',
      category: 'Gutters',
      location: 'Milwaukie',
      alt: 'New seamless gutters on a brick house',
    };
    const file = `collections/projects/${slugFromTitle(project.title)}.yaml`;
    // Draft's words as the schema has them today: unticked, the project goes live with the next publish.
    const draft = (JSON.parse(readFileSync(path.join(projectRoot, 'schema/entry.schema.json'), 'utf8')) as EntrySchema)
      .properties.draft.title;

    startTask('Project with a photo');
    await person.click(pageList().getByRole('button', { name: 'New project' }));
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await person.chooseFile(dialog.getByLabel('Main photo'), photo);
    await person.fill(dialog.getByLabel(/^What the photo shows/), project.alt);
    await person.fill(dialog.getByLabel(/^Title/), project.title);
    await person.click(dialog.getByRole('button', { name: 'Add project' }));
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    const details = page.getByRole('region', { name: 'Details' });
    await expect.poll(() => field(details, 'Title').inputValue(), { timeout: 20_000 }).toBe(project.title);
    await person.fill(field(details, 'Summary'), project.summary);
    await person.fill(field(details, 'Category'), project.category);
    await person.fill(field(details, 'Location'), project.location);
    await person.click(details.getByRole('checkbox', { name: draft, exact: true }));
    await save(file);

    const added = parse(readFileSync(path.join(server.contentRoot, file), 'utf8')) as Record<string, unknown>;
    expect(added).toMatchObject({
      title: project.title,
      summary: project.summary,
      category: project.category,
      location: project.location,
      image: { alt: project.alt },
    });
    expect(added.draft).toBeUndefined();
    // The photo itself is in the site's public folder, where the project's picture says.
    const src = (added.image as { src: string }).src;
    expect(src).toMatch(/^\/images\/.+\.(jpe?g|webp)$/);
    expect(existsSync(path.join(server.contentRoot, 'public', src))).toBe(true);
    removeDir(path.dirname(photo));

    // The gallery, drawn from what is saved, lists it (seen after the task: these clicks are not counted).
    await pageList()
      .getByRole('button', { name: await nameInList(page, '/gallery') })
      .click();
    await expect
      .poll(() => preview().getByText(project.title, { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  it('all pages saved pass npm run check', () => {
    const report = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/check.ts', '--root', server.contentRoot],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(report).toMatch(/^Content OK/);
  });
});

describe('typing over a heading on the page, then saving', () => {
  const file = 'pages/about.yaml';
  const statsHeading = () => {
    const blocks = savedBlocks(file);
    return preview().locator(
      `[data-field-source="${file}#blocks.${blocks.findIndex((block) => block.type === 'stats')}.heading"]`,
    );
  };

  it('changes one line of the file on disk and keeps every comment', async () => {
    const before = readFileSync(path.join(server.contentRoot, file), 'utf8');
    startTask('Heading typed over on the page');
    await openPage('/about', file);
    const heading = statsHeading();
    const words = (await heading.textContent())!.trim();
    await person.dblclick(heading);
    await expect.poll(() => heading.getAttribute('contenteditable')).toBe('plaintext-only');
    // The double-click took all the heading's words: typing replaces them.
    await person.type('Our Numbers');
    await person.press('Enter');
    await expect.poll(() => heading.textContent()).toBe('Our Numbers');
    await save(file);

    const after = readFileSync(path.join(server.contentRoot, file), 'utf8');
    const linesBefore = before.split('\n');
    const linesAfter = after.split('\n');
    expect(linesAfter).toHaveLength(linesBefore.length);
    const changed = linesAfter.flatMap((line, at) => (line === linesBefore[at] ? [] : [[linesBefore[at], line]]));
    expect(changed).toHaveLength(1);
    expect(changed[0][0]).toContain(words);
    expect(changed[0][1]).toContain('Our Numbers');
    for (const comment of linesBefore.filter((line) => line.trim().startsWith('#')))
      expect(linesAfter).toContain(comment);
  });

  it('raises no script error, and prints what each task took', () => {
    expect(chromium.problems).toEqual([]);
    const rows = [...efforts].map(
      ([task, { clicks, keystrokes, typed }]) => `| ${task} | ${clicks} | ${keystrokes} | ${typed} |`,
    );
    console.log(['| Task | Clicks | Keystrokes | Of which typing |', '| --- | --: | --: | --: |', ...rows].join('\n'));
  });
});
