/**
 * Where the app gets a page's data while it renders a page on the server (src/prerender/renderPage.tsx) or in
 * tests: every page is at hand.
 */
import { createContext, useContext } from 'react';
import { NOT_FOUND_ROUTE, type PageData, type SiteContent } from '../content/model';

export interface PageSource {
  /** The route of the page shown at a path: its own, or the not-found page's "*". */
  routeAt(path: string): string;
  get(route: string): PageData;
}

/**
 * The key a path is looked up by. Every route is a plain address (schema/page.schema.json: lower case, no
 * parameters), so a path shows a page when it is that address in any case, with or without one slash at its end.
 */
const pathKey = (path: string) => path.replace(/([^/])\/$/, '$1').toLowerCase();

/** Each content's pages, made once: a build renders many pages of one content, each through pagesInMemory. */
const made = new WeakMap<SiteContent, PageSource>();

/**
 * Every page in memory. A path finds its page in one lookup: a router trying the site's routes one by one would
 * spend, for each page rendered, time in proportion to the number of pages (on a site of 1,450 pages, more than
 * React's own rendering of the page).
 */
export function pagesInMemory(content: SiteContent): PageSource {
  const known = made.get(content);
  if (known) return known;
  const byRoute = new Map(content.pages.map((page) => [page.route, page]));
  const routeByKey = new Map(
    content.pages.filter((page) => page.route !== NOT_FOUND_ROUTE).map((page) => [pathKey(page.route), page.route]),
  );
  const source: PageSource = {
    routeAt: (path) => routeByKey.get(pathKey(path)) ?? NOT_FOUND_ROUTE,
    get: (route) => byRoute.get(route)!,
  };
  made.set(content, source);
  return source;
}

export const PageSourceContext = createContext<PageSource | null>(null);

/** The data of the page at `route`. */
export function usePage(route: string): PageData {
  return useContext(PageSourceContext)!.get(route);
}

/** The route of the page the app shows at this path. */
export function useRouteAt(path: string): string {
  return useContext(PageSourceContext)!.routeAt(path);
}
