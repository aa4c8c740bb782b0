/**
 * A page of a preview build as a preview link shows it: kept out of search engines (`<meta name="robots">`), with a
 * band at its top saying it is a preview and until when the link works, and every address of this site in it
 * (links, pictures, the page's script, forms) put under the link's own prefix, so a visitor following a link stays
 * in the preview and never lands on the live site thinking it is the new one.
 *
 * The pages come from our own build, where React escapes every quote in attribute values, so a simple pattern finds
 * the attributes; the site's executable inline scripts are left exactly as they are (their hashes allow them), and
 * their policy (previewPolicy) sends nothing anywhere: a quote form filled in a preview is not sent.
 */
import { contentSecurityPolicy, cspHash } from '../http/securityHeaders.ts';
import { inlineStylesOf } from '../static/inlineContent.ts';

/** Attributes whose value is one address. */
const addressAttributes = ['href', 'src', 'action', 'poster', 'data-entry'];
/** Attributes whose value is a list of addresses (with widths, or separated by spaces). */
const listAttributes = ['srcset', 'imagesrcset', 'data-preload'];

/** An address of this site from its root ("/about", "/img/a.jpg"), not one of another site ("//cdn…"). */
const isRootRelative = (address: string) => address.startsWith('/') && !address.startsWith('//');

function underPrefix(address: string, prefix: string): string {
  return isRootRelative(address) ? `${prefix}${address.slice(1)}` : address;
}

/** Each address of a srcset ("/img/a-480.avif 480w, /img/a-750.avif 750w") or a list separated by spaces. */
function listUnderPrefix(value: string, prefix: string): string {
  return value.replace(
    /(^|[\s,])(\/[^\s,]*)/g,
    (_whole, before: string, address: string) => `${before}${underPrefix(address, prefix)}`,
  );
}

/** The markup outside the executable scripts: every address attribute put under `prefix` ("/preview/<secret>/"). */
function markupUnderPrefix(markup: string, prefix: string): string {
  const names = [...addressAttributes, ...listAttributes].join('|');
  return markup.replace(new RegExp(`(\\s(${names})=")([^"]*)"`, 'gi'), (_whole, start: string, name: string, value) =>
    listAttributes.includes(name.toLowerCase())
      ? `${start}${listUnderPrefix(value, prefix)}"`
      : `${start}${underPrefix(value, prefix)}"`,
  );
}

/** A script the browser runs: no type, or a JavaScript or module type (not JSON, not a template of markup). */
const runs = (openingTag: string) => {
  const type = /\stype="([^"]*)"/i.exec(openingTag)?.[1]?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'speculationrules';
};

export function addressesUnderPrefix(html: string, prefix: string): string {
  let result = '';
  let from = 0;
  for (const script of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)) {
    const openingTag = /^<script\b[^>]*>/i.exec(script[0])![0];
    const at = script.index!;
    // The opening tag's attributes (data-entry) are markup; the text of a script that runs is left alone.
    result += markupUnderPrefix(html.slice(from, at), prefix);
    result += runs(openingTag)
      ? markupUnderPrefix(openingTag, prefix) + script[0].slice(openingTag.length)
      : markupUnderPrefix(script[0], prefix);
    from = at + script[0].length;
  }
  return result + markupUnderPrefix(html.slice(from), prefix);
}

/** The band's own style: plain, high contrast, in the flow of the page (it pushes the page down, covers nothing). */
export const bandStyle =
  '.preview-link-band{box-sizing:border-box;margin:0;padding:10px 16px;background:#fff4cc;color:#1c1917;' +
  'border-bottom:3px solid #92400e;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'text-align:center}.preview-link-band p{margin:0;max-width:1200px;margin-inline:auto}' +
  '.preview-link-band strong{font-weight:700}';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "December 6, 2026": the day the link stops working, as the office would say it. */
export function expiryWords(expires: Date): string {
  return expires.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function bandMarkup(expires: Date): string {
  return (
    '<div class="preview-link-band" role="region" aria-label="Preview">' +
    `<p><strong>Preview — not on the site yet.</strong> ${escapeText(`This link works until ${expiryWords(expires)}.`)}</p></div>`
  );
}

/** The page as a preview link shows it. */
export function previewPageHtml(html: string, prefix: string, expires: Date): string {
  const moved = addressesUnderPrefix(html, prefix);
  const head = `<meta name="robots" content="noindex, nofollow"><style>${bandStyle}</style>`;
  const withHead = /<head\b[^>]*>/i.test(moved) ? moved.replace(/<head\b[^>]*>/i, (tag) => tag + head) : head + moved;
  return /<body\b[^>]*>/i.test(withHead)
    ? withHead.replace(/<body\b[^>]*>/i, (tag) => tag + bandMarkup(expires))
    : bandMarkup(expires) + withHead;
}

/**
 * The page's Content-Security-Policy: the site's own (its inline styles, the scripts the build listed), with the
 * band's style, and nothing sent anywhere (no fetch, no form), no <base> that could lead elsewhere.
 */
export function previewPolicy(page: string, scriptHashes: string[]): string {
  const inline = inlineStylesOf(page);
  return contentSecurityPolicy(
    { formOrigins: [] },
    { ...inline, styles: [...inline.styles, cspHash(bandStyle)], scripts: scriptHashes },
  )
    .replace("connect-src 'self'", "connect-src 'none'")
    .replace("form-action 'self'", "form-action 'none'")
    .replace("base-uri 'self'", "base-uri 'none'");
}
