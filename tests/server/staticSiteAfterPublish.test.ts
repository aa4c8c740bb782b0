// @vitest-environment node
/**
 * After a publish the server loads the new build with the site it served until then (src/server/static/
 * staticSite.ts): what the two builds share on disk (hard links, as a build of changed pages makes them) keeps its
 * compressed copies, and every file that is new is read afresh, even one of the very same size and name. Told what a
 * build of changed pages wrote and took away, it serves exactly what listing the new folder would find.
 */
import { linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticSite, type StaticSite } from '../../src/server/static/staticSite';
import { removeDir, tempDir, writeFakeDist } from './helpers';
import { send } from './rawHttp';

let earlierDir: string;
let laterDir: string;
let served: StaticSite;
let server: Server;
let port: number;

/** The later build: the earlier one's files as hard links, but for about/index.html, rewritten at the same size. */
function laterBuildOf(earlier: string): string {
  const later = tempDir('later-build');
  for (const entry of readdirSync(earlier, { recursive: true, withFileTypes: true })) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(later, path.relative(earlier, from));
    if (entry.isDirectory()) mkdirSync(to, { recursive: true });
    else if (!to.endsWith(path.join('about', 'index.html'))) linkSync(from, to);
  }
  return later;
}

const get = (pathname: string, encoding = 'identity') =>
  send(port, { path: pathname, headers: { 'accept-encoding': encoding } });

beforeAll(async () => {
  earlierDir = writeFakeDist();
  laterDir = laterBuildOf(earlierDir);
  served = await loadStaticSite(earlierDir);
  server = createServer((request, response) => void served.serve(request, response, request.url!.split('?')[0]));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  removeDir(earlierDir);
  removeDir(laterDir);
});

describe('the site after a publish', () => {
  it('serves a changed page of the same size with its new words, compressed or not', async () => {
    const before = await get('/about', 'br');
    await served.compressed;
    const old = brotliDecompressSync(before.body).toString('utf8');
    const changed = old.replace('We repair', 'We rebuild'.slice(0, 'We repair'.length));
    expect(changed.length).toBe(old.length);
    expect(changed).not.toBe(old);
    writeFileSync(path.join(laterDir, 'about/index.html'), changed);

    served = await loadStaticSite(laterDir, {}, served);
    const plain = await get('/about');
    expect(plain.body.toString('utf8')).toBe(changed);
    const compressed = await get('/about', 'br');
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(changed);
    expect(compressed.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps what it made of a file both builds share, its tag included', async () => {
    const earlier = await loadStaticSite(earlierDir);
    await earlier.compressed;
    const later = await loadStaticSite(laterDir, {}, earlier);
    expect(later.files.get('index.html')!.compressed).toBe(earlier.files.get('index.html')!.compressed);
    expect(later.files.get('index.html')!.etag).toBe(earlier.files.get('index.html')!.etag);
    expect(later.files.get('index.html')!.absolutePath).toBe(path.join(laterDir, 'index.html'));
    expect(later.files.get('about/index.html')!.compressed).not.toBe(earlier.files.get('about/index.html')!.compressed);
  });

  it('told which files a build of changed pages wrote and took away, serves exactly the files of its folder', async () => {
    const earlier = await loadStaticSite(earlierDir);
    const later = laterBuildOf(earlierDir);
    try {
      writeFileSync(path.join(later, 'about/index.html'), '<!doctype html><title>About</title><h1>Rebuilt</h1>');
      mkdirSync(path.join(later, 'news/first-post'), { recursive: true });
      writeFileSync(path.join(later, 'news/first-post/index.html'), '<!doctype html><title>News</title><h1>New</h1>');
      writeFileSync(path.join(later, '.site-build.json'), '{}');
      rmSync(path.join(later, 'thank-you'), { recursive: true });
      const changes = {
        from: earlierDir,
        written: ['about/index.html', 'news/first-post/index.html', '.site-build.json'],
        removed: ['thank-you/index.html'],
      };

      const told = await loadStaticSite(later, {}, earlier, () => undefined, changes);
      const listed = await loadStaticSite(later, {}, earlier, () => undefined);
      const described = (site: StaticSite) =>
        [...site.files].map(([name, file]) => [name, file.absolutePath, file.identity, file.etag, file.policy]).sort();
      expect(described(told)).toEqual(described(listed));
      expect(told.files.has('thank-you/index.html')).toBe(false);
      expect(told.files.get('news/first-post/index.html')!.bytes!.toString()).toContain('<h1>New</h1>');
      expect(told.files.has('.site-build.json')).toBe(false);
      expect(told.pageCount).toBe(listed.pageCount);
    } finally {
      removeDir(later);
    }
  });
});
