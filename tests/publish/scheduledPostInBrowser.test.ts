/**
 * A post scheduled for later, as the office does it in Chromium against the production server on a throw-away git
 * copy of the project: New post, its title, a photo from a phone, two tags and its moment two minutes ahead in the
 * post's form, Draft unticked, saved and published from the Publish dialog, with a second post scheduled a minute
 * after it. Until its moment a visitor finds the first nowhere: not on /news, not in the feed /news names, and its
 * address answers 404. At its moment it is there, with no one acting. The second post's moment passes while the
 * server is stopped: it is there as soon as the server starts again. The History names both scheduled publishes.
 *
 * What the visitor sees is read in a browser of its own (no editor's cookie); the feed as a feed reader reads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { editorInChromium, literally, signInToEditor } from './editorInChromium';
import {
  createPublishProject,
  projectRoot,
  signIn,
  startServer,
  type PublishProject,
  type RunningServer,
} from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
/** The office sets the first post's moment this far ahead of the server's clock (the machine's: one clock here). */
const momentAhead = 120_000;
/**
 * The second post's moment after the first's: time for the first to go live (a build, slow on a busy machine) and
 * for the server to be stopped before it comes.
 */
const secondAfterFirst = 65_000;
/** A photo from an iPhone, as the office takes them (tests/fixtures/README.md). */
const phonePhoto = path.join(projectRoot, 'tests/editor/photos/phone-photo.heic');

const first = {
  title: 'Ice Dams: What to Watch For',
  summary: 'How ice dams form at the eaves, the signs to look for from the ground, and when to call us.',
  photoAlt: 'Icicles hanging from a gutter under the snowy edge of a shingle roof',
  tags: ['ice-dams', 'winter-prep'],
};
const second = { title: 'Holiday Hours at the Office' };
const publishedAs = 'Ice dams and holiday hours posts, each live at its moment';

let project: PublishProject;
let server: RunningServer;
let browser: Browser;
/** The office, signed in to the editor. */
let page: Page;
let problems: string[];
/** A visitor, in a browser context of its own. */
let visitor: Page;
/** When each post goes live (ms), and its address (/news/…). */
let moment: number;
let address: string;
let secondMoment: number;
let secondAddress: string;

/** A field of the form by its label, with or without "(required)" after it. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${literally(label)}( \\(required\\))?$`));
/** The label of an entry's field in its form: its title in the schema, as the schema words it today. */
const labelOfEntryField = (name: 'publishAt' | 'draft'): string =>
  JSON.parse(readFileSync(path.join(project.root, 'schema/entry.schema.json'), 'utf8')).properties[name].title;
/** A moment as the files write it, with its time zone: to the second. */
const written = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
const nextWholeSecond = (at: number) => Math.ceil(at / 1000) * 1000;

/**
 * The moment as a day and time on the office's clock (the browser's zone), as its picker takes it: 2026-12-01T09:00,
 * with the seconds when there are some. The office picks minutes; the seconds keep the wait at two minutes exactly.
 */
const onTheOfficeClock = (at: number) =>
  page.evaluate((moment) => {
    const local = new Date(moment - new Date(moment).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
    return local.endsWith(':00') ? local.slice(0, 16) : local;
  }, at);

/** The entries of an Atom feed: each one's title and the path of its page. */
const feedEntries = (xml: string) =>
  [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map(([, entry]) => ({
    title: /<title[^>]*>([^<]*)<\/title>/.exec(entry)?.[1],
    path: new URL(/<link rel="alternate" type="text\/html" href="([^"]+)"/.exec(entry)?.[1] ?? '/', 'http://site')
      .pathname,
  }));

/**
 * What a visitor finds of the post titled `title` at `route`: whether /news links to it by its title, whether the
 * feed /news names (its <link rel="alternate" type="application/atom+xml">) has it, and what its address answers.
 */
async function whatVisitorsSee(route: string, title: string) {
  await visitor.goto(`${server.baseUrl}/news`);
  const main = visitor.locator('main');
  const links = await main
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  const listed = links.includes(route) && Boolean((await main.textContent())?.includes(title));
  // Every page names each feed of the site: the one of /news is under its address.
  const feeds = await visitor
    .locator('link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const feed = feeds.find((href) => new URL(href).pathname.startsWith('/news/'));
  expect(feed, `the feeds /news names: ${feeds.join(', ')}`).toBeDefined();
  const xml = await (await fetch(feed!)).text();
  const inFeed = feedEntries(xml).some((entry) => entry.title === title && entry.path === route);
  const status = (await visitor.goto(`${server.baseUrl}${route}`))?.status();
  const heading = status === 200 ? (await visitor.locator('h1').first().textContent())?.trim() : undefined;
  return { listed, inFeed, status, heading };
}
const nowhere = { listed: false, inFeed: false, status: 404, heading: undefined };
const live = (title: string) => ({ listed: true, inFeed: true, status: 200, heading: title });

/**
 * A post made and saved through the editor's API, the requests the office's clicks send (quicker than the form, tried
 * on the first post), with its moment `at`; answers its address.
 */
async function saveThroughApi(title: string, at: number): Promise<string> {
  const office = await signIn(server.baseUrl, account);
  const created = await office('new-entry', { collection: 'news', title });
  expect(created.body.error).toBeUndefined();
  const post = parseDocument(created.body.text as string);
  post.delete('draft');
  post.set('publishAt', written(at));
  const saved = await office('save', { path: created.body.path, text: post.toString(), base: created.body.text });
  expect(saved.body.saved, JSON.stringify(saved.body)).toBe(true);
  return `/news/${path.basename(created.body.path as string, '.yaml')}`;
}

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  ({ browser, page, problems } = await editorInChromium());
  visitor = await (await browser.newContext()).newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.remove();
});

describe('a post scheduled by the office in the browser', () => {
  it('is made in the post’s form (a photo, two tags, its moment two minutes ahead) and published', async () => {
    await signInToEditor(page, server.baseUrl, account);
    const list = page.getByRole('navigation', { name: 'Pages of the site' });
    await list.getByRole('button', { name: 'New post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New post' });
    await field(dialog, 'Title').fill(first.title);
    const fileName = /collections\/news\/([a-z0-9-]+)\.yaml/;
    await expect.poll(() => dialog.locator('#new-entry-title-help').textContent()).toMatch(fileName);
    const file = fileName.exec((await dialog.locator('#new-entry-title-help').textContent())!)![0];
    address = `/news/${path.basename(file, '.yaml')}`;
    await dialog.getByRole('button', { name: 'Add post' }).click();
    await dialog.waitFor({ state: 'detached' });

    const details = page.getByRole('region', { name: 'Details' });
    await expect.poll(() => field(details, 'Title').inputValue(), { timeout: 20_000 }).toBe(first.title);
    // Its moment first: what follows (the photo, the tags, the publish) is done while the two minutes run.
    moment = nextWholeSecond(Date.now() + momentAhead);
    await field(details, labelOfEntryField('publishAt')).fill(await onTheOfficeClock(moment));
    await details.getByRole('checkbox', { name: labelOfEntryField('draft'), exact: true }).uncheck();
    await field(details, 'Summary').fill(first.summary);

    await details.getByRole('button', { name: 'Add main picture' }).click();
    await details.getByRole('button', { name: /^Choose photo/ }).click();
    const photo = page.getByRole('dialog', { name: 'Choose a photo' });
    await photo.getByLabel(/^Photo/).setInputFiles(phonePhoto);
    await photo.getByLabel('What the photo shows').fill(first.photoAlt);
    await photo.getByRole('button', { name: 'Use photo' }).click();
    await photo.waitFor({ state: 'detached', timeout: 20_000 });

    const tags = details.getByRole('group', { name: /^Tags/ });
    for (const [at, tag] of first.tags.entries()) {
      await tags.getByRole('button', { name: 'Add tag' }).click();
      await field(tags, `Tag ${at + 1}`).fill(tag);
    }

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 20_000 }).toBe(`Saved ${file}.`);
    expect(await page.getByRole('region', { name: 'Mistakes' }).getByRole('button').allTextContents()).toEqual([]);
    const saved = parse(readFileSync(path.join(project.root, file), 'utf8'));
    expect(saved).toMatchObject({
      title: first.title,
      summary: first.summary,
      image: { src: expect.stringMatching(/^\/images\/.+\.jpe?g$/), alt: first.photoAlt },
      tags: first.tags,
    });
    expect(Date.parse(saved.publishAt), `publishAt: ${saved.publishAt}`).toBe(moment);
    expect(saved.draft).toBeFalsy();
    secondMoment = nextWholeSecond(moment + secondAfterFirst);
    secondAddress = await saveThroughApi(second.title, secondMoment);

    // One publish takes both posts, each then waiting for its moment.
    await page.getByRole('button', { name: 'Publish…' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await publish.getByLabel('What changed, in one line').fill(publishedAs);
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => publish.getByRole('status').first().textContent(), { timeout: 90_000 })
      .toMatch(/^Published "/);
    await publish.getByRole('button', { name: 'Close' }).click();
    expect(Date.now(), 'the office took longer than the two minutes before the post’s moment').toBeLessThan(moment);
  }, 120_000);

  it('is nowhere a visitor looks before its moment: not on /news, not in the feed, its address 404', async () => {
    expect(await whatVisitorsSee(address, first.title)).toEqual(nowhere);
    expect(await whatVisitorsSee(secondAddress, second.title)).toEqual(nowhere);
    expect(Date.now(), 'the looks came after the post’s moment').toBeLessThan(moment);
  });

  it(
    'is on /news, in the feed and at its address at its moment, with no one acting',
    async () => {
      await expect
        .poll(() => whatVisitorsSee(address, first.title), {
          timeout: moment - Date.now() + 60_000,
          interval: 1000,
        })
        .toEqual(live(first.title));
      expect(Date.now(), 'the post was online before its moment').toBeGreaterThanOrEqual(moment);
    },
    momentAhead + 90_000,
  );

  it('has a second post, whose moment passed while the server was stopped, online as soon as it starts', async () => {
    expect(await whatVisitorsSee(secondAddress, second.title)).toEqual(nowhere);
    // The office's editor closed first: a tab left open on a stopped server would fail its requests.
    expect(problems).toEqual([]);
    await page.goto('about:blank');
    await server.stop();
    expect(Date.now(), 'the first post went live too late to stop the server before the second’s moment').toBeLessThan(
      secondMoment,
    );

    await new Promise((resolve) => setTimeout(resolve, secondMoment - Date.now() + 1000));
    server = await startServer(project);
    await expect
      .poll(() => whatVisitorsSee(secondAddress, second.title), { timeout: 60_000, interval: 1000 })
      .toEqual(live(second.title));
  }, 120_000);

  it('names each scheduled publish in the History, by the schedule', async () => {
    // Sessions end when the server restarts: the office signs in again.
    await signInToEditor(page, server.baseUrl, account);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of publishes' });
    const titles = history.getByRole('heading', { level: 3 });
    await expect
      .poll(async () => (await titles.allTextContents()).slice(0, 3))
      .toEqual([`Scheduled: "${second.title}"`, `Scheduled: "${first.title}"`, publishedAs]);
    for (const title of [first.title, second.title]) {
      const publish = history
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Scheduled: "${title}"`, exact: true }) });
      expect(await publish.locator('p').first().textContent()).toMatch(/ · Schedule( · |$)/);
    }
    expect(problems).toEqual([]);
  });
});
