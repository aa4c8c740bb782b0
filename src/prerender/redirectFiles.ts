/**
 * The site's redirects (site.yaml's `redirects`, checked by src/content/redirectRules.ts) as each kind of host takes
 * them, all written by every build so the output works wherever it is put:
 * - redirects.json for the site's own server, which answers them itself (redirectLookup in src/content/redirects.ts);
 * - _redirects for a static host that reads it (Netlify, Cloudflare Pages);
 * - redirects.caddy for a Caddy that serves the output itself (imported inside its site block);
 * - a page at each old address that sends the browser on, for any other host. Search engines are told the new
 *   address (canonical) and to list the old one nowhere (noindex); it is in no sitemap, which lists pages only.
 */
import path from 'node:path';
import type { Site } from '../content/model.ts';
import { type Redirect, redirectsOf, withoutTrailingSlash } from '../content/redirects.ts';
import { canonicalUrl, escapeHtml } from './documentHead.ts';

/** The file the production server reads the redirects of the build it serves from. */
export const redirectsFile = 'redirects.json';
export const netlifyRedirectsFile = '_redirects';
export const caddyRedirectsFile = 'redirects.caddy';

export function redirectsJson(redirects: readonly Redirect[]): string {
  return `${JSON.stringify({ redirects: redirects.map(({ from, to, status }) => ({ from, to, status })) })}\n`;
}

export function netlifyRedirects(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to, status }) => `${from} ${to} ${status}`);
  return `# The site's redirects from site.yaml, written by npm run build: one "from to status" a line.\n${lines.map((line) => `${line}\n`).join('')}`;
}

export function caddyRedirects(redirects: readonly Redirect[]): string {
  const header = [
    "# The site's redirects from site.yaml, written by npm run build, for a Caddy that serves this folder itself.",
    "# Import this file inside the site's block, for example:",
    '#   www.example.com {',
    '#   \troot * /path/to/dist',
    '#   \timport /path/to/dist/redirects.caddy',
    '#   \tfile_server',
    '#   }',
  ];
  const lines = redirects.map(({ from, to, status }) => `redir ${from} ${to} ${status}`);
  return [...header, ...lines].map((line) => `${line}\n`).join('');
}

/** The absolute address of a redirect's target, for search engines: the site's own address before a path. */
function absoluteTarget(site: Site, to: string): string {
  return to.startsWith('/') ? canonicalUrl(site, to.replace(/#.*/, '')) : to;
}

/** The page at an old address: it sends the browser on at once, and says where to for anyone it does not. */
export function redirectPage(site: Site, redirect: Redirect): string {
  const target = escapeHtml(redirect.to);
  const absolute = escapeHtml(absoluteTarget(site, redirect.to));
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.seo.locale.replace('_', '-'))}">
<head>
<meta charset="utf-8">
<title>This page has moved</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${absolute}">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<p>This page has moved to <a href="${target}">${absolute}</a>.</p>
</body>
</html>
`;
}

/**
 * Where a static host looks for the old address's page: dist/old/index.html for /old, the file itself for an address
 * ending in .html. None for an address naming another kind of file (/price-list.pdf), which a page cannot stand in
 * for, nor for one whose decoded parts would lead outside the folder.
 */
export function redirectPageFile(distDir: string, from: string): string | undefined {
  let parts: string[];
  try {
    parts = withoutTrailingSlash(from).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (parts.some((part) => part === '.' || part === '..' || /[/\\\0]/.test(part))) return undefined;
  const last = parts.at(-1) ?? '';
  if (/\.html?$/i.test(last)) return path.join(distDir, ...parts);
  if (last.includes('.')) return undefined;
  return path.join(distDir, ...parts, 'index.html');
}

/** Every file of the site's redirects, by its path in the output, with its text. */
export function redirectFiles(distDir: string, site: Site): { file: string; text: string }[] {
  const redirects = redirectsOf(site);
  const pages = redirects.flatMap((redirect) => {
    const file = redirectPageFile(distDir, redirect.from);
    return file ? [{ file, text: redirectPage(site, redirect) }] : [];
  });
  return [
    { file: path.join(distDir, redirectsFile), text: redirectsJson(redirects) },
    { file: path.join(distDir, netlifyRedirectsFile), text: netlifyRedirects(redirects) },
    { file: path.join(distDir, caddyRedirectsFile), text: caddyRedirects(redirects) },
    ...pages,
  ];
}
