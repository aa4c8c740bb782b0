/**
 * The pictures of the production build as a browser meets them: every <img> with its size and text, every file
 * it names in dist/img/, the hero's first picture asked for early and once, everything below the first block
 * loaded lazily, and the files cached by browsers for a year.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite } from '../../src/server/static/staticSite';
import { readDocument, routeHtmlFiles } from './distFiles';

const dist = path.resolve(__dirname, '../../dist');
const window = new Window();
const pages = routeHtmlFiles(dist).map((file) => ({
  name: path.relative(dist, file),
  document: readDocument(window, file),
}));
afterAll(() => window.happyDOM.close());

/** The addresses in a srcset: "/img/a-480.avif 480w, /img/a-960.avif 960w" → ["/img/a-480.avif", "/img/a-960.avif"]. */
const srcsetUrls = (srcset: string | null) => (srcset ? srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) : []);

function imageUrlsOf(document: Document): string[] {
  const urls = [
    ...[...document.querySelectorAll('img')].flatMap((img) => [img.getAttribute('src')!, ...srcsetUrls(img.getAttribute('srcset'))]),
    ...[...document.querySelectorAll('source')].flatMap((source) => srcsetUrls(source.getAttribute('srcset'))),
    ...[...document.querySelectorAll('link[rel="preload"][as="image"]')].flatMap((link) => srcsetUrls(link.getAttribute('imagesrcset'))),
  ];
  const sharing = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
  if (sharing) urls.push(new URL(sharing).pathname);
  return urls;
}

const imagePreloads = (document: Document) => [...document.querySelectorAll('link[rel="preload"][as="image"]')];
const blocksOf = (document: Document) => [...document.querySelector('main')!.children];

describe('pictures in the prerendered pages', () => {
  it.each(pages.map((page) => [page.name, page.document] as const))('%s: every <img> has a width, a height and alt text', (_name, document) => {
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('alt'), img.outerHTML).toBeTruthy();
      expect(Number(img.getAttribute('width')), img.outerHTML).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height')), img.outerHTML).toBeGreaterThan(0);
    }
  });

  it.each(pages.map((page) => [page.name, page.document] as const))(
    '%s: every picture offers AVIF and WebP at the same sizes, and one JPEG for any other browser',
    (_name, document) => {
      for (const img of document.querySelectorAll('main img')) {
        const picture = img.parentElement!;
        expect(picture.tagName, img.outerHTML).toBe('PICTURE');
        const sources = [...picture.querySelectorAll('source')];
        expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
        expect(img.getAttribute('src')).toMatch(/^\/img\/.+-750\.jpg$/);
        expect(img.hasAttribute('srcset'), 'the JPEG is a single file').toBe(false);
        const sizes = sources[0].getAttribute('sizes');
        expect(sizes).toBeTruthy();
        expect(sources[1].getAttribute('sizes')).toBe(sizes);
      }
    },
  );

  it.each(pages.map((page) => [page.name, page.document] as const))('%s: every image file it names is in dist/', (_name, document) => {
    const missing = imageUrlsOf(document).filter((url) => !existsSync(path.join(dist, url)));
    expect(missing).toEqual([]);
  });

  it('reserves for each picture the shape of its own files', async () => {
    const checked = new Set<string>();
    for (const { document } of pages) {
      for (const img of document.querySelectorAll('main img')) {
        const largest = srcsetUrls(img.parentElement!.querySelector('source')!.getAttribute('srcset')).at(-1)!;
        if (checked.has(largest)) continue;
        checked.add(largest);
        const { width, height } = await sharp(path.join(dist, largest)).metadata();
        expect([img.getAttribute('width'), img.getAttribute('height')], largest).toEqual([String(width), String(height)]);
      }
    }
    expect(checked.size).toBeGreaterThan(5);
  });

  it("the home page asks for the hero's first picture in its head, once, with high priority: the file the hero shows", () => {
    const home = pages.find((page) => page.name === 'index.html')!.document;
    const preloads = imagePreloads(home);
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload.parentElement!.tagName).toBe('HEAD');
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    expect(preload.getAttribute('type')).toBe('image/avif');

    const heroImg = blocksOf(home)[0].querySelector('img')!;
    const heroAvif = heroImg.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(preload.getAttribute('imagesrcset')).toBe(heroAvif.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(heroAvif.getAttribute('sizes'));
    expect(heroImg.getAttribute('loading')).toBe('eager');
    expect(heroImg.getAttribute('fetchpriority')).toBe('high');
  });

  it.each(pages.map((page) => [page.name, page.document] as const))(
    '%s: only the hero’s first picture loads at once; every picture below the first block loads lazily',
    (_name, document) => {
      const [first, ...rest] = blocksOf(document);
      for (const block of rest) {
        for (const img of block.querySelectorAll('img')) {
          expect(img.getAttribute('loading'), img.outerHTML).toBe('lazy');
          expect(img.hasAttribute('fetchpriority'), img.outerHTML).toBe(false);
        }
      }
      const eager = [...document.querySelectorAll('img')].filter((img) => img.getAttribute('loading') !== 'lazy');
      expect(eager.length).toBeLessThanOrEqual(1);
      // A page preloads exactly the picture it loads at once: none, or its one eager picture.
      expect(imagePreloads(document)).toHaveLength(eager.length);
      if (eager.length) expect(first.contains(eager[0])).toBe(true);
    },
  );

  it('AVIF is smaller than WebP for the home hero at every width, and WebP than the JPEG', () => {
    const home = pages.find((page) => page.name === 'index.html')!.document;
    const picture = blocksOf(home)[0].querySelector('picture')!;
    const bytes = (url: string) => statSync(path.join(dist, url)).size;
    const avif = srcsetUrls(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).map(bytes);
    const webp = srcsetUrls(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).map(bytes);
    avif.forEach((size, i) => expect(size).toBeLessThan(webp[i]));
    // The JPEG the <img> carries is the 750 px one, the widest up to 960.
    expect(webp[2]).toBeLessThan(bytes(picture.querySelector('img')!.getAttribute('src')!));
  });

  it('keeps the image manifest that ships to the browser under 2 KB (gzip)', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const withManifest = assets.map((name) => readFileSync(path.join(dist, 'assets', name), 'utf8')).filter((code) => code.includes('/img/'));
    // One chunk carries it, and only the pages with pictures load it.
    expect(withManifest).toHaveLength(1);
    const literal = withManifest[0].match(/JSON\.parse\((['"`])(.*?\/img\/.*?)\1\)/s)![2];
    expect(gzipSync(literal, { level: 9 }).length).toBeLessThan(2048);
  });
});

describe('serving the picture files', () => {
  const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
  const extensions = Object.keys(types) as (keyof typeof types)[];
  const names = extensions.map((extension) => readdirSync(path.join(dist, 'img')).find((file) => file.endsWith(`.${extension}`))!);
  let servedDir: string;
  let server: Server;
  beforeAll(async () => {
    // One file of each format, served as the production server serves dist/ (the pages are not needed here).
    servedDir = mkdtempSync(path.join(tmpdir(), 'site-img-'));
    mkdirSync(path.join(servedDir, 'img'));
    for (const name of names) copyFileSync(path.join(dist, 'img', name), path.join(servedDir, 'img', name));
    const site = await loadStaticSite(servedDir);
    server = createServer((request, response) => void site.serve(request, response, new URL(request.url!, 'http://localhost').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(servedDir, { recursive: true, force: true });
  });

  it.each(extensions.map((extension, i) => [extension, names[i]] as const))(
    '.%s files are served with their type, cached for a year without asking again (a changed picture gets a new name)',
    async (extension, name) => {
      const response = await new Promise<{ status?: number; headers: Record<string, unknown> }>((resolve, reject) =>
        httpGet({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: `/img/${name}` }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers }));
        }).on('error', reject),
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(types[extension]);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );
});
