/**
 * Where the app gets a page's data. On the server and in tests every page is at hand. In the browser the page
 * being viewed comes inside its HTML, and any other page's data is fetched (a small chunk) when a visitor goes there.
 */
import { createContext, use, useContext } from 'react';
import { NOT_FOUND_ROUTE, type PageData, type SiteContent } from '../content/model';
import { loadBlocks } from './blockComponents';

export interface PageSource {
  /** Every route of the site, the not-found page's "*" included. */
  routes: string[];
  /** The page's data, or a promise of it while its chunk loads (the same promise each time, as `use` needs). */
  get(route: string): PageData | Promise<PageData>;
}

/** Every page in memory: for prerendering and tests. */
export function pagesInMemory(content: SiteContent): PageSource {
  const byRoute = new Map(content.pages.map((page) => [page.route, page]));
  return { routes: [...byRoute.keys()], get: (route) => byRoute.get(route)! };
}

/**
 * Pages loaded on demand, starting from the one embedded in the HTML. A failed load (the connection dropped) reaches
 * the error boundary and is then forgotten, so following the link again tries again.
 */
export function pagesOnDemand(loaders: Record<string, () => Promise<PageData>>, initial?: PageData): PageSource {
  const cache = new Map<string, PageData | Promise<PageData>>();
  if (initial) cache.set(initial.route, initial);
  return {
    routes: Object.keys(loaders),
    get(route) {
      let entry = cache.get(route);
      if (!entry) {
        // The page shows when both its data and its blocks' code are here, so it appears whole.
        // The promise stays in the cache once resolved: a component that suspended on it must call `use` on it
        // again when it renders (React reads the settled value from the promise itself, without suspending).
        entry = loaders[route]().then(async (page) => {
          await loadBlocks(page.blocks.map((block) => block.type));
          return page;
        });
        entry.catch(() => cache.delete(route));
        cache.set(route, entry);
      }
      return entry;
    },
  };
}

export const PageSourceContext = createContext<PageSource | null>(null);

/** The data of the page at `route`; suspends while it loads. */
export function usePage(route: string): PageData {
  const source = useContext(PageSourceContext)!;
  const entry = source.get(route);
  return entry instanceof Promise ? use(entry) : entry;
}

export function useRoutes(): string[] {
  return useContext(PageSourceContext)!.routes.filter((route) => route !== NOT_FOUND_ROUTE);
}
