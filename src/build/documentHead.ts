/**
 * The <head> of a prerendered page, from the page's YAML and site.yaml: title, description, canonical address,
 * Open Graph and Twitter cards, the business's structured data, and a preload for the hero's first picture.
 */
import type { ImageVariants, ImageManifest } from './images.ts';
import { NOT_FOUND_ROUTE, type PageData, type Site } from '../content/model.ts';
import { businessStructuredData, jsonForScript } from './structuredData.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function canonicalUrl(site: Site, route: string): string {
  return route === '/' ? `${site.seo.siteUrl}/` : `${site.seo.siteUrl}${route}`;
}

/** The largest JPEG of an image: social networks want a raster picture of at least 1200 px. */
function largestJpeg(variants: ImageVariants | undefined): string | undefined {
  return variants?.srcset.jpeg.split(', ').at(-1)?.split(' ')[0];
}

function heroImagePreload(page: PageData, manifest: ImageManifest): string | undefined {
  const hero = page.blocks.find((block) => block.type === 'hero');
  const first = hero && hero.type === 'hero' ? manifest[hero.images[0].src] : undefined;
  if (!first) return undefined;
  // The same srcset and sizes as the hero's <picture>, so the preloaded file is the one the page uses.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${first.srcset.avif}" imagesizes="100vw" fetchpriority="high" />`;
}

export function documentHead(page: PageData, site: Site, manifest: ImageManifest): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const sharingImage = page.image ?? site.seo.defaultImage;
  const imagePath = largestJpeg(manifest[sharingImage.src]) ?? sharingImage.src;
  const imageUrl = `${site.seo.siteUrl}${imagePath}`;
  const variants = manifest[sharingImage.src];
  const url = canonicalUrl(site, page.route === NOT_FOUND_ROUTE ? '/' : page.route);

  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.route === NOT_FOUND_ROUTE ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('name', 'theme-color', site.theme.colors.navy),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.company.name),
    meta('property', 'og:locale', site.seo.locale),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    ...(variants ? [meta('property', 'og:image:width', String(variants.width)), meta('property', 'og:image:height', String(variants.height))] : []),
    meta('property', 'og:image:alt', sharingImage.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', imageUrl),
    heroImagePreload(page, manifest),
    `<script type="application/ld+json">${jsonForScript(businessStructuredData(site, imageUrl))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
