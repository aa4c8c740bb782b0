/**
 * The <head> of a prerendered page, from the page's YAML and site.yaml: title, description, canonical address.
 */
import type { PageData, Site } from '../content/model.ts';
import { NOT_FOUND_ROUTE } from '../content/model.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function canonicalUrl(site: Site, route: string): string {
  return route === '/' ? `${site.seo.siteUrl}/` : `${site.seo.siteUrl}${route}`;
}

export function documentHead(page: PageData, site: Site): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  ];
  if (page.route === NOT_FOUND_ROUTE) tags.push('<meta name="robots" content="noindex" />');
  else tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(site, page.route))}" />`);
  tags.push(`<meta name="theme-color" content="${site.theme.colors.navy}" />`);
  return tags.join('\n    ');
}
