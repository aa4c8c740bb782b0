/**
 * Page changes on a page that has islands. React DOM is already running there, so the next page is drawn by the
 * app, as on every page change after it: the visitor's link is answered without a new document, and the page's data
 * is a chunk of a few KB (docs/performance.md compares the two ways with numbers). A page without islands runs no
 * React, and its links are plain links that the browser has prerendered (src/prerender/speculationRules.ts).
 *
 * The app's code is fetched when a visitor points at, touches or focuses a link, so it has usually arrived by the
 * click; until the app runs, this module follows the links, and then wouter does.
 */
import { pageLoaders } from 'virtual:site-shell';
import type { Root } from 'react-dom/client';

const islandRoots: Root[] = [];
let appStarted = false;

/** Remembers an island's root, so the app can take its place when it starts. */
export function keepIslandRoot(root: Root): void {
  islandRoots.push(root);
}

/** The app's route for an address of this site: the path without a trailing slash; undefined for anything else. */
function routeOf(url: URL): string | undefined {
  if (url.origin !== window.location.origin) return undefined;
  const route = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return route in pageLoaders ? route : undefined;
}

const loadApp = () => import('./startApp');

/** Draws the page at `href` with the app (a plain page load for an address the app does not know). */
export function followLink(href: string): void {
  const url = new URL(href, window.location.href);
  const route = routeOf(url);
  if (!route) {
    window.location.assign(url.href);
    return;
  }
  if (appStarted) return;
  appStarted = true;
  loadApp()
    .then(({ startApp }) => startApp(url, route, islandRoots))
    // The code could not be fetched (the connection dropped): the browser loads the page instead.
    .catch(() => window.location.assign(url.href));
}

function linkFrom(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor;
}

/** Answers the clicks on links inside the site, and fetches the app's code when a visitor reaches for one. */
export function routeLinksInTheBrowser(): void {
  document.addEventListener('click', (event) => {
    if (appStarted || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = linkFrom(event);
    if (!anchor) return;
    const url = new URL(anchor.href);
    // A link to a place on this page (the skip link) stays the browser's.
    if (!routeOf(url) || (url.pathname === window.location.pathname && url.hash)) return;
    event.preventDefault();
    followLink(url.href);
  });
  const prefetch = (event: Event) => {
    const anchor = appStarted ? null : linkFrom(event);
    const route = anchor && routeOf(new URL(anchor.href));
    if (!route) return;
    void loadApp();
    void pageLoaders[route]().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, prefetch, { passive: true });
  }
}
