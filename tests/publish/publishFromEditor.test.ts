/**
 * Publishing from the editor, against the production server on a throw-away git copy of the project whose remote
 * is a bare repository (PUBLISH_PUSH=1): edit a heading and publish (a second publish and a save meanwhile are
 * refused; a visitor on a page from before still gets its code), undo, a build that fails, a conflicting push from
 * elsewhere, and the server killed in the middle of a publish; old builds cleaned up. Visitors' requests run all
 * along.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formNameIn } from '../server/helpers';
import { withOwnWords } from './newPageWords';
import { aboutHeading, firstHeadingLine, firstMenuGroup, h1Of } from './pageWords';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const aboutFile = 'pages/about.yaml';

let project: PublishProject;
/** The about page's heading before the tests change it. */
let oldHeading: ReturnType<typeof aboutHeading>;
let server: RunningServer;
let editor: Awaited<ReturnType<typeof signIn>>;

const page = async (route: string) => {
  const response = await fetch(`${server.baseUrl}${route}`);
  return { status: response.status, text: await response.text() };
};
const remoteLog = () => project.git(['log', '-1', '--format=%an|%s', 'main'], project.remote).trim();
const aboutText = () => readFileSync(path.join(project.root, aboutFile), 'utf8');
const withHeading = (heading: string) => aboutText().replace(firstHeadingLine, `    heading: "${heading}"`);

/**
 * A GET on a connection of its own: a long series of requests right after the visitors' loop would otherwise reuse
 * one of its kept-alive connections just as the server closes it for being idle, and fail for that reason alone.
 */
function freshGet(route: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${server.baseUrl}${route}`, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const buildsDir = () => path.join(project.dataDir, 'publish/builds');
/** What the publisher writes down of a publish under way (src/server/publish/publishRecords.ts). */
const underWayFile = () => path.join(project.dataDir, 'publish/publishing.json');
/** The hashed files (JavaScript, CSS, page data) of one build. */
const assetsOf = (dir: string) => readdirSync(path.join(dir, 'assets'));
/** Code and data an earlier build had and the live one lacks: what a visitor on an old page may still ask for. */
const assetsGoneSince = (earlier: string, live: string) => {
  const now = new Set(assetsOf(live));
  return assetsOf(earlier).filter((name) => !now.has(name));
};

async function save(file: string, text: string) {
  const answer = await editor('save', { path: file, text });
  expect(answer.body.errors).toEqual([]);
  expect(answer.status).toBe(200);
}

/**
 * Requests to / and POST /api/quote (with the contact page's form, as the page is served), one after the other, until
 * stopped; every answer that was not as expected.
 */
async function visitorsLoop() {
  const form = formNameIn((await page('/contact')).text);
  const problems: string[] = [];
  let running = true;
  let count = 0;
  const loop = (async () => {
    while (running) {
      try {
        const home = await fetch(`${server.baseUrl}/`);
        const html = await home.text();
        if (home.status !== 200 || !html.includes('</html>')) problems.push(`GET / answered ${home.status}`);
        const quote = await fetch(`${server.baseUrl}/api/quote`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            form,
            firstName: 'Ann',
            email: 'ann@example.com',
            description: 'Roof leak over the porch',
          }),
        });
        await quote.text();
        if (quote.status !== 201) problems.push(`POST /api/quote answered ${quote.status}`);
        count++;
      } catch (error) {
        problems.push(String(error));
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { problems, count };
    },
  };
}

beforeAll(async () => {
  project = createPublishProject(account);
  oldHeading = aboutHeading(project.root);
  server = await startServer(project, { PUBLISH_PUSH: '1' });
  editor = await signIn(server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('publishing from the editor', () => {
  let firstId: number;

  it('shows what changed, publishes it with a description, and visitors get the new heading, page and sitemap', async () => {
    expect(h1Of((await page('/about')).text)).toBe(oldHeading.shown);
    await save(aboutFile, withHeading('Thirty Years of Dry Roofs in Portland'));
    const created = await editor('new-page', {
      route: '/services/gutters',
      menu: { group: firstMenuGroup(project.root), label: 'Gutters' },
    });
    expect(created.status).toBe(201);
    // Its description, intro and paragraph in the office's words: a publish refuses the sentences it came with.
    const gutters = 'pages/services/gutters.yaml';
    await save(gutters, withOwnWords(readFileSync(path.join(project.root, gutters), 'utf8')));

    const status = await editor('publish');
    const about = status.body.changes.find((change: { path: string }) => change.path === aboutFile);
    const removed = about.hunks
      .flatMap((hunk: { lines: { kind: string; text: string }[] }) => hunk.lines)
      .filter((line: { kind: string }) => line.kind === 'removed');
    const added = about.hunks
      .flatMap((hunk: { lines: { kind: string; text: string }[] }) => hunk.lines)
      .filter((line: { kind: string }) => line.kind === 'added');
    expect(removed.map((line: { text: string }) => line.text)).toEqual([oldHeading.line]);
    expect(added.map((line: { text: string }) => line.text)).toEqual([
      '    heading: "Thirty Years of Dry Roofs in Portland"',
    ]);
    expect(status.body.changes.map((change: { path: string }) => change.path)).toEqual(
      expect.arrayContaining(['pages/services/gutters.yaml', 'site.yaml']),
    );

    const visitors = await visitorsLoop();
    const started = performance.now();
    const publishing = editor('publish', { description: 'New gutters page' });
    await expect
      .poll(async () => (await editor('publish')).body.underWay?.author, { timeout: 10_000, interval: 20 })
      .toBe('maria');
    // While it runs: a second publish is told who is publishing, and a save waits, its text kept in the editor.
    const second = await editor('publish', { description: 'Another change' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/^maria is publishing "New gutters page" right now\. Wait until it is done/);
    const textBefore = aboutText();
    const duringPublish = await editor('save', { path: aboutFile, text: withHeading('Saved During the Build') });
    expect(duringPublish.status).toBe(409);
    expect(duringPublish.body.error).toMatch(/^Publishing in progress by maria; .*save again in a moment\./);
    expect(aboutText()).toBe(textBefore);
    const published = await publishing;
    const seconds = (performance.now() - started) / 1000;
    const { problems, count } = await visitors.stop();
    console.log(`Publish took ${seconds.toFixed(1)} s; ${count} rounds of visitors' requests meanwhile.`);
    expect(published.body.error).toBeUndefined();
    expect(published.status).toBe(200);
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(0);
    firstId = published.body.published.id;

    expect(h1Of((await page('/about')).text)).toBe('Thirty Years of Dry Roofs in Portland');
    expect(h1Of((await page('/services/gutters')).text)).toBe('Gutters');
    expect((await page('/sitemap.xml')).text).toContain('/services/gutters</loc>');
    expect(remoteLog()).toBe('maria|New gutters page');
    expect(h1Of((await page('/about')).text)).not.toBe('Saved During the Build');
    // Only content in the commit.
    const touched = project.git(['show', '--name-only', '--format=', 'HEAD']).trim().split('\n');
    expect(touched.sort()).toEqual(['pages/about.yaml', 'pages/services/gutters.yaml', 'site.yaml']);
    expect((await editor('publish')).body.changes).toEqual([]);

    // A visitor still on a page from before asks for the earlier build's code and page data: still there.
    const gone = assetsGoneSince(path.join(project.root, 'dist'), path.join(buildsDir(), 'publish-00001'));
    expect(gone.length).toBeGreaterThan(0);
    for (const name of gone) {
      const answer = await freshGet(`/assets/${name}`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body).toEqual(readFileSync(path.join(project.root, 'dist/assets', name)));
    }
    expect((await freshGet('/assets/never-built-Abc123.js')).status).toBe(404);
  }, 120_000);

  it('lists the publish in the history with its diff, and undoes it with a publish of its own', async () => {
    const history = await editor('history');
    expect(history.body.entries[0]).toMatchObject({ id: firstId, author: 'maria', description: 'New gutters page' });
    expect(history.body.entries[0].files).toEqual(['pages/about.yaml', 'pages/services/gutters.yaml', 'site.yaml']);
    const changes = await editor(`history/changes?id=${firstId}`);
    expect(
      changes.body.changes.find((change: { path: string }) => change.path === 'pages/services/gutters.yaml').change,
    ).toBe('added');

    const undone = await editor('undo', { id: firstId });
    expect(undone.body.error).toBeUndefined();
    expect(h1Of((await page('/about')).text)).toBe(oldHeading.shown);
    expect((await page('/services/gutters')).status).toBe(404);
    expect((await page('/sitemap.xml')).text).not.toContain('/services/gutters');
    expect(remoteLog()).toBe('maria|Undo "New gutters page"');
    expect(existsSync(path.join(project.root, 'pages/services/gutters.yaml'))).toBe(false);
    const gone = assetsGoneSince(path.join(buildsDir(), 'publish-00001'), path.join(buildsDir(), 'publish-00002'));
    expect(gone.length).toBeGreaterThan(0);
    for (const name of gone) expect((await freshGet(`/assets/${name}`)).status, name).toBe(200);
    const after = await editor('history');
    expect(after.body.entries[0]).toMatchObject({
      author: 'maria',
      description: 'Undo "New gutters page"',
      undoOf: firstId,
    });
  }, 120_000);

  it('leaves the site as it was when the build fails, and says why in the editor', async () => {
    const remoteBefore = remoteLog();
    const headBefore = project.git(['rev-parse', 'HEAD']).trim();
    // A file named like a photo that is not one: the check only sees that it exists; the picture step cannot read it.
    writeFileSync(path.join(project.root, 'public/images/broken-upload.jpg'), 'this is not a picture');
    const text = aboutText().replace(
      /src: \/images\/projects\/cedar-ridge-reroof\.svg/,
      'src: /images/broken-upload.jpg',
    );
    await save(aboutFile, text.replace(/^ {4}heading: .*$/m, '    heading: "A Heading Nobody Sees"'));

    const refused = await editor('publish', { description: 'Broken picture' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/could not be built, so nothing changed for visitors/);
    expect(refused.body.error).toMatch(/broken-upload\.jpg/);
    expect(h1Of((await page('/about')).text)).toBe(oldHeading.shown);
    expect(project.git(['rev-parse', 'HEAD']).trim()).toBe(headBefore);
    expect(remoteLog()).toBe(remoteBefore);
    const status = await editor('publish');
    expect(status.body.last).toMatchObject({ ok: false });
    expect(status.body.changes.map((change: { path: string }) => change.path)).toEqual([
      'pages/about.yaml',
      'public/images/broken-upload.jpg',
    ]);
    expect(aboutText()).toContain('A Heading Nobody Sees');
  }, 120_000);

  it('stops when someone else pushed a conflicting change, and loses neither', async () => {
    // Put the broken change back as it was published.
    await save(aboutFile, project.git(['show', `HEAD:${aboutFile}`]));
    const { rmSync } = await import('node:fs');
    rmSync(path.join(project.root, 'public/images/broken-upload.jpg'));
    expect((await editor('publish')).body.changes).toEqual([]);

    const elsewhere = path.join(path.dirname(project.remote), 'elsewhere');
    project.git(['clone', '-q', project.remote, elsewhere], path.dirname(project.remote));
    const theirs = readFileSync(path.join(elsewhere, aboutFile), 'utf8').replace(
      /^ {4}heading: .*$/m,
      '    heading: "Their Heading"',
    );
    writeFileSync(path.join(elsewhere, aboutFile), theirs);
    project.git(
      ['-c', 'user.name=Sam', '-c', 'user.email=sam@example.com', 'commit', '-q', '-am', 'Their heading'],
      elsewhere,
    );
    project.git(['push', '-q', 'origin', 'main'], elsewhere);

    await save(aboutFile, withHeading('Our Heading'));
    const refused = await editor('publish', { description: 'Our heading' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/pages\/about\.yaml was also changed elsewhere/);
    expect(refused.body.error).toMatch(/Nothing was lost/);
    expect(aboutText()).toContain('heading: "Our Heading"');
    expect(remoteLog()).toBe('Sam|Their heading');
    expect(existsSync(path.join(project.root, '.git/rebase-merge'))).toBe(false);
    expect(project.git(['status', '--porcelain', '--', aboutFile]).trim()).toBe('M pages/about.yaml');
    expect(h1Of((await page('/about')).text)).toBe(oldHeading.shown);

    // Taking their version instead: the publish brings it to visitors.
    await save(aboutFile, project.git(['show', `HEAD:${aboutFile}`]));
    const published = await editor('publish', { description: 'Their heading' });
    expect(published.body.error).toBeUndefined();
    expect(h1Of((await page('/about')).text)).toBe('Their Heading');
  }, 120_000);

  it('serves a complete site after the server is killed in the middle of a publish, and publishes again', async () => {
    // Killed as soon as the publish starts (while git records it), then again once the site's build has started
    // (the publish writes down its build's process): a build of one changed page takes well under a second.
    for (const whileBuilding of [false, true]) {
      await save(aboutFile, withHeading('Killed Halfway'));
      const publishing = editor('publish', { description: 'Killed halfway' }).catch((error: unknown) => error);
      await expect
        .poll(async () => (await editor('publish')).body.underWay?.description, { timeout: 10_000, interval: 50 })
        .toBe('Killed halfway');
      if (whileBuilding)
        await expect
          .poll(() => (existsSync(underWayFile()) ? JSON.parse(readFileSync(underWayFile(), 'utf8')).buildPid : 0), {
            timeout: 10_000,
            interval: 10,
          })
          .toBeGreaterThan(0);
      await server.kill();
      await publishing;

      server = await startServer(project, { PUBLISH_PUSH: '1' });
      editor = await signIn(server.baseUrl, account);
      const about = await page('/about');
      expect(about.status).toBe(200);
      expect(h1Of(about.text)).toBe('Their Heading');
      const script = /<script[^>]+src="(\/assets\/[^"]+)"/.exec(about.text)?.[1];
      if (script) expect((await page(script)).status).toBe(200);
      expect(existsSync(path.join(project.root, '.git/rebase-merge'))).toBe(false);
      expect(existsSync(path.join(project.root, '.git/index.lock'))).toBe(false);
      const status = await editor('publish');
      expect(status.body.last.message).toMatch(/The server stopped while maria was publishing "Killed halfway"/);
      expect(status.body.changes.map((change: { path: string }) => change.path)).toEqual([aboutFile]);
      expect(project.git(['log', '-1', '--format=%s']).trim()).toBe('Their heading');
    }

    const published = await editor('publish', { description: 'After the restart' });
    expect(published.body.error).toBeUndefined();
    expect(h1Of((await page('/about')).text)).toBe('Killed Halfway');
    expect(remoteLog()).toBe('maria|After the restart');

    // Four publishes so far (the failed, stopped and killed ones left nothing): the last three builds are kept,
    // the live one among them, and the first one is gone.
    expect(published.body.published.id).toBe(4);
    expect(readdirSync(buildsDir()).sort()).toEqual(['publish-00002', 'publish-00003', 'publish-00004']);
  }, 240_000);
});
