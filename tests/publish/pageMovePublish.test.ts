/**
 * A page moved to another address, published and undone, against the production server on a throw-away git copy of
 * the project: the publish dialog shows the move as one change that the menu, the footer and the home page's card
 * cannot go live without; once published the page answers at its new address, the old one sends visitors there
 * (301), no link leads to the old one; the undo puts every file back and the page answers at its old address again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const account = { name: 'maria', password: 'gutters and downspouts 42' };
const pageFile = 'pages/services/maintenance.yaml';
const oldRoute = '/services/maintenance';
const newRoute = '/services/roof-maintenance';

let project: PublishProject;
let server: RunningServer;
let editor: Awaited<ReturnType<typeof signIn>>;
/** The files the move changes, as they were before it. */
const before = new Map<string, string>();
let publishId: number;

const read = (file: string) => readFileSync(path.join(project.root, file), 'utf8');
const visit = (route: string) => fetch(`${server.baseUrl}${route}`, { redirect: 'manual' });
/** The links of a page as a visitor gets it: every href="…" of its HTML. */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

beforeAll(async () => {
  project = createPublishProject(account);
  server = await startServer(project);
  editor = await signIn(server.baseUrl, account);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  project?.remove();
});

describe('a page moved to another address, published and undone', () => {
  it('shows the move in the publish dialog as one change the menu, the footer and the linking pages need', async () => {
    const text = read(pageFile);
    const moved = await editor('move-page', { path: pageFile, route: newRoute, base: text });
    expect(moved.status).toBe(200);
    before.set(pageFile, text);
    for (const file of moved.body.relinked as string[]) before.set(file, project.git(['show', `HEAD:${file}`]));
    expect([...before.keys()]).toEqual(expect.arrayContaining(['pages/home.yaml', 'site.yaml']));

    const status = await editor('publish');
    const groups = status.body.groups as { key: string; label: string; needs?: string[] }[];
    const move = groups.find((group) => group.key === pageFile)!;
    expect(move.label).toMatch(new RegExp(`page, moved from ${oldRoute} to ${newRoute}$`));
    expect(groups.filter((group) => /moved from/.test(group.label))).toHaveLength(1);
    for (const file of before.keys()) {
      if (file === pageFile) continue;
      expect(move.needs, file).toContain(file);
      expect(groups.find((group) => group.key === file)?.needs, file).toContain(pageFile);
    }
  });

  it('refuses to publish the move without the menu and footer that follow it, or them without the move', async () => {
    for (const leaveOut of [['site.yaml'], [pageFile]]) {
      const refused = await editor('publish', { description: 'Half a move', leaveOut });
      expect(refused.status, leaveOut[0]).toBe(400);
      expect(refused.body.error).toMatch(
        / go together \(one links to or shows the other\): publish both, or leave both out\.$/,
      );
    }
  });

  it('publishes the page at its new address, sends the old one there (301), and leaves no link to the old one', async () => {
    const published = await editor('publish', { description: 'Maintenance page at a clearer address', leaveOut: [] });
    expect(published.body.error).toBeUndefined();
    expect(published.status).toBe(200);
    publishId = published.body.published.id;

    expect((await visit(newRoute)).status).toBe(200);
    const old = await visit(oldRoute);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, server.baseUrl).pathname).toBe(newRoute);
    for (const route of ['/', newRoute]) {
      const hrefs = hrefsOf(await (await visit(route)).text());
      expect(hrefs, route).toContain(newRoute);
      expect(hrefs, route).not.toContain(oldRoute);
    }
    expect(parse(project.git(['show', 'HEAD:site.yaml'])).redirects).toContainEqual({ from: oldRoute, to: newRoute });
    // The build made for the publish tells a static host the same (Netlify, Cloudflare Pages).
    const live = path.join(project.dataDir, 'publish/builds', `publish-${String(publishId).padStart(5, '0')}`);
    expect(readFileSync(path.join(live, '_redirects'), 'utf8')).toMatch(
      new RegExp(`^${oldRoute} ${newRoute} 301$`, 'm'),
    );
  }, 180_000);

  it('undoes the move: every file as it was, the page at its old address again and no redirect from it', async () => {
    const undone = await editor('undo', { id: publishId });
    expect(undone.body.error).toBeUndefined();
    expect(undone.status).toBe(200);
    for (const [file, text] of before) expect(read(file), file).toBe(text);
    expect((await visit(oldRoute)).status).toBe(200);
    expect((await visit(newRoute)).status).toBe(404);
    expect(hrefsOf(await (await visit('/')).text())).toContain(oldRoute);
  }, 180_000);
});
