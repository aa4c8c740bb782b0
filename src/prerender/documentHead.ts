/**
 * The <head> of a prerendered page, from the page's YAML and site.yaml: title, description, canonical address,
 * Open Graph and Twitter cards, the business's structured data (and the page's questions and answers, when it has
 * any, and the entry it shows, when it is an entry's page), the collections' feeds, and a preload for the hero's
 * first picture or an entry's main picture.
 */
import { largestJpeg, srcsetOf, type ImageManifest } from '../../blocks/ui/imageManifest.ts';
import { type CollectionData, NOT_FOUND_ROUTE, type PageData, type Site } from '../content/model.ts';
import { entryPagesOf } from './entryPages.ts';
import { faqStructuredData } from './faqStructuredData.ts';
import { businessStructuredData, entryStructuredData, jsonForScript } from './structuredData.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function canonicalUrl(site: Site, route: string): string {
  return route === '/' ? `${site.seo.siteUrl}/` : `${site.seo.siteUrl}${route}`;
}

/**
 * The absolute address of a picture of the content for other sites (social networks, feed readers, search
 * engines): its largest JPEG when the build made variants of it, as they want a raster picture of at least 1200 px;
 * the file itself otherwise.
 */
export function pictureUrl(site: Site, src: string, manifest: ImageManifest): string {
  const variants = manifest[src]?.variants;
  return `${site.seo.siteUrl}${variants ? largestJpeg(variants) : src}`;
}

/** The sizes the hero gives its pictures (blocks/Hero.tsx): they fill the width of the screen. */
const HERO_IMAGE_SIZES = '100vw';
/** The sizes an entry's header gives its main picture (blocks/EntryHeader.tsx): the width of the page's column. */
const ENTRY_IMAGE_SIZES = '(min-width: 1264px) 1200px, 100vw';

/** The picture a page loads at once (its hero's first, or its entry's main picture), with the sizes it is shown at. */
function firstScreenPicture(page: PageData): { src: string; sizes: string } | undefined {
  for (const block of page.blocks) {
    if (block.type === 'hero') return { src: block.images[0].src, sizes: HERO_IMAGE_SIZES };
    if (block.type === 'entryHeader' && block.entry?.image)
      return { src: block.entry.image.src, sizes: ENTRY_IMAGE_SIZES };
  }
  return undefined;
}

/**
 * The picture a page loads at once is its largest paint: asked for with the HTML, before the browser meets the
 * <picture> in the body. React adds no preload of its own for an <img> inside a <picture>, so this is the only one.
 * Only the AVIF is preloaded (type lets a browser without AVIF skip it): one file, the one the <picture> picks.
 */
function firstPicturePreload(page: PageData, manifest: ImageManifest): string | undefined {
  const picture = firstScreenPicture(page);
  const variants = picture && manifest[picture.src]?.variants;
  if (!picture || !variants) return undefined;
  // The same srcset and sizes as the picture's <source type="image/avif">, so the preloaded file is the one it uses.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcsetOf(variants, 'avif')}" imagesizes="${picture.sizes}" fetchpriority="high" />`;
}

/** A <script> of JSON-LD, or nothing when there is no data. */
function ldJsonScript(data: unknown): string | undefined {
  return data ? `<script type="application/ld+json">${jsonForScript(data)}</script>` : undefined;
}

/** A link to each collection's feed, on every page: feed readers find a site's feeds in its pages' heads. */
function feedLinks(collections: CollectionData[]): string[] {
  return collections.flatMap(({ feed }) =>
    feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.route)}" />`,
        ]
      : [],
  );
}

export function documentHead(
  page: PageData,
  site: Site,
  manifest: ImageManifest,
  collections: CollectionData[] = [],
): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const sharingImage = page.image ?? site.seo.defaultImage;
  const sharingEntry = manifest[sharingImage.src];
  const imageUrl = pictureUrl(site, sharingImage.src, manifest);
  const url = canonicalUrl(site, page.route === NOT_FOUND_ROUTE ? '/' : page.route);
  const entryOfPage = entryPagesOf(collections).get(page.route);

  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    // A page kept out of search results has no canonical address to offer either.
    page.route === NOT_FOUND_ROUTE || page.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('name', 'theme-color', site.theme.colors.navy),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.company.name),
    meta('property', 'og:locale', site.seo.locale),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    ...(sharingEntry
      ? [
          meta('property', 'og:image:width', String(sharingEntry.width)),
          meta('property', 'og:image:height', String(sharingEntry.height)),
        ]
      : []),
    meta('property', 'og:image:alt', sharingImage.alt),
    // X reads the title, description and picture from the Open Graph tags above; only the card type is its own.
    meta('name', 'twitter:card', 'summary_large_image'),
    ...feedLinks(collections),
    firstPicturePreload(page, manifest),
    `<script type="application/ld+json">${jsonForScript(businessStructuredData(site, imageUrl))}</script>`,
    // A page with questions and answers also offers them to search engines, as a FAQPage.
    ldJsonScript(faqStructuredData(page.blocks, url)),
    // An entry's page says what the entry is (a post, a project, an event) with its dates and picture.
    ldJsonScript(
      entryOfPage &&
        entryStructuredData(entryOfPage, site, {
          pageUrl: url,
          imageUrl: entryOfPage.entry.image && pictureUrl(site, entryOfPage.entry.image.src, manifest),
        }),
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}
