/**
 * `noindex: true` keeps a page out of search results: it is left out of sitemap.xml and its head asks robots not
 * to list it. The quote form's thank-you page uses it; ordinary pages keep their canonical address.
 */
import content from 'virtual:site-content';
import { describe, expect, it } from 'vitest';
import { documentHead } from '../../src/prerender/documentHead';
import { sitemapXml } from '../../src/prerender/sitemap';

const page = (route: string) => content.pages.find((candidate) => candidate.route === route)!;
const siteUrl = content.site.seo.siteUrl;

describe('a page with noindex: true', () => {
  it('is the thank-you page, which thanks the visitor, repeats the 24-hour promise and links home', () => {
    const thankYou = page('/thank-you');
    expect(thankYou.noindex).toBe(true);
    const [first] = thankYou.blocks;
    expect(first.type === 'callToAction' && first.heading).toMatch(/Thank you.*24 hours/);
    expect(first.type === 'callToAction' && first.button?.href).toBe('/');
  });

  it('is left out of sitemap.xml, which still lists the other pages', () => {
    const sitemap = sitemapXml(content.pages, content.site, '2026-01-01');
    expect(sitemap).not.toContain(`${siteUrl}/thank-you`);
    expect(sitemap).toContain(`<loc>${siteUrl}/contact</loc>`);
  });

  it('asks robots not to list it, and offers no canonical address', () => {
    const head = documentHead(page('/thank-you'), content.site, {});
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
    const contact = documentHead(page('/contact'), content.site, {});
    expect(contact).not.toContain('name="robots"');
    expect(contact).toContain(`<link rel="canonical" href="${siteUrl}/contact" />`);
  });
});
