/**
 * What a visitor expects after following a link inside the site: the new page starts at the top, the browser tab
 * shows its title, and keyboard and screen-reader focus moves to its main heading. The first page of a visit is
 * left alone: the browser has already placed it, and focus belongs where the visitor puts it. (A page change that
 * the browser makes by loading a new page gets the same from the page's plain script, src/app/pageArrival.ts.)
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How many pages this visit has shown; provided once by the App so every page route shares it. */
export const PageViewsContext = createContext<{ count: number }>({ count: 0 });

export function usePageViews() {
  return useRef({ count: 0 }).current;
}

export function useRouteChange(title: string) {
  const [location] = useLocation();
  const pageViews = useContext(PageViewsContext);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger, not a value read inside.
  useEffect(() => {
    pageViews.count += 1;
    if (pageViews.count === 1) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      // tabIndex -1 lets a script focus the heading without putting it in the Tab order.
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  }, [location, pageViews]);
}
