/**
 * What changed between two versions of the content, for the development server's live update: the content plugin
 * sends it to the browser after each saved YAML file, and the open page, when it is among them, fetches its new
 * HTML and puts it in place (src/app/liveUpdate.ts).
 */
import type { PageData, Site, SiteContent } from './model.ts';

/** The name of the custom message the development server sends the browser. */
// Stryker disable next-line StringLiteral: equivalent, any name works as long as both sides use this constant.
export const contentUpdateEvent = 'site-content:update';

export interface ContentUpdate {
  /** site.yaml as it is now, when it changed. */
  site?: Site;
  /** Every page whose data changed (a changed company fact changes each page that names it). */
  pages: PageData[];
}

const routesOf = (content: SiteContent) => content.pages.map((page) => page.route).join('\n');

/**
 * The changes from `before` to `after`; undefined when a page was added, removed or moved to another route, since
 * the browser's list of routes (and so the page) must then be loaded again.
 */
export function contentChanges(before: SiteContent, after: SiteContent): ContentUpdate | undefined {
  if (routesOf(before) !== routesOf(after)) return undefined;
  const previous = new Map(before.pages.map((page) => [page.route, JSON.stringify(page)]));
  const pages = after.pages.filter((page) => previous.get(page.route) !== JSON.stringify(page));
  const siteChanged = JSON.stringify(before.site) !== JSON.stringify(after.site);
  return siteChanged ? { site: after.site, pages } : { pages };
}
