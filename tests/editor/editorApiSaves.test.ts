/**
 * What a signed-in person may do with the editor's HTTP API on the production server, against a throw-away copy of
 * the content: nothing from another site, no file but site.yaml and pages/**.yaml, a save written only when the whole
 * site passes the same check as `npm run check`, a new page from the template with its menu entry, and photos stored
 * only when they decode, without their location, a HEIC photo as a JPEG.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { pageTemplate } from '../../src/authoring/newPage';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { openAccountStore } from '../../src/server/editor/accounts';
import { heicUnreadable } from '../../src/server/editor/heicDecoder';
import { base, contentRoot, dataDir, logged, password, post, serveCopyOfContent, signIn } from './editorApiServer';
import { heicContainer } from './heicPhoto';
import { copyOfContent, projectRoot, removeDir, tempDir } from './helpers';

/** The menu's groups in a site.yaml: entries with items under them. */
const menuGroups = (siteText: string) =>
  (parse(siteText).navigation as { label: string; items?: { label: string; href: string }[] }[]).filter(
    (entry): entry is { label: string; items: { label: string; href: string }[] } => Boolean(entry.items),
  );

serveCopyOfContent();

describe('signed in', () => {
  let cookie: string;

  beforeAll(async () => {
    // The office's account, in the fresh data folder of this file's server.
    await openAccountStore(dataDir).add('maria', password);
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
});
