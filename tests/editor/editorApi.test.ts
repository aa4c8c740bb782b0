/**
 * The editor's HTTP API on the production server, against a throw-away copy of the content: who may use it, which
 * files it can touch, and that a save is written only when the whole site passes the same check as `npm run check`.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { pageTemplate } from '../../src/authoring/newPage';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { openAccountStore } from '../../src/server/editor/accounts';
import { heicUnreadable } from '../../src/server/editor/heicDecoder';
import { createApp, type App } from '../../src/server/main';
import { heicContainer } from './heicPhoto';
import { copyOfContent, fakeEditorDist, projectRoot, removeDir, tempDir } from './helpers';

const password = 'correct horse battery staple';

/** The menu's groups in a site.yaml: entries with items under them. */
const menuGroups = (siteText: string) =>
  (parse(siteText).navigation as { label: string; items?: { label: string; href: string }[] }[]).filter(
    (entry): entry is { label: string; items: { label: string; href: string }[] } => Boolean(entry.items),
  );

let app: App;
let base: string;
let contentRoot: string;
let dataDir: string;
let distDir: string;
const logged: string[] = [];

async function startApp(options: { trustProxy?: boolean; dataDir?: string; now?: () => number } = {}) {
  const started = await createApp({
    distDir,
    dataDir: options.dataDir ?? dataDir,
    rateLimitPerMinute: 0,
    trustProxy: options.trustProxy,
    editor: { contentRoot, now: options.now },
    // The company details of the copy, as the server reads them from its site.yaml.
    company: parse(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8')).company,
    log: (message) => logged.push(message),
  });
  const address = await started.listen(0);
  return { app: started, base: `http://127.0.0.1:${address.port}` };
}

/** A request as the editor page makes it: same origin, JSON. */
function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

async function signIn(name = 'maria', secret = password): Promise<string> {
  const response = await post('/edit/api/sign-in', { name, password: secret });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

beforeAll(async () => {
  contentRoot = copyOfContent();
  dataDir = tempDir('editor-data');
  distDir = fakeEditorDist();
  ({ app, base } = await startApp());
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir].forEach(removeDir);
});

describe('without any editor account', () => {
  it('has no /edit at all: the page and the API answer 404', async () => {
    expect((await fetch(`${base}/edit`)).status).toBe(404);
    expect((await fetch(`${base}/edit/api/session`)).status).toBe(404);
    expect((await post('/edit/api/sign-in', { name: 'maria', password })).status).toBe(404);
  });
});

describe('with an account', () => {
  beforeAll(async () => {
    await openAccountStore(dataDir).add('maria', password);
  });

  it('keeps the accounts file readable by the server user only, without the password in it', () => {
    const file = path.join(dataDir, 'editors.json');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).not.toContain(password);
  });

  it('serves the editor page with a strict policy: scripts only from the site, no inline script, no worker', async () => {
    const response = await fetch(`${base}/edit`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toContain("worker-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/edit/assets/main-abc.js"></script>');
    expect((await fetch(`${base}/edit/assets/main-abc.js`)).status).toBe(200);
    // The site's own file server never hands out the editor's folder.
    expect((await fetch(`${base}/.editor/assets/main-abc.js`)).status).toBe(404);
    expect((await fetch(`${base}/.editor/.vite/manifest.json`)).status).toBe(404);
    expect(html).not.toMatch(/<script>|<script type="module">/);
  });

  it('answers 401 on every editor API without a session', async () => {
    const gets = ['session', 'pages', 'schema', 'file?path=pages/about.yaml'];
    for (const route of gets) expect((await fetch(`${base}/edit/api/${route}`)).status, route).toBe(401);
    const posts = ['sign-out', 'check', 'save', 'new-page'];
    for (const route of posts)
      expect((await post(`/edit/api/${route}`, { path: 'pages/about.yaml', text: 'x' })).status, route).toBe(401);
    const photo = await fetch(`${base}/edit/api/photos?name=a.jpg`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Origin: base },
      body: 'x',
    });
    expect(photo.status).toBe(401);
    expect((await fetch(`${base}/edit/preview`)).status).toBe(401);
    expect((await fetch(`${base}/edit/media/images/services/roofing.svg`)).status).toBe(401);
  });

  it('signs in with a session cookie that scripts cannot read and other sites never send', async () => {
    const response = await post('/edit/api/sign-in', { name: 'maria', password });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^editor-session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
    const session = await fetch(`${base}/edit/api/session`, { headers: { Cookie: cookie.split(';')[0] } });
    expect(await session.json()).toEqual({ name: 'maria', role: 'owner', signIn: true, publishing: false });
    expect(logged).toContain('Editor: maria signed in.');
  });

  it('names the cookie __Host-… and marks it Secure over HTTPS (behind the trusted proxy)', async () => {
    const proxiedData = tempDir('editor-data-proxied');
    await openAccountStore(proxiedData).add('maria', password);
    const proxied = await startApp({ trustProxy: true, dataDir: proxiedData });
    try {
      // fetch cannot set Host: the request as the proxy forwards it, byte for byte.
      const { status, headers } = await new Promise<{ status: number; headers: IncomingHttpHeaders }>(
        (resolve, reject) => {
          const body = JSON.stringify({ name: 'maria', password });
          const request = httpRequest(`${proxied.base}/edit/api/sign-in`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Origin: 'https://www.example.com',
              Host: 'www.example.com',
              'X-Forwarded-Proto': 'https',
            },
          });
          request.on('response', (response) => {
            response.resume();
            resolve({ status: response.statusCode!, headers: response.headers });
          });
          request.on('error', reject);
          request.end(body);
        },
      );
      expect(status).toBe(200);
      const cookie = headers['set-cookie']![0];
      expect(cookie).toMatch(/^__Host-editor-session=/);
      expect(cookie).toContain('; Secure');
    } finally {
      await proxied.app.close();
      removeDir(proxiedData);
    }
  });

  it('gives the same answer for an unknown name and a wrong password, then makes the next tries wait', async () => {
    const headers = { 'X-Test': 'throttle' };
    const unknown = await post('/edit/api/sign-in', { name: 'nobody', password }, headers);
    const wrong = await post('/edit/api/sign-in', { name: 'maria', password: 'not the password at all' }, headers);
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    // Two more failures for maria (four in all), then even the right password has to wait.
    await post('/edit/api/sign-in', { name: 'maria', password: 'wrong again, still' });
    await post('/edit/api/sign-in', { name: 'maria', password: 'and wrong once more' });
    await post('/edit/api/sign-in', { name: 'maria', password: 'wrong for the fourth time' });
    const throttled = await post('/edit/api/sign-in', { name: 'maria', password });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await throttled.json()).error).toMatch(/wait \d+ seconds? before trying again/);
  });

  it('throttles 30 wrong passwords sent at once like 30 in a row: four are checked, the rest wait', async () => {
    const burstData = tempDir('editor-data-burst');
    await openAccountStore(burstData).add('maria', password);
    // The throttle's clock, moved on by the test instead of waiting out the throttle.
    let later = 0;
    const burst = await startApp({ dataDir: burstData, now: () => Date.now() + later });
    const refusedBefore = logged.filter((line) => line.includes('a sign-in as "maria" was refused')).length;
    const attempt = (secret: string) =>
      fetch(`${burst.base}/edit/api/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: burst.base },
        body: JSON.stringify({ name: 'maria', password: secret }),
      });
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, each) => attempt(`wrong guess number ${each}`)));
      const statuses = answers.map((answer) => answer.status);
      const checked = logged.filter((line) => line.includes('a sign-in as "maria" was refused')).length - refusedBefore;
      expect(checked).toBeLessThanOrEqual(4);
      expect(statuses.filter((status) => status === 401)).toHaveLength(checked);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
      // The right password right after the burst waits too, and is let in once the wait is over.
      const right = await attempt(password);
      expect(right.status).toBe(429);
      const wait = Number(right.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(2);
      later += wait * 1000 + 100;
      expect((await attempt(password)).status).toBe(200);
    } finally {
      await burst.app.close();
      removeDir(burstData);
    }
  });
});

describe('signed in', () => {
  let cookie: string;

  beforeAll(async () => {
    // A fresh server: the sign-in throttle of the tests above is in memory.
    await app.close();
    ({ app, base } = await startApp());
    cookie = await signIn();
  });

  const authed = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    post(pathname, body, { Cookie: cookie, ...headers });

  it('refuses a state-changing request from another site with 403, even with the session cookie', async () => {
    const about = readFileSync(path.join(contentRoot, 'pages/about.yaml'), 'utf8');
    for (const origin of ['http://evil.example', 'null']) {
      const response = await authed(
        '/edit/api/save',
        { path: 'pages/about.yaml', text: `${about}\n# changed` },
        { Origin: origin },
      );
      expect(response.status, origin).toBe(403);
    }
    const withoutOrigin = await fetch(`${base}/edit/api/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ path: 'pages/about.yaml', text: about }),
    });
    expect(withoutOrigin.status).toBe(403);
    const crossSite = await authed(
      '/edit/api/save',
      { path: 'pages/about.yaml', text: about },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(readFileSync(path.join(contentRoot, 'pages/about.yaml'), 'utf8')).toBe(about);
  });

  it('refuses any path but site.yaml and pages/**.yaml with 400: "..", encoded, absolute, other folders, symbolic links', async () => {
    mkdirSync(path.join(contentRoot, 'pages/linked'), { recursive: true });
    symlinkSync(path.join(contentRoot, 'site.yaml'), path.join(contentRoot, 'pages/linked/company.yaml'));
    symlinkSync(tempDir('outside'), path.join(contentRoot, 'pages/elsewhere'));
    const paths = [
      '../package.json',
      '%2e%2e/package.json',
      '%2e%2e%2fpackage.json',
      'pages/../package.json',
      'pages/%2e%2e/site.yaml',
      '/etc/passwd',
      'package.json',
      'schema/page.schema.json',
      'pages\\..\\package.json',
      'pages/About.yaml',
      'pages/linked/company.yaml',
      'pages/elsewhere/page.yaml',
    ];
    for (const file of paths) {
      const read = await fetch(`${base}/edit/api/file?path=${encodeURIComponent(file)}`, {
        headers: { Cookie: cookie },
      });
      expect(read.status, `read ${file}`).toBe(400);
      const save = await authed('/edit/api/save', { path: file, text: 'route: /x\n' });
      expect(save.status, `save ${file}`).toBe(400);
    }
    const raw = await fetch(`${base}/edit/api/file?path=%2e%2e/package.json`, { headers: { Cookie: cookie } });
    expect(raw.status).toBe(400);
    expect(existsSync(path.join(contentRoot, 'pages/elsewhere/page.yaml'))).toBe(false);
    rmSync(path.join(contentRoot, 'pages/linked'), { recursive: true });
    rmSync(path.join(contentRoot, 'pages/elsewhere'));
  });

  it('underlines a misspelled field in the words and at the place of npm run check, and refuses to save it', async () => {
    const file = 'pages/about.yaml';
    const original = readFileSync(path.join(contentRoot, file), 'utf8');
    const broken = original.replace('\n    tagline: ', '\n    tagilne: ');
    const line = broken.split('\n').findIndex((each) => each.startsWith('    tagilne:')) + 1;

    const checked = await (await authed('/edit/api/check', { path: file, text: broken })).json();
    // The checker's own verdict on the same text saved in a copy of the project.
    const elsewhere = copyOfContent();
    writeFileSync(path.join(elsewhere, file), broken);
    const { errors: fromCheck } = loadContent(contentFilesIn(elsewhere));
    removeDir(elsewhere);
    expect(checked.errors).toEqual(fromCheck);
    expect(checked.errors).toEqual([
      expect.objectContaining({
        file,
        line,
        col: 5,
        message: expect.stringMatching(/"tagilne".*Did you mean "tagline"\?/),
      }),
    ]);

    const save = await authed('/edit/api/save', { path: file, text: broken });
    expect(save.status).toBe(422);
    expect((await save.json()).errors).toEqual(checked.errors);
    expect(readFileSync(path.join(contentRoot, file), 'utf8')).toBe(original);
  });

  it('names a link to a page that does not exist, a rule across files', async () => {
    const file = 'pages/about.yaml';
    const text = readFileSync(path.join(contentRoot, file), 'utf8').replace('href: /contact', 'href: /contakt');
    const { errors } = await (await authed('/edit/api/check', { path: file, text })).json();
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/\/contakt.*Did you mean "\/contact"\?/);
  });

  it('saves a page that passes, logs who saved it, and the preview gets the page with its facts filled in', async () => {
    const file = 'pages/about.yaml';
    // The second block's heading reworded in the page as it is now, whatever words the office gave it.
    const page = parseDocument(readFileSync(path.join(contentRoot, file), 'utf8'));
    page.setIn(['blocks', 1, 'heading'], 'The Company at a Glance');
    const text = page.toString();
    const picture = page.getIn(['blocks', 0, 'images', 0, 'src']);
    const response = await authed('/edit/api/save', { path: file, text });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.saved).toBe(true);
    expect(readFileSync(path.join(contentRoot, file), 'utf8')).toBe(text);
    expect(loadContent(contentFilesIn(contentRoot)).errors).toEqual([]);
    expect(logged).toContain('Editor: maria saved pages/about.yaml.');
    expect(logged.join('\n')).not.toContain(password);
    expect(body.preview.page.blocks[1].heading).toBe('The Company at a Glance');
    expect(body.preview.page.title).not.toContain('{{');
    expect(body.preview.page.blocks[0].images[0].src).toBe(`/edit/media${picture}`);
  });

  it('adds a page from the template of npm run new-page, with its menu entry under Services', async () => {
    // The menu's first group and its last entry as the office wrote them: the new entry goes right after it.
    const group = menuGroups(readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8'))[0];
    const last = group.items.at(-1)!;
    const response = await authed('/edit/api/new-page', {
      route: '/services/gutters',
      menu: { group: group.label, label: 'Gutters' },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.path).toBe('pages/services/gutters.yaml');
    const written = readFileSync(path.join(contentRoot, 'pages/services/gutters.yaml'), 'utf8');
    expect(written).toBe(pageTemplate('/services/gutters', '../../schema/page.schema.json', true));
    const site = readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8');
    expect(site).toContain(
      `      - label: ${last.label}\n        href: ${last.href}\n      - label: Gutters\n        href: /services/gutters\n`,
    );
    expect(loadContent(contentFilesIn(contentRoot)).errors).toEqual([]);
    const again = await authed('/edit/api/new-page', { route: '/services/gutters' });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatch(/already exists/);
    const badAddress = await authed('/edit/api/new-page', { route: '/Services/New Page' });
    expect(badAddress.status).toBe(400);
    expect((await badAddress.json()).error).toMatch(/cannot be a page address: it has a space;/);
    // The address box starts with a "/": a person who types the address with its own "/" means one.
    const typedWithSlash = await authed('/edit/api/new-page', { route: '//services/fencing' });
    expect(typedWithSlash.status).toBe(201);
    expect((await typedWithSlash.json()).path).toBe('pages/services/fencing.yaml');
  });

  it('stores a photo only when it decodes as an image, without its location, under public/images/uploads/', async () => {
    const upload = (body: Buffer | string, name: string, type = 'image/jpeg') =>
      fetch(`${base}/edit/api/photos?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: base, Cookie: cookie },
        body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
      });
    const text = await upload('This is a text file, not a photo.\n', 'roof.jpg');
    expect(text.status).toBe(422);
    expect((await text.json()).error).toMatch(/not a photo/);

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5a3c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await upload(photo, 'Front Porch (1).JPG');
    expect(stored.status).toBe(201);
    const { src, width } = await stored.json();
    expect(src).toMatch(/^\/images\/uploads\/front-porch-1-[0-9a-f]{6}\.jpg$/);
    expect(width).toBe(1200);
    const onDisk = readFileSync(path.join(contentRoot, 'public', src));
    const metadata = await sharp(onDisk).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(onDisk.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const shown = await fetch(`${base}/edit/media${src}`, { headers: { Cookie: cookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/jpeg');

    const tooLarge = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'huge.jpg');
    expect(tooLarge.status).toBe(413);
  });

  it('stores a HEIC photo from an iPhone as a JPEG, and refuses one that cannot be read in plain words', async () => {
    const upload = (body: Buffer) =>
      fetch(`${base}/edit/api/photos?name=IMG_3107.HEIC`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/heic', Origin: base, Cookie: cookie },
        body: new Blob([new Uint8Array(body)]),
      });
    const stored = await upload(readFileSync(path.join(projectRoot, 'tests/editor/photos/phone-photo.heic')));
    expect(stored.status).toBe(201);
    const { src, width, height } = await stored.json();
    expect(src).toMatch(/^\/images\/uploads\/img-3107-[0-9a-f]{6}\.jpg$/);
    expect([width, height]).toEqual([640, 480]);
    const metadata = await sharp(readFileSync(path.join(contentRoot, 'public', src))).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();

    const uploads = path.join(contentRoot, 'public/images/uploads');
    const storedBefore = readdirSync(uploads).length;
    // A HEIC file whose picture data is not HEVC: taken for what it says it is, and found unreadable.
    const refused = await upload(heicContainer());
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toBe(heicUnreadable);
    expect(readdirSync(uploads).length).toBe(storedBefore);
  });

  it('ends the session on the server at sign-out: the same cookie no longer works', async () => {
    const session = await signIn();
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(200);
    const out = await post('/edit/api/sign-out', {}, { Cookie: session });
    expect(out.status).toBe(204);
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(401);
  });

  it('ends the sessions of an account given a new password', async () => {
    const session = await signIn();
    // The new password set a moment after the sign-in, on a fake clock rather than after a wait.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await openAccountStore(dataDir).reset('maria', `${password} renewed`);
    expect((await fetch(`${base}/edit/api/pages`, { headers: { Cookie: session } })).status).toBe(401);
    await openAccountStore(dataDir).reset('maria', password);
  });
});
