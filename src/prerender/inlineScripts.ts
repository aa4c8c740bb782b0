/**
 * The inline scripts the prerenderer itself writes into every page (the start script of the template, and the head's
 * Speculation Rules, font and first-screen scripts: pageDocument.ts), listed by their CSP hashes in a file beside the
 * build (`.inline-scripts.json`, a dotfile: never served). The server's policy allows these and no other inline
 * script: the list is made from the prerenderer's own pieces, never from a finished page, so a script that found its
 * way into a page's content is not on it and does not run.
 *
 * Read by the server when it loads a build (src/server/static/staticSite.ts), so this module imports nothing of the
 * renderer.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cspHash } from '../server/http/securityHeaders.ts';

export const inlineScriptsFile = '.inline-scripts.json';

/** The CSP hashes of every inline script (one without `src`) in the given pieces of HTML. */
export function inlineScriptHashes(pieces: string[]): string[] {
  const texts = pieces.flatMap((html) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes))
      .map(([, , text]) => text),
  );
  return [...new Set(texts.map(cspHash))];
}

/** A hash as cspHash spells it; anything else in the file (which would end up in a header) is left out. */
const hashSource = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** The hashes a build in `distDir` lists; none for a folder without the list (its pages may run no inline script). */
export function readInlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, inlineScriptsFile);
  if (!existsSync(file)) return [];
  const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(listed) ? listed.filter((hash) => typeof hash === 'string' && hashSource.test(hash)) : [];
}
