/**
 * Serves the production build in dist/: every file is listed once at start, text files are kept in memory and
 * compressed (brotli, gzip) the first time someone asks, and each answer carries its validators (ETag,
 * Last-Modified) and caching rules. The build's redirects (siteRedirects.ts) answer before any file.
 *
 * The listing is a snapshot: after `npm run build`, restart the server (npm start does both). A publish loads the
 * new build with the site served until then: a file that is the same file on disk (a build of changed pages shares
 * the others with the build before, src/prerender/changedPages.ts) keeps what was made of it, compressed copies
 * included, so only the changed pages are read and compressed again. When the build says which files it wrote and
 * took away (a build of changed pages, src/prerender/changedPages.ts), only those are looked at: the rest of the
 * site served until now is taken over as it is, without listing a thousand folders again.
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { refusedUnlessGetOrHead } from '../http/readOnlyMethods.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';
import { readInlineScriptHashes } from '../../prerender/inlineScripts.ts';
import { contentSecurityPolicy, type CspOptions } from '../http/securityHeaders.ts';
import { chooseEncoding, compress, type Encoding } from './contentEncoding.ts';
import { contentTypeOf, isCompressible } from './contentTypes.ts';
import { formOriginsOf, inlineStylesOf, type PageInlineStyles } from './inlineContent.ts';
import { answerRedirect, readSiteRedirects, type SiteRedirects } from './siteRedirects.ts';
import { resolveStaticFile } from './staticFiles.ts';

export interface StaticFile {
  /** The file on disk (device, inode, size, time): equal only for the same bytes, shared by two builds. */
  identity: string;
  absolutePath: string;
  contentType: string;
  size: number;
  lastModified: Date;
  /** Strong for files in memory (a hash of the bytes), weak for files streamed from disk (size and time). */
  etag: string;
  /** Text files, kept in memory so they can be compressed once and answered from memory. */
  bytes?: Buffer;
  compressed: Map<Encoding, Promise<Buffer>>;
  /** For pages: the inline styles their policy must allow. */
  inline?: PageInlineStyles;
  /** For pages: the origins other than ours their forms post to. */
  formOrigins?: string[];
  /** For pages: the page's own Content-Security-Policy. */
  policy?: string;
}

export interface StaticSite {
  /** The build folder served. */
  dir: string;
  /**
   * Answers a GET or HEAD for `pathname` (already split from the query); `missed` hears of a request answered with
   * the not-found page (the office counts them, missedAddresses.ts).
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    missed?: (request: IncomingMessage, pathname: string) => void,
  ): Promise<void>;
  fileCount: number;
  pageCount: number;
  /** Origins other than our own that the pages' forms post to; the policy of every response allows them. */
  formOrigins: string[];
  /** The hashes of the inline scripts the pages may run, as the build listed them (src/prerender/inlineScripts.ts). */
  scriptHashes: string[];
  /** Resolves when every text file has its compressed copies (until then, a request waits for its own file only). */
  compressed: Promise<void>;
  /** Every file served, by its path: for the next build's site to take over what it shares. */
  files: ReadonlyMap<string, StaticFile>;
  /** The build's redirects (siteRedirects.ts), answered before any file. */
  redirects: SiteRedirects;
}

/** Every regular file under `dir` (no dotfiles, no symbolic links), as paths with forward slashes. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix + entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), `${relative}/`)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

async function loadFile(distDir: string, relativePath: string, earlier?: StaticFile): Promise<StaticFile> {
  const absolutePath = path.join(distDir, relativePath);
  const info = await stat(absolutePath);
  const identity = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
  if (earlier?.identity === identity) return { ...earlier, absolutePath };
  const contentType = contentTypeOf(relativePath);
  const file: StaticFile = {
    identity,
    absolutePath,
    contentType,
    size: info.size,
    lastModified: info.mtime,
    etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    compressed: new Map(),
  };
  if (isCompressible(contentType)) {
    file.bytes = await readFile(absolutePath);
    file.size = file.bytes.length;
    file.etag = `"${createHash('sha256').update(file.bytes).digest('base64url').slice(0, 22)}"`;
    if (relativePath.endsWith('.html')) {
      const html = file.bytes.toString('utf8');
      file.inline = inlineStylesOf(html);
      file.formOrigins = formOriginsOf(html);
    }
  }
  return file;
}

/**
 * Decided by the file that answers, never by the path as typed: /assets/..%2fabout is the About page, and must
 * not be cached for a year. Vite puts a content hash in every name under assets/, and the image step one in
 * every name under img/ (src/prerender/images.ts): a changed file gets a new name.
 */
const cacheControlFor = (file: string) =>
  file.startsWith('assets/') || file.startsWith('img/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Whether the browser's copy is still good: If-None-Match first, If-Modified-Since only without it. */
function notModified(request: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** The compressed bytes of a file, made once (whoever asks first starts it; everyone else waits for the same). */
function compressedVariant(file: StaticFile, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  let pending = file.compressed.get(encoding);
  if (!pending) {
    // Compressing cannot really fail; if it ever did, the file would simply go out uncompressed.
    pending = compress(file.bytes!, encoding).catch(() => file.bytes!);
    file.compressed.set(encoding, pending);
  }
  return pending;
}

/** The bytes to send for `encoding`, or the original when compressing would not make them smaller. */
async function bodyFor(file: StaticFile, encoding: Encoding): Promise<{ bytes: Buffer; encoding: Encoding }> {
  const original = file.bytes!;
  if (encoding === 'identity' || original.length < 256) return { bytes: original, encoding: 'identity' };
  const bytes = await compressedVariant(file, encoding);
  return bytes.length < original.length ? { bytes, encoding } : { bytes: original, encoding: 'identity' };
}

/**
 * Compresses every text file in the background right after start, pages and /assets first, two at a time, so
 * no visitor waits for brotli's best (and slowest) level: about 3 s for the whole site on a small machine.
 */
async function compressAll(files: Map<string, StaticFile>): Promise<void> {
  const neededFirst = (name: string) => (name.endsWith('.html') || name.startsWith('assets/') ? 0 : 1);
  const queue = [...files]
    .filter(([, file]) => file.bytes && file.bytes.length >= 256)
    .sort(([a], [b]) => neededFirst(a) - neededFirst(b))
    .map(([, file]) => file);
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await compressedVariant(file, 'gzip');
      await compressedVariant(file, 'br');
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Whether a path is served: dotfiles and what dot folders hold are not (listFiles leaves them out). */
const servedPath = (relativePath: string) => !relativePath.split('/').some((part) => part.startsWith('.'));

/**
 * The files of `distDir`: with `changes` from the build served until now, that build's files (taken over, at their
 * place in the new folder) but for those changed, read afresh; otherwise every file listed and looked at.
 */
async function filesOf(distDir: string, earlier?: StaticSite, changes?: BuildChanges) {
  const files = new Map<string, StaticFile>();
  if (earlier && changes && path.resolve(changes.from) === path.resolve(earlier.dir)) {
    const changed = new Set([...changes.written, ...changes.removed]);
    for (const [name, file] of earlier.files)
      if (!changed.has(name)) files.set(name, { ...file, absolutePath: path.join(distDir, name) });
    for (const name of changes.written.filter(servedPath))
      files.set(name, await loadFile(distDir, name, earlier.files.get(name)));
    return files;
  }
  for (const relativePath of await listFiles(distDir))
    files.set(relativePath, await loadFile(distDir, relativePath, earlier?.files.get(relativePath)));
  return files;
}

export async function loadStaticSite(
  distDir: string,
  cspOptions: Partial<CspOptions> = {},
  /** The site served until now, whose files this build may share. */
  earlier?: StaticSite,
  log: (message: string) => void = console.log,
  /** What the build changed in `earlier`'s, when it built only some pages. */
  changes?: BuildChanges,
): Promise<StaticSite> {
  const files = await filesOf(distDir, earlier, changes);
  const names = new Set(files.keys());

  const pages = [...files.values()].filter((file) => file.inline);
  const formOrigins = [
    ...new Set([...(cspOptions.formOrigins ?? []), ...pages.flatMap((file) => file.formOrigins ?? [])]),
  ];
  // The inline scripts the prerenderer wrote, as it listed them; a script found in a page but not listed stays blocked.
  const scriptHashes = readInlineScriptHashes(distDir);
  // A page taken over keeps its policy while what every page's policy shares is unchanged.
  const samePolicies =
    earlier !== undefined &&
    formOrigins.join(' ') === earlier.formOrigins.join(' ') &&
    scriptHashes.join(' ') === earlier.scriptHashes.join(' ');
  for (const page of pages)
    if (!(samePolicies && page.policy))
      page.policy = contentSecurityPolicy({ formOrigins }, { ...page.inline, scripts: scriptHashes });
  const redirects = readSiteRedirects(distDir, log);

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    missed?: (request: IncomingMessage, pathname: string) => void,
  ) {
    if (refusedUnlessGetOrHead(request, response)) return;
    const redirect = redirects.find(pathname);
    if (redirect) return answerRedirect(request, response, redirect);
    const { file: name, status } = resolveStaticFile(names, pathname);
    if (status === 404) missed?.(request, pathname);
    const file = files.get(name);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Cache-Control', status === 200 ? cacheControlFor(name) : 'no-cache');
    response.setHeader('Last-Modified', file.lastModified.toUTCString());
    if (file.policy) response.setHeader('Content-Security-Policy', file.policy);

    if (!file.bytes) {
      response.setHeader('ETag', file.etag);
      if (status === 200 && notModified(request, file.etag, file.lastModified)) {
        response.writeHead(304).end();
        return;
      }
      response.writeHead(status, { 'Content-Length': file.size });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(file.absolutePath)
        .on('error', () => response.destroy())
        .pipe(response);
      return;
    }

    response.setHeader('Vary', 'Accept-Encoding');
    const { bytes, encoding } = await bodyFor(
      file,
      chooseEncoding(request.headers['accept-encoding'] as string | undefined),
    );
    // Each encoding is a different series of bytes, so it gets its own tag.
    const etag = encoding === 'identity' ? file.etag : file.etag.replace(/"$/, `-${encoding}"`);
    response.setHeader('ETag', etag);
    if (status === 200 && notModified(request, etag, file.lastModified)) {
      response.writeHead(304).end();
      return;
    }
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    response.writeHead(status, { 'Content-Length': bytes.length });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  }

  return {
    dir: distDir,
    serve,
    fileCount: files.size,
    pageCount: pages.length,
    formOrigins,
    scriptHashes,
    compressed: compressAll(files),
    files,
    redirects,
  };
}
