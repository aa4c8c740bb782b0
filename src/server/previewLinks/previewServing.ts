/**
 * GET /preview/<secret>/<a page's address>: the preview build's files for whoever holds an open link, read-only,
 * with no account. Every answer, a refusal included, is kept out of caches (`no-store, private`), out of search
 * engines (X-Robots-Tag) and sends no Referer, so the secret in the address never reaches another site.
 *
 * An unknown secret, one revoked or past its time, answers the live site's not-found page: nothing of the drafts,
 * and the same answer whichever it was. A link to one page answers that page and the files it needs (pictures,
 * code), and the not-found page for any other page. Each address asks at most `requestsPerMinute` a minute.
 */
import { createReadStream, type Dirent, readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { previewLinkPrefix } from '../../editorApi/previewLinks.ts';
import { readInlineScriptHashes } from '../../prerender/inlineScripts.ts';
import { rateLimitKey } from '../http/clientAddress.ts';
import { HttpError } from '../http/httpError.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';
import type { Route, RouteContext } from '../http/routeTable.ts';
import { contentTypeOf } from '../static/contentTypes.ts';
import { resolveStaticFile } from '../static/staticFiles.ts';
import type { PreviewBuilds } from './previewBuilds.ts';
import type { OpenPreviewLink, PreviewLinkStore } from './previewLinkStore.ts';
import { previewPageHtml, previewPolicy } from './previewPage.ts';

/** The longest address a preview answers: a secret (43) and a page's address with room to spare. */
export const maxPreviewPathChars = 1024;

export const previewHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store, private',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

export interface PreviewServingOptions {
  store: PreviewLinkStore;
  builds: PreviewBuilds;
  /** The live site's not-found page and its policy, answered for any link that is not open. */
  liveNotFound: () => { html: Buffer; policy?: string } | undefined;
  rateLimiter: RateLimiter;
}

/** The files of a build, listed once (a build never changes once made). */
interface BuildListing {
  names: Set<string>;
  scriptHashes: string[];
}

function listFiles(dir: string, relative = ''): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, name) : entry.isFile() ? [name] : [];
  });
}

export function previewRoute(options: PreviewServingOptions): Route {
  const listings = new Map<string, BuildListing>();
  const listingOf = (dir: string) => {
    let listing = listings.get(dir);
    if (!listing) {
      listing = { names: new Set(listFiles(dir)), scriptHashes: readInlineScriptHashes(dir) };
      // Only the newest builds are asked for: the two last listings are plenty.
      if (listings.size >= 2) listings.delete(listings.keys().next().value!);
      listings.set(dir, listing);
    }
    return listing;
  };

  function send(context: RouteContext, status: number, body: Buffer, headers: Record<string, string>) {
    context.response.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
    context.response.end(context.request.method === 'HEAD' ? undefined : body);
  }

  function notFound(context: RouteContext) {
    const page = options.liveNotFound();
    if (!page) throw new HttpError(404, 'There is nothing at this address.');
    if (page.policy) context.response.setHeader('Content-Security-Policy', page.policy);
    send(context, 404, page.html, { 'Content-Type': 'text/html; charset=utf-8' });
  }

  function sendPage(
    context: RouteContext,
    dir: string,
    file: string,
    status: number,
    prefix: string,
    link: OpenPreviewLink,
  ) {
    const html = previewPageHtml(readFileSync(path.join(dir, file), 'utf8'), prefix, link.expires);
    context.response.setHeader('Content-Security-Policy', previewPolicy(html, listingOf(dir).scriptHashes));
    send(context, status, Buffer.from(html), { 'Content-Type': 'text/html; charset=utf-8' });
  }

  async function handle(context: RouteContext) {
    const { response, facts } = context;
    for (const [name, value] of Object.entries(previewHeaders)) response.setHeader(name, value);
    const limit = options.rateLimiter.take(rateLimitKey(facts.address));
    if (!limit.allowed)
      throw new HttpError(429, 'Too many requests: wait a minute, then reload.', {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    const rest = facts.pathname.slice(previewLinkPrefix.length);
    const slash = rest.indexOf('/');
    const secret = slash < 0 ? rest : rest.slice(0, slash);
    const address = slash < 0 ? '/' : rest.slice(slash);
    const link = facts.pathname.length <= maxPreviewPathChars ? options.store.find(secret) : undefined;
    if (!link) return notFound(context);

    const dir = await options.builds.current();
    const { names } = listingOf(dir);
    const { file, status } = resolveStaticFile(names, address);
    const isPage = file.endsWith('.html');
    // A link to one page shows that page and what it is drawn with, and no other page of the drafts.
    if (
      link.scope.kind === 'page' &&
      isPage &&
      (status !== 200 || file !== resolveStaticFile(names, link.scope.route).file)
    )
      return notFound(context);
    const prefix = `${previewLinkPrefix}${secret}/`;
    if (isPage) return sendPage(context, dir, file, status, prefix, link);
    response.writeHead(200, { 'Content-Type': contentTypeOf(file) });
    if (context.request.method === 'HEAD') return void response.end();
    await new Promise<void>((resolve) => {
      createReadStream(path.join(dir, file))
        .on('error', () => {
          response.destroy();
          resolve();
        })
        .on('end', resolve)
        .pipe(response as ServerResponse);
    });
  }

  return { method: 'GET', path: `${previewLinkPrefix}*`, access: 'public', bodyLimit: 0, handle };
}
