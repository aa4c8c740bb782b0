/**
 * Arriving on a page of the site. A page change is the browser's: it loads the next page (prerendered ahead when the
 * visitor shows the intent to follow a link, src/prerender/speculationRules.ts), and this runs on it, from the page's
 * start script (src/app/pageStart.ts).
 *
 * - Arriving from another page of the site, keyboard and screen-reader focus moves to the main heading; the browser
 *   itself starts the page at the top and announces its title. A page opened directly, reloaded or reached with
 *   Back is left alone: focus belongs where the visitor puts it.
 * - Where the browser has no Speculation Rules, a link of the site is fetched ahead with <link rel="prefetch"> when a
 *   visitor points at, touches or focuses it.
 * - The not-found page says which address was not found in the console.
 */
export function arriveOnPage(): void {
  const arrivedFromThisSite = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type !== 'navigate' || location.hash) return false;
    try {
      return new URL(document.referrer).origin === location.origin;
    } catch {
      return false;
    }
  };
  const focusHeading = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading || !arrivedFromThisSite()) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  };
  // A page prerendered by Speculation Rules runs its scripts before it is shown: wait until it is.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', focusHeading, { once: true });
  } else {
    focusHeading();
  }

  if (!HTMLScriptElement.supports?.('speculationrules')) {
    const fetched = new Set<string>();
    const fetchAhead = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      if (!anchor || anchor.origin !== location.origin || anchor.pathname === location.pathname) return;
      if (fetched.has(anchor.pathname)) return;
      fetched.add(anchor.pathname);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = anchor.pathname;
      document.head.append(link);
    };
    // Browsers treat a touchstart listener on the document as passive already: it never holds up scrolling.
    for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, fetchAhead);
  }

  if (document.querySelector('script[data-not-found]')) console.error(`Page not found: ${location.pathname}`);
}
