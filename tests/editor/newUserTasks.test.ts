/**
 * What the office's everyday tasks take in the editor without its text view, done the way a new person does them in
 * Chromium (1280 px wide) against the production server on a throw-away copy of the project: (a) a new service page
 * from the New page dialog with a hero, three feature cards and a call to action added from the palette and filled
 * in; (b) a review added to the reviews block of a page that has one; (c) a project from New project (its photo
 * first, then its title), its details filled in and Draft unticked, which the gallery then lists (on this site a
 * picture in the gallery is a project). Every click and keystroke is counted (countedHands.ts), and the table of them
 * is printed at the end: docs/editing.md quotes it, with the heading typed over on the page of
 * newUserHeadingOnPage.test.ts. Each task ends saved with no mistakes, and the files on disk hold what was typed. The
 * Text tab and the text itself are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nameInList } from '../publish/editorInChromium';
import { slugFromTitle } from '../../src/editorApi/entrySlug';
import { type Block, countedHands } from './countedHands';
import { type EditorSession, startSignedInEditor, stopEditorSession } from './editorSession';
import { projectRoot, removeDir, tempDir } from './helpers';

let session: EditorSession;
let page: Page;

const { person, startTask, effortTable, preview, pageList, status, openPage, save, savedBlocks } = countedHands(
  () => page,
  () => session.server.contentRoot,
);

const panel = () => page.getByRole('region', { name: 'Blocks of this page' });

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

interface EntrySchema {
  properties: Record<string, { title: string }>;
}

beforeAll(async () => {
  session = await startSignedInEditor();
  page = session.chromium.page;
}, 300_000);

afterAll(() => stopEditorSession(session));

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
    const site = parse(readFileSync(path.join(session.server.contentRoot, 'site.yaml'), 'utf8')) as {
      navigation: { label: string; items?: { label: string; href: string }[] }[];
    };
    const menuGroup = site.navigation.find((entry) => `Under ${entry.label}` === group);
    expect(menuGroup?.items).toContainEqual({ label: 'Gutter Cleaning', href: route });
  });

  it('(b) adds a review to the page with a reviews block', async () => {
    // The page with a reviews block, from the content (not the gallery: its projects are task c).
    const pagesDir = path.join(session.server.contentRoot, 'pages');
    const withReviews = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => `pages/${name}`)
      .map((file) => ({ file, data: parse(readFileSync(path.join(session.server.contentRoot, file), 'utf8')) }))
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
    // The check has found the new review's empty quote and name, yet nothing in it is red before anyone typed, and the
    // top bar and the text view's list do not call them mistakes.
    await expect.poll(() => status().textContent()).toBe('Unsaved changes: fill in the new item');
    expect(await page.getByRole('region', { name: 'Mistakes' }).textContent()).toBe(
      'No mistakes so far: fill in the new item, then save.',
    );
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

    const added = parse(readFileSync(path.join(session.server.contentRoot, file), 'utf8')) as Record<string, unknown>;
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
    expect(existsSync(path.join(session.server.contentRoot, 'public', src))).toBe(true);
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
      ['--import', 'tsx', 'src/cli/check.ts', '--root', session.server.contentRoot],
      { cwd: projectRoot, encoding: 'utf8' },
    );
    expect(report).toMatch(/^Content OK/);
  });

  it('raises no script error, and prints what each task took', () => {
    expect(session.chromium.problems).toEqual([]);
    console.log(effortTable());
  });
});
