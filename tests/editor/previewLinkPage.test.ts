/**
 * A page as a preview link shows it (src/server/previewLinks/previewPage.ts): what a person following its links,
 * a search engine and the browser's security policy each see.
 */
import { describe, expect, it } from 'vitest';
import { cspHash } from '../../src/server/http/securityHeaders';
import {
  addressesUnderPrefix,
  bandMarkup,
  bandStyle,
  previewPageHtml,
  previewPolicy,
} from '../../src/server/previewLinks/previewPage';

const prefix = '/preview/SECRET/';

describe('a previewed page', () => {
  it('keeps every link, picture, form and script of the site under the link’s address', () => {
    const html =
      '<a href="/about">About</a><img src="/img/a-480.jpg" srcset="/img/a-480.avif 480w, /img/a-750.avif 750w">' +
      '<form action="/api/quote"></form><link rel="preload" imagesrcset="/img/b-240.avif 240w">' +
      '<script type="module" data-entry="/assets/index.js" data-preload="/assets/a.js /assets/b.js">go()</script>';
    expect(addressesUnderPrefix(html, prefix)).toBe(
      '<a href="/preview/SECRET/about">About</a><img src="/preview/SECRET/img/a-480.jpg" ' +
        'srcset="/preview/SECRET/img/a-480.avif 480w, /preview/SECRET/img/a-750.avif 750w">' +
        '<form action="/preview/SECRET/api/quote"></form>' +
        '<link rel="preload" imagesrcset="/preview/SECRET/img/b-240.avif 240w">' +
        '<script type="module" data-entry="/preview/SECRET/assets/index.js" ' +
        'data-preload="/preview/SECRET/assets/a.js /preview/SECRET/assets/b.js">go()</script>',
    );
  });

  it('leaves other sites’ addresses, anchors and the text of the scripts that run as they are', () => {
    const script = '<script>document.querySelector(\'a[href="/x"]\')</script>';
    const html = `<a href="https://example.com/">x</a><a href="//cdn.example/x">y</a><a href="#top">z</a>${script}`;
    expect(addressesUnderPrefix(html, prefix)).toBe(html);
  });

  it('moves the links of a menu kept as a template, which never runs', () => {
    const html = '<script type="text/html" data-phone-menu><a href="/contact">Contact</a></script>';
    expect(addressesUnderPrefix(html, prefix)).toContain('href="/preview/SECRET/contact"');
  });

  it('tells search engines to leave it, and starts with the band, before the page’s own content', () => {
    const page = previewPageHtml(
      '<html><head><title>T</title></head><body class="x"><header>H</header></body></html>',
      prefix,
      new Date('2026-12-06T12:00:00Z'),
    );
    expect(page).toContain('<head><meta name="robots" content="noindex, nofollow"><style>');
    expect(page).toContain('<body class="x"><div class="preview-link-band" role="region" aria-label="Preview">');
    expect(page.indexOf('preview-link-band" role')).toBeLessThan(page.indexOf('<header>'));
    expect(bandMarkup(new Date('2026-12-06T12:00:00Z'))).toContain(
      'Preview — not on the site yet.</strong> This link works until December 6, 2026.',
    );
  });

  it('allows the band’s style and the listed scripts, and lets the page send nothing anywhere', () => {
    const policy = previewPolicy('<style>a{}</style>', ["'sha256-abc'"]);
    expect(policy).toContain(cspHash(bandStyle));
    expect(policy).toContain(cspHash('a{}'));
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("base-uri 'none'");
  });
});
