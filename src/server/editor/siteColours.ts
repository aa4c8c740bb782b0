/**
 * The editor in the site's own colours: a small style sheet that sets the editor's brand colours (the top bar, the
 * Save and Publish buttons) from site.yaml's theme, so a clinic's office works in its clinic's colours and not in
 * another business's. The check keeps white words on these colours readable (src/content/themeContrast.ts); a colour
 * that is not #rrggbb, or a site.yaml that cannot be read, leaves the editor's own (src/editor/editor.css).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Route } from '../http/routeTable.ts';

export const siteColoursPath = '/edit/site-colours.css';

/** The editor's colour (a CSS custom property of editor.css) each theme colour gives. */
const editorColourOf = { navy: '--navy', accent: '--copper', accentHover: '--copper-dark' } as const;
const hexColour = /^#[0-9a-fA-F]{6}$/;

/** The style sheet for the theme in `siteFile`; empty when it names no usable colour. */
export function siteColoursCss(siteFile: string): string {
  let colours: Record<string, unknown> | undefined;
  try {
    colours = (parse(readFileSync(siteFile, 'utf8')) as { theme?: { colors?: Record<string, unknown> } } | null)?.theme
      ?.colors;
  } catch {
    return '';
  }
  // Only a #rrggbb value reaches the style sheet: nothing of site.yaml can write any other CSS.
  const declarations = Object.entries(editorColourOf).flatMap(([theme, property]) => {
    const colour = colours?.[theme];
    return typeof colour === 'string' && hexColour.test(colour) ? [`${property}: ${colour.toLowerCase()};`] : [];
  });
  return declarations.length ? `:root { ${declarations.join(' ')} }\n` : '';
}

/**
 * A saved change of the theme shows at the next page load. Anyone may ask for the sheet (the sign-in page has it
 * too), so site.yaml is read and parsed again only when its stat changed, not at every request.
 */
export function siteColoursRoute(contentRoot: string): Route {
  const siteFile = path.join(contentRoot, 'site.yaml');
  let last: { stamp: string; css: string } | undefined;
  const currentCss = () => {
    const stats = statSync(siteFile, { bigint: true, throwIfNoEntry: false });
    const stamp = stats ? `${stats.mtimeNs}:${stats.ctimeNs}:${stats.size}:${stats.ino}` : 'none';
    if (last?.stamp !== stamp) last = { stamp, css: siteColoursCss(siteFile) };
    return last.css;
  };
  return {
    method: 'GET',
    path: siteColoursPath,
    access: 'anyone',
    bodyLimit: 0,
    handle({ response }) {
      response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(currentCss());
    },
  };
}
