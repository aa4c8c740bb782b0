/**
 * sitemap.xml and robots.txt, generated from the pages so a new page is listed without any code change. An entry's
 * page says when its entry last changed, so search engines come back for it then and not on every build.
 */
import { type CollectionData, NOT_FOUND_ROUTE, type PageData, type Site } from '../content/model.ts';
import { canonicalUrl, escapeHtml } from './documentHead.ts';
import { entryPagesOf } from './entryPages.ts';

/** Pages that exist for visitors but are not worth a search result (`noindex: true`, such as the thank-you page). */
function isListed(page: PageData): boolean {
  return page.route !== NOT_FOUND_ROUTE && !page.noindex;
}

/** `lastModified` is the day of the build, for every page but an entry's, which has its entry's `updated`. */
export function sitemapXml(
  pages: PageData[],
  site: Site,
  lastModified: string,
  collections: CollectionData[] = [],
): string {
  const entries = entryPagesOf(collections);
  const urls = pages.filter(isListed).map((page) => {
    const changed = entries.get(page.route)?.entry.updated ?? lastModified;
    return `  <url><loc>${escapeHtml(canonicalUrl(site, page.route))}</loc><lastmod>${escapeHtml(changed)}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.seo.siteUrl}/sitemap.xml\n`;
}
