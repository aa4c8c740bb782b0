/**
 * Publishing page by page, against the production server on a throw-away git copy of the project: a publish of
 * three changes (a new phone number in the company details, a new page, the gallery with a new photo) listed by page;
 * the undo confirmation's sentences; undoing only the gallery, which takes its photo along and leaves the rest live;
 * leaving a page out of a publish (it is not live and stays saved, waiting); a failed build with a page left out,
 * which puts the saved page back; and the refusals in plain words.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withOwnWords } from './newPageWords';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const newPhone = '(503) 555-0199';
const photoFile = 'public/images/uploads/gutter-1.jpg';
const photoAlt = 'New seamless gutters along a porch roof';
const skylightsFile = 'pages/services/skylights.yaml';

let project: PublishProject;
let server: RunningServer;
let editor: Awaited<ReturnType<typeof signIn>>;

const page = async (route: string) => {
  const response = await fetch(`${server.baseUrl}${route}`);
  return { status: response.status, text: await response.text() };
};
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');
const textOf = (file: string) => readFileSync(path.join(project.root, file), 'utf8');
/** Text as React writes it into an attribute of the page's HTML. */
const asAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character]!,
  );
/** The copy's phone number before the publish, as the office wrote it in site.yaml. */
let oldPhone: string;
/** A page's name in the list of changes: its title up to the first bar, as the copy's content has it. */
const nameOf = (file: string) => `${String(parse(textOf(file)).title).split(' | ')[0]} page`;
const committed = (file: string) => project.git(['show', `HEAD:${file}`]);
const labelsWaiting = async () =>
  ((await editor('publish')).body.groups as { label: string }[]).map((group) => group.label);

async function save(file: string, text: string) {
  const answer = await editor('save', { path: file, text });
  expect(answer.body.errors).toEqual([]);
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  project = createPublishProject(account);
  oldPhone = parse(textOf('site.yaml')).company.phone;
  server = await startServer(project);
  editor = await signIn(server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('publishing page by page', () => {
  let threeChangesId: number;

  it('lists a new phone number, a new page and the gallery with its new photo by name, and publishes them', async () => {
    await save('site.yaml', textOf('site.yaml').replace(`phone: ${oldPhone}`, `phone: ${newPhone}`));
    expect((await editor('new-page', { route: '/services/gutters' })).status).toBe(201);
    // In the office's words: a publish refuses the sentences a new page came with.
    await save('pages/services/gutters.yaml', withOwnWords(textOf('pages/services/gutters.yaml')));
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a6b7c' } })
      .jpeg()
      .toBuffer();
    mkdirSync(path.dirname(path.join(project.root, photoFile)), { recursive: true });
    writeFileSync(path.join(project.root, photoFile), photo);
    await save(
      'pages/gallery.yaml',
      textOf('pages/gallery.yaml').replace(
        // The page's first picture, whichever the office chose.
        /src: \/images\/[^\n]+\n(\s+)alt: .*\n/,
        `src: /images/uploads/gutter-1.jpg\n$1alt: ${photoAlt}\n`,
      ),
    );

    expect(await labelsWaiting()).toEqual([
      'Company details',
      'Gutters page',
      `${nameOf('pages/gallery.yaml')}, with 1 new photo`,
    ]);
    const published = await editor('publish', { description: 'Phone, gutters and a gallery photo' });
    expect(published.body.error).toBeUndefined();
    expect(published.status).toBe(200);
    threeChangesId = published.body.published.id;

    expect((await page('/')).text).toContain(newPhone);
    expect(h1Of((await page('/services/gutters')).text)).toBe('Gutters');
    expect((await page('/gallery')).text).toContain(photoAlt);
    const history = await editor('history');
    expect(history.body.entries[0].groups.map((group: { label: string }) => group.label)).toEqual([
      'Company details',
      'Gutters page',
      `${nameOf('pages/gallery.yaml')}, with 1 new photo`,
    ]);
    expect(project.git(['log', '-1', '--format=%an <%ae>|%s']).trim()).toBe(
      'maria <maria@editor>|Phone, gutters and a gallery photo',
    );
  }, 180_000);

  it('says before an undo what goes back: the old phone number on every page, the new page removed', async () => {
    const phone = await editor(`history/undo?id=${threeChangesId}&group=site.yaml`);
    expect(phone.status).toBe(200);
    expect(phone.body.sentences).toEqual([`Phone number goes back to ${oldPhone} on every page.`]);
    const gallery = await editor(`history/undo?id=${threeChangesId}&group=${encodeURIComponent('pages/gallery.yaml')}`);
    expect(gallery.body.sentences).toEqual([
      `The ${nameOf('pages/gallery.yaml')} goes back to how it was before this publish.`,
      'The photo gutter-1.jpg is removed.',
    ]);
    const whole = await editor(`history/undo?id=${threeChangesId}`);
    expect(whole.body.sentences).toEqual([
      `Phone number goes back to ${oldPhone} on every page.`,
      'The Gutters page is removed.',
      `The ${nameOf('pages/gallery.yaml')} goes back to how it was before this publish.`,
      'The photo gutter-1.jpg is removed.',
    ]);
    expect(whole.body.refusal).toBeUndefined();
  });

  it('refuses to undo the gallery while it has saved changes of its own, naming the page', async () => {
    const live = textOf('pages/gallery.yaml');
    const changed = live.replace(/^ {4}heading: .*$/m, '    heading: Our Latest Projects');
    expect(changed).not.toBe(live);
    await save('pages/gallery.yaml', changed);
    const preview = await editor(`history/undo?id=${threeChangesId}&group=${encodeURIComponent('pages/gallery.yaml')}`);
    const refusalStart = `${nameOf('pages/gallery.yaml')} has saved changes that are not published yet`;
    expect(preview.body.refusal.slice(0, refusalStart.length)).toBe(refusalStart);
    const refused = await editor('undo', { id: threeChangesId, group: 'pages/gallery.yaml' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(preview.body.refusal);
    await save('pages/gallery.yaml', live);
  });

  it('undoes only the gallery and its photo; the new phone number, the new page and a saved change stay as they were', async () => {
    const aboutSaved = textOf('pages/about.yaml').replace(
      /^ {4}heading: .*$/m,
      '    heading: "Saved, Not Yet Published"',
    );
    await save('pages/about.yaml', aboutSaved);

    const undone = await editor('undo', { id: threeChangesId, group: 'pages/gallery.yaml' });
    expect(undone.body.error).toBeUndefined();
    expect(undone.status).toBe(200);

    const gallery = (await page('/gallery')).text;
    expect(gallery).not.toContain(photoAlt);
    // The gallery page's first picture, as the copy words it, is back on the page.
    const altLine = /src: \/images\/[^\n]+\n\s+(alt: .*)\n/.exec(textOf('pages/gallery.yaml'))![1];
    expect(gallery).toContain(asAttribute((parse(altLine) as { alt: string }).alt));
    expect(existsSync(path.join(project.root, photoFile))).toBe(false);
    expect((await page('/')).text).toContain(newPhone);
    expect((await page('/')).text).not.toContain(oldPhone);
    expect(h1Of((await page('/services/gutters')).text)).toBe('Gutters');
    // The change saved meanwhile was set aside for the undo: not live, still saved, still waiting.
    expect(h1Of((await page('/about')).text)).not.toBe('Saved, Not Yet Published');
    expect(textOf('pages/about.yaml')).toBe(aboutSaved);
    expect(await labelsWaiting()).toEqual([nameOf('pages/about.yaml')]);

    expect(project.git(['log', '-1', '--format=%an <%ae>|%s']).trim()).toBe(
      `maria <maria@editor>|Undo ${nameOf('pages/gallery.yaml')} from "Phone, gutters and a gallery photo"`,
    );
    const touched = project.git(['show', '--name-only', '--format=', 'HEAD']).trim().split('\n').sort();
    expect(touched).toEqual(['pages/gallery.yaml', photoFile]);
    const entry = (await editor('history')).body.entries[0];
    expect(entry).toMatchObject({ undoOf: threeChangesId, undoGroup: 'pages/gallery.yaml' });
  }, 180_000);

  it('refuses, in plain words, leaving out every change or one that is not waiting', async () => {
    const everything = await editor('publish', { description: 'Nothing really', leaveOut: ['pages/about.yaml'] });
    expect(everything.status).toBe(400);
    expect(everything.body.error).toMatch(/^There is nothing to publish: every change is left out/);
    const unknown = await editor('publish', { description: 'Something', leaveOut: ['pages/nowhere.yaml'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/"pages\/nowhere\.yaml" is not among the changes waiting to be published/);
    const notAList = await editor('publish', { description: 'Something', leaveOut: 'pages/about.yaml' });
    expect(notAList.status).toBe(400);
    expect((await editor('publish')).body.last?.ok).not.toBe(false);
  });

  it('leaves a new page out: the rest goes live, the page is not live, stays saved and waits for the next publish', async () => {
    expect((await editor('new-page', { route: '/services/skylights' })).status).toBe(201);
    const skylightsSaved = textOf(skylightsFile);
    expect(await labelsWaiting()).toEqual([nameOf('pages/about.yaml'), 'Skylights page']);

    const published = await editor('publish', { description: 'About heading', leaveOut: [skylightsFile] });
    expect(published.body.error).toBeUndefined();
    expect(published.body.message).toBe('Published "About heading". Not published, still saved: Skylights page.');
    expect(h1Of((await page('/about')).text)).toBe('Saved, Not Yet Published');
    expect((await page('/services/skylights')).status).toBe(404);
    expect((await page('/sitemap.xml')).text).not.toContain('/services/skylights');
    expect(textOf(skylightsFile)).toBe(skylightsSaved);
    expect(await labelsWaiting()).toEqual(['Skylights page']);
    expect(project.git(['show', '--name-only', '--format=', 'HEAD']).trim()).toBe('pages/about.yaml');
    expect((await editor('history')).body.entries[0].leftOut).toEqual(['Skylights page']);
    expect(existsSync(path.join(project.dataDir, 'publish/set-aside'))).toBe(false);
  }, 180_000);

  it('puts the page left out back as saved when the build fails', async () => {
    const skylightsSaved = textOf(skylightsFile);
    const head = project.git(['rev-parse', 'HEAD']).trim();
    // A mistake written straight to the file (the editor would refuse to save it): the build's check stops on it.
    const broken = committed('pages/about.yaml').replace(/^ {4}heading: /m, '    headline: ');
    writeFileSync(path.join(project.root, 'pages/about.yaml'), broken);

    const refused = await editor('publish', { description: 'Broken about page', leaveOut: [skylightsFile] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/could not be built, so nothing changed for visitors/);
    expect(textOf(skylightsFile)).toBe(skylightsSaved);
    expect(textOf('pages/about.yaml')).toBe(broken);
    expect(project.git(['rev-parse', 'HEAD']).trim()).toBe(head);
    expect((await page('/services/skylights')).status).toBe(404);
    expect(await labelsWaiting()).toEqual([nameOf('pages/about.yaml'), 'Skylights page']);
    expect(existsSync(path.join(project.dataDir, 'publish/set-aside'))).toBe(false);
    writeFileSync(path.join(project.root, 'pages/about.yaml'), committed('pages/about.yaml'));
  }, 180_000);
});
