/** sitemap.xml and robots.txt, generated from the pages so a new page is listed without any code change. */
import { NOT_FOUND_ROUTE, type PageData, type Site } from '../content/model.ts';
import { canonicalUrl, escapeHtml } from './documentHead.ts';

/** Pages that exist for visitors but are not worth a search result (`noindex: true`, such as the thank-you page). */
function isListed(page: PageData): boolean {
  return page.route !== NOT_FOUND_ROUTE && !page.noindex;
}

export function sitemapXml(pages: PageData[], site: Site, lastModified: string): string {
  const urls = pages
    .filter(isListed)
    .map(
      (page) =>
        `  <url><loc>${escapeHtml(canonicalUrl(site, page.route))}</loc><lastmod>${lastModified}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.seo.siteUrl}/sitemap.xml\n`;
}
