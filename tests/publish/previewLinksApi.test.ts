/**
 * Preview links through the server's API, on a throw-away git copy of the project with the server in this process
 * and its clock in the test's hands: what the office checks before sending a link to the owner or a customer (the
 * saved change is there without an account, with the band, and nothing else of the editor), what the list says, and
 * every rule that keeps the link's secret and the drafts safe.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLiveLinks } from '../../src/editorApi/previewLinks';
import { openAccountStore } from '../../src/server/editor/accounts';
import { createApp, type App } from '../../src/server/main';
import { hashOfSecret, previewLinksFileName } from '../../src/server/previewLinks/previewLinkStore';
import { createPublishProject, signIn, type PublishProject } from './publishProject';

const owner = { name: 'maria', password: 'gutters and downspouts 42' };
const writer = { name: 'sam', password: 'a helper who writes 42' };
const aboutFile = 'pages/about.yaml';
const dayMs = 24 * 60 * 60_000;

let project: PublishProject;
let app: App;
let base: string;
/** How far the server's clock is ahead of the real one: the tests move it on by days. */
let clockAhead = 0;

const aboutText = () => readFileSync(path.join(project.root, aboutFile), 'utf8');
const withHeading = (heading: string) => aboutText().replace(/^ {4}heading: .*$/m, `    heading: "${heading}"`);
/** A visit with no account and no cookie, as the owner opening the link on their phone. */
const visit = (address: string) => fetch(base + address, { redirect: 'manual' });
const secretOf = (address: string) => address.split('/')[2];

beforeAll(async () => {
  project = createPublishProject(owner);
  await openAccountStore(project.dataDir).add(writer.name, writer.password, { role: 'writer' });
  app = await createApp({
    distDir: path.join(project.root, 'dist'),
    dataDir: project.dataDir,
    rateLimitPerMinute: 0,
    editor: { contentRoot: project.root, now: () => Date.now() + clockAhead },
    log: () => undefined,
  });
  base = `http://127.0.0.1:${(await app.listen(0)).port}`;
}, 240_000);

afterAll(async () => {
  await app?.close();
  project?.remove();
});

describe('a preview link', () => {
  let maria: Awaited<ReturnType<typeof signIn>>;
  let address: string;

  it('shows a saved, unpublished change to someone without an account, with the band, while the site stays as it was', async () => {
    maria = await signIn(base, owner);
    expect((await maria('save', { path: aboutFile, text: withHeading('Saved But Not Published') })).status).toBe(200);
    const made = await maria('preview-links', { scope: 'site', days: 7, label: 'For the owner' });
    expect(made.status).toBe(201);
    address = made.body.address;
    expect(address).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/$/);

    const page = await visit(`${address}about`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Saved But Not Published');
    expect(html).toContain('Preview — not on the site yet.');
    expect(html).toMatch(/<div class="preview-link-band" role="region" aria-label="Preview">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // No editor in it: no marks of places in the YAML, no editor code.
    expect(html).not.toMatch(/data-(block|field)-source|\/edit\//);
    // Its links stay in the preview.
    expect(html).toContain(`href="${address}contact"`);
    expect(html).not.toMatch(/\shref="\/(?!preview\/)/);
    expect((await (await visit('/about')).text()).includes('Saved But Not Published')).toBe(false);
  }, 120_000);

  it('is never cached, never indexed, sends no Referer and lets the page send nothing anywhere', async () => {
    for (const response of [await visit(`${address}about`), await visit('/preview/not-a-link/about')]) {
      expect(response.headers.get('cache-control')).toBe('no-store, private');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const policy = (await visit(`${address}about`)).headers.get('content-security-policy')!;
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('answers its pictures and code under its own address', async () => {
    const html = await (await visit(`${address}about`)).text();
    const picture = /\ssrc="(\/preview\/[^"]+\.(?:jpg|svg|png|webp|avif))"/.exec(html)![1];
    const answer = await visit(picture);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
  });

  it('is listed with who made it, its label, scope and expiry, and never with its secret', async () => {
    const list = await maria('preview-links');
    expect(list.status).toBe(200);
    expect(list.body.links).toEqual([
      expect.objectContaining({ madeBy: 'maria', label: 'For the owner', scope: { kind: 'site' } }),
    ]);
    const link = list.body.links[0];
    expect(Date.parse(link.expires) - Date.parse(link.created)).toBe(7 * dayMs);
    expect(JSON.stringify(list.body)).not.toContain(secretOf(address));
  });

  it('is stored as a hash only, in a file only the server’s owner may read', () => {
    const file = path.join(project.dataDir, previewLinksFileName);
    const stored = readFileSync(file, 'utf8');
    expect(stored).not.toContain(secretOf(address));
    expect(stored).toContain(hashOfSecret(secretOf(address)));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('answers 404 with nothing of the drafts once revoked', async () => {
    const id = (await maria('preview-links')).body.links[0].id;
    expect(await maria('preview-links/revoke', { id })).toMatchObject({ status: 200, body: { revoked: id } });
    for (const page of ['', 'about']) {
      const answer = await visit(address + page);
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).not.toContain('Saved But Not Published');
      expect(html).not.toContain('Preview — not on the site yet');
    }
    expect((await maria('preview-links')).body.links).toEqual([]);
    expect((await maria('preview-links/revoke', { id })).status).toBe(404);
  });

  it('stops working when its time is up (the clock moved on a day)', async () => {
    const made = await maria('preview-links', { scope: 'site', days: 1 });
    expect((await visit(made.body.address)).status).toBe(200);
    clockAhead += dayMs - 60_000;
    expect((await visit(made.body.address)).status).toBe(200);
    clockAhead += 2 * 60_000;
    expect((await visit(made.body.address)).status).toBe(404);
    maria = await signIn(base, owner);
    expect((await maria('preview-links')).body.links).toEqual([]);
  }, 60_000);

  it('to one page shows that page only', async () => {
    const made = await maria('preview-links', { scope: 'page', route: '/about', days: 7 });
    expect(made.body.address).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}\/about$/);
    const prefix = made.body.address.replace(/about$/, '');
    const page = await visit(made.body.address);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Saved But Not Published');
    for (const other of ['', 'contact', 'no-such-page']) expect((await visit(prefix + other)).status).toBe(404);
    expect((await visit(`${prefix}favicon.svg`)).status).toBe(200);
  });

  it('is refused in words for a time that is not offered or an address that is not a page’s', async () => {
    const days = await maria('preview-links', { scope: 'site', days: 365 });
    expect(days.status).toBe(400);
    expect(days.body.error).toBe('A preview link lasts 7, 1, 30 days: choose one of them.');
    expect((await maria('preview-links', { scope: 'page', route: 'https://elsewhere.example/', days: 7 })).status).toBe(
      400,
    );
  });
});

describe('the rules of the preview links’ API', () => {
  it('refuses a link asked for from another site’s page (403) or without signing in (401)', async () => {
    const maria = await signIn(base, owner);
    const session = await fetch(`${base}/edit/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify(owner),
    });
    const cookie = session.headers.get('set-cookie')!.split(';')[0];
    const fromElsewhere = await fetch(`${base}/edit/api/preview-links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example', Cookie: cookie },
      body: JSON.stringify({ scope: 'site', days: 7 }),
    });
    expect(fromElsewhere.status).toBe(403);
    const signedOut = await fetch(`${base}/edit/api/preview-links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ scope: 'site', days: 7 }),
    });
    expect(signedOut.status).toBe(401);
    expect((await fetch(`${base}/edit/api/preview-links`)).status).toBe(401);
    expect((await maria('preview-links')).status).toBe(200);
  });

  it('lets a writer make and revoke their own links, but not someone else’s', async () => {
    const maria = await signIn(base, owner);
    const sam = await signIn(base, writer);
    const samsLink = await sam('preview-links', { scope: 'site', days: 7, label: 'Sam’s' });
    expect(samsLink.status).toBe(201);
    const mariasLink = await maria('preview-links', { scope: 'site', days: 30 });
    const refused = await sam('preview-links/revoke', { id: mariasLink.body.link.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only maria, an editor or an owner can revoke this link.');
    expect((await sam('preview-links/revoke', { id: samsLink.body.link.id })).status).toBe(200);
    expect((await maria('preview-links/revoke', { id: mariasLink.body.link.id })).status).toBe(200);
  });

  it(`keeps at most ${maxLiveLinks} links open and refuses the next in words`, async () => {
    const maria = await signIn(base, owner);
    const open = (await maria('preview-links')).body.links.length;
    for (let made = open; made < maxLiveLinks; made++)
      expect((await maria('preview-links', { scope: 'site', days: 1 })).status).toBe(201);
    const refused = await maria('preview-links', { scope: 'site', days: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `There are already ${maxLiveLinks} preview links open: revoke some you no longer need, then make this one.`,
    );
    // Those past their time make room again.
    clockAhead += 2 * dayMs;
    const again = await signIn(base, owner);
    expect((await again('preview-links', { scope: 'site', days: 1 })).status).toBe(201);
  }, 60_000);
});
