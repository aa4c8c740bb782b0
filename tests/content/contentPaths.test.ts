// @vitest-environment node
/**
 * The content only ever names files inside the project's public/ folder, and nothing is read through a link
 * (a symbolic link) where content should be: a path that climbs out of its folder, or a link to a file elsewhere,
 * is refused with a message at its place instead of being published.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImages, type CheckedFile } from '../../src/content/crossFileRules';
import { errorHeadline, formatErrors } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { parseYaml } from '../../src/content/parseYaml';
import { contentFilesIn } from '../../src/content/projectFiles';
import { picturesOnDisk } from '../../src/content/publicPictures';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { pageMessages, schemaMessages } from './checkYaml';

const heroWith = (src: string) => [
  '  - type: hero',
  '    heading: Roofs',
  '    images:',
  `      - src: ${src}`,
  '        alt: A roof',
];
const srcHelp =
  "Path of the picture inside the public folder, starting with /images/. Choose photo takes a JPEG, PNG, WebP or HEIC photo (an iPhone's own format) and stores it there; SVG files work too.";

describe('the path of a picture, as the schema reads it', () => {
  it.each([
    '/images/../../../../../usr/share/pixmaps/debian-logo.png',
    '/images/services/../../../secret.png',
    '/images/./roof.svg',
    '/images//roof.svg',
    '/images/services/..',
  ])('%s climbs out of its folder: said in words', (src) => {
    expect(pageMessages(heroWith(src))).toEqual([
      `pages/test.yaml:8:14  block 1 (hero), image 1: "src" is not written the right way, for example "/images/services/cleaning.svg": a path cannot go through ".." or "." or have "//" in it. ${srcHelp}`,
    ]);
  });

  it.each(['/images/.hidden.png', '/images/roof.gif', 'images/roof.svg', '/images/roof..svg/'])(
    '%s is not written the right way either',
    (src) => {
      expect(pageMessages(heroWith(src))).toEqual([
        `pages/test.yaml:8:14  block 1 (hero), image 1: "src" is not written the right way, for example "/images/services/cleaning.svg". ${srcHelp}`,
      ]);
    },
  );

  it.each([
    '/images/roof.svg',
    '/images/services/cleaning.svg',
    '/images/uploads/front-porch-3f9a1c.jpg',
    '/images/IMG_0042.JPEG'.replace('JPEG', 'jpeg'),
    '/images/a..b/c.d-e_f.webp',
    '/images/-x/_y.png',
  ])('%s is a path to a picture', (src) => {
    expect(pageMessages(heroWith(src))).toEqual([]);
  });

  it('a web address with "//" in it is not said to climb out of a folder', () => {
    const site = readFileSync(path.join(__dirname, '../fixtures/minimal-site/site.yaml'), 'utf8')
      .replace('siteUrl: https://www.example.com', 'siteUrl: https://www.example.com/')
      .trimEnd()
      .split('\n');
    expect(schemaMessages('site', 'site.yaml', site)).toEqual([
      'site.yaml:70:12  seo: "siteUrl" is not written the right way. The public address of the site, without a trailing slash, for example https://www.example.com.',
    ]);
  });

  it('a page address that climbs out of its folder is told the same way', () => {
    expect(
      schemaMessages('page', 'pages/x.yaml', [
        'route: /about/../x',
        'title: X',
        'description: D.',
        'blocks:',
        ...heroWith('/images/a.svg'),
      ]),
    ).toEqual([
      'pages/x.yaml:1:8  "route" is not written the right way, for example "/about": a path cannot go through ".." or "." or have "//" in it. The page\'s address on the site, starting with /, in lower case with dashes, for example /services/window-cleaning. The not-found page uses "*".',
    ]);
  });
});

/** A page of the project at `root` naming `src`, as the checker has it after the schema. */
function pageNaming(src: string): CheckedFile<unknown> {
  const parsed = parseYaml('pages/home.yaml', ['route: /', 'blocks:', ...heroWith(src), ''].join('\n'));
  return { file: 'pages/home.yaml', parsed, data: parsed.doc.toJS() };
}

describe('pictures and the public folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-paths-'));
  const publicDir = path.join(root, 'public');
  const elsewhere = path.join(root, 'elsewhere');
  mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  mkdirSync(elsewhere);
  writeFileSync(path.join(publicDir, 'images/roof.svg'), '<svg/>');
  writeFileSync(path.join(elsewhere, 'secret.png'), 'not for the site');
  symlinkSync(path.join(elsewhere, 'secret.png'), path.join(publicDir, 'images/logo.png'));
  symlinkSync(elsewhere, path.join(publicDir, 'images/shared'));
  symlinkSync(path.join(elsewhere, 'gone.png'), path.join(publicDir, 'images/gone.png'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const check = (src: string) => checkImages([pageNaming(src)], publicDir, picturesOnDisk).map(errorHeadline);

  it('a path that leads out of the public folder is refused, whether or not a file is there', () => {
    for (const src of [
      '/images/../../elsewhere/secret.png',
      '/images/../../elsewhere/nothing.png',
      '/../public2/x.png',
    ])
      expect(check(src)).toEqual([
        `pages/home.yaml:6:14  block 1 (hero), image 1: image "${src}" is outside the public folder: a picture's path starts with /images/ and stays below it`,
      ]);
  });

  it('a path that comes back into the public folder is a path to that picture', () => {
    expect(check('/images/../images/roof.svg')).toEqual([]);
  });

  it('a picture that is a link to a file elsewhere is refused, even if the file is not there', () => {
    expect(check('/images/logo.png')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/logo.png" leads through a link to another place (public/images/logo.png): put the picture itself in the public folder',
    ]);
    expect(check('/images/gone.png')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/gone.png" leads through a link to another place (public/images/gone.png): put the picture itself in the public folder',
    ]);
  });

  it('a link is never offered as the picture meant', () => {
    expect(check('/images/logo.pgn')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/logo.pgn" was not found in the public folder.',
    ]);
  });

  it('a picture in a folder that is a link is refused at the folder', () => {
    expect(check('/images/shared/secret.png')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/shared/secret.png" leads through a link to another place (public/images/shared): put the picture itself in the public folder',
    ]);
  });

  it('a picture that is not there is still said to be missing', () => {
    expect(check('/images/rof.svg')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/rof.svg" was not found in the public folder. Did you mean "/images/roof.svg"?',
    ]);
    expect(check('/images/roof.svg/inside.png')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/roof.svg/inside.png" was not found in the public folder.',
    ]);
    expect(check('/images/missing/logo.png/x.png')).toEqual([
      'pages/home.yaml:6:14  block 1 (hero), image 1: image "/images/missing/logo.png/x.png" was not found in the public folder.',
    ]);
  });
});

describe('links where the content should be', () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-links-'));
    outside = mkdtempSync(path.join(tmpdir(), 'content-links-outside-'));
    cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
    writeFileSync(path.join(outside, 'secret.yaml'), 'route: /secret\n');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
  const at = (name: string) => path.join(root, name);

  it('are listed and not followed: a linked page, a linked folder of pages, links among the pictures', () => {
    symlinkSync(path.join(outside, 'secret.yaml'), at('pages/secret.yaml'));
    symlinkSync(outside, at('pages/more'));
    symlinkSync(outside, at('public/images/shared'));
    mkdirSync(at('public/images/deep'));
    symlinkSync(path.join(outside, 'secret.yaml'), at('public/images/deep/logo.png'));
    symlinkSync(path.join(outside, 'secret.yaml'), at('public/robots.txt'));
    const files = contentFilesIn(root);
    expect(files.links).toEqual(
      [
        'pages/more',
        'pages/secret.yaml',
        'public/images/deep/logo.png',
        'public/images/shared',
        'public/robots.txt',
      ].map(at),
    );
    expect(files.pageFiles).toEqual(['pages/about.yaml', 'pages/home.yaml', 'pages/not-found.yaml'].map(at));
  });

  it('the pages folder, the public folder, its images folder or site.yaml as a link: listed, nothing read under it', () => {
    rmSync(at('pages'), { recursive: true });
    symlinkSync(outside, at('pages'));
    rmSync(at('site.yaml'));
    symlinkSync(path.join(outside, 'secret.yaml'), at('site.yaml'));
    rmSync(at('public/images'), { recursive: true });
    symlinkSync(outside, at('public/images'));
    expect(contentFilesIn(root)).toMatchObject({
      pageFiles: [],
      links: ['pages', 'public/images', 'site.yaml'].map(at),
    });
    rmSync(at('public'), { recursive: true });
    symlinkSync(outside, at('public'));
    expect(contentFilesIn(root).links).toEqual(['pages', 'public', 'site.yaml'].map(at));
  });

  it('are each refused by the check, in plain words, with no line of the file at the other end shown', () => {
    symlinkSync(path.join(outside, 'secret.yaml'), at('pages/secret.yaml'));
    symlinkSync(outside, at('public/images/shared'));
    const { errors, content } = loadContent(contentFilesIn(root));
    expect(content).toBeUndefined();
    expect(errors.map(errorHeadline)).toEqual([
      'pages/secret.yaml:1:1  this is a link to another place, not a file or folder of its own: put the page itself here',
      'public/images/shared:1:1  this is a link to another place, not a file or folder of its own: put the file itself here',
    ]);
    expect(formatErrors(errors, 'human', root)).not.toContain('route: /secret');
    expect(formatErrors(errors, 'human', root)).toContain(
      'pages/secret.yaml:1:1  this is a link to another place, not a file or folder of its own: put the page itself here\n\npublic/images/shared:1:1',
    );
  });

  it('site.yaml as a link is refused and not read', () => {
    rmSync(at('site.yaml'));
    symlinkSync(path.join(outside, 'secret.yaml'), at('site.yaml'));
    expect(loadContent(contentFilesIn(root)).errors.map(errorHeadline)).toEqual([
      'site.yaml:1:1  this is a link to another place, not a file or folder of its own: put site.yaml itself here',
    ]);
  });

  it("are neither listed nor read in the editor's list of pages", () => {
    symlinkSync(path.join(outside, 'secret.yaml'), at('pages/secret.yaml'));
    const files = (outline: ReturnType<typeof siteOutline>) =>
      [...outline.menu.flatMap((entry) => ('pages' in entry ? entry.pages : [entry])), ...outline.others].map(
        (page) => page.file,
      );
    expect(files(siteOutline(root)).sort()).toEqual(['pages/about.yaml', 'pages/home.yaml', 'pages/not-found.yaml']);
    const site = readFileSync(at('site.yaml'), 'utf8');
    rmSync(at('site.yaml'));
    writeFileSync(path.join(outside, 'site.yaml'), site);
    symlinkSync(path.join(outside, 'site.yaml'), at('site.yaml'));
    expect(siteOutline(root).menu).toEqual([]);
  });
});
