/**
 * Where the app gets a page's data while it renders a page on the server (src/prerender/renderPage.tsx) or in
 * tests: every page is at hand.
 */
import { createContext, useContext } from 'react';
import { NOT_FOUND_ROUTE, type PageData, type SiteContent } from '../content/model';

export interface PageSource {
  /** Every route of the site, the not-found page's "*" included. */
  routes: string[];
  get(route: string): PageData;
}

/** Every page in memory. */
export function pagesInMemory(content: SiteContent): PageSource {
  const byRoute = new Map(content.pages.map((page) => [page.route, page]));
  return { routes: [...byRoute.keys()], get: (route) => byRoute.get(route)! };
}

export const PageSourceContext = createContext<PageSource | null>(null);

/** The data of the page at `route`. */
export function usePage(route: string): PageData {
  return useContext(PageSourceContext)!.get(route);
}

export function useRoutes(): string[] {
  return useContext(PageSourceContext)!.routes.filter((route) => route !== NOT_FOUND_ROUTE);
}
