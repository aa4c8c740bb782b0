/**
 * Arriving on a page of the site. A page change is the browser's: it loads the next page (prerendered ahead when the
 * visitor shows the intent to follow a link, src/prerender/speculationRules.ts), and this runs on it, from the page's
 * start script (src/app/pageStart.ts).
 *
 * - Arriving from another page of the site, keyboard and screen-reader focus moves to the main heading; the browser
 *   itself starts the page at the top and announces its title. A page opened directly, reloaded or reached with
 *   Back is left alone: focus belongs where the visitor puts it. The focus ring shows round the heading only when the
 *   link was followed with the keyboard (the page before says so, in the tab's session storage): a visitor who
 *   clicked or tapped sees no box round the words they came for.
 * - Where the browser has no Speculation Rules, a link of the site is fetched ahead with <link rel="prefetch"> when a
 *   visitor points at, touches or focuses it.
 * - The not-found page says which address was not found in the console.
 */
/** Marks a heading focused on arrival after a click or a tap: GlobalStyles.tsx draws no ring round it. */
export const quietFocusAttribute = 'data-arrival-focus';

/** The tab's note of how the last link of the site was followed ('keyboard' or 'pointer'). */
const followedBy = 'site-link-followed-by';

function readFollowedBy(): string | null {
  try {
    const value = sessionStorage.getItem(followedBy);
    sessionStorage.removeItem(followedBy);
    return value;
  } catch {
    // Storage may be refused (a private window's settings): the ring shows, as it always may.
    return 'keyboard';
  }
}

/** Notes how each link of the site is followed: a click the keyboard made has no pointer position (detail 0). */
function noteHowLinksAreFollowed() {
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      if (!anchor || anchor.origin !== location.origin) return;
      try {
        sessionStorage.setItem(followedBy, event.detail === 0 ? 'keyboard' : 'pointer');
      } catch {
        // Nothing noted: the next page shows its ring.
      }
    },
    { capture: true },
  );
}

export function arriveOnPage(): void {
  noteHowLinksAreFollowed();
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
    const by = readFollowedBy();
    if (!heading || !arrivedFromThisSite()) return;
    heading.tabIndex = -1;
    if (by === 'pointer') {
      heading.setAttribute(quietFocusAttribute, '');
      heading.addEventListener('blur', () => heading.removeAttribute(quietFocusAttribute), { once: true });
    }
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
