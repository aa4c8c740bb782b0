/**
 * Development only: when a YAML file is saved, the development server announces it (src/vite/contentPlugin.ts), and
 * the open page fetches its new HTML, rendered on the server as for visitors, and puts in place what changed
 * (pageUpdate.ts): the scroll position, an open menu elsewhere on the page and a half-filled form survive the edit.
 *
 * A content error shows in Vite's overlay; the next valid save closes it here, since Vite closes its overlay only on
 * updates of its own.
 */
import { type ContentUpdate, contentUpdateEvent } from '../content/contentUpdate';
import { NOT_FOUND_ROUTE, type Site } from '../content/model';
import { showNewVersion } from './pageUpdate';

function closeErrorOverlay() {
  for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay'))
    overlay.close();
}

export function acceptLiveUpdates(site: Site): void {
  if (!import.meta.hot) return;
  let shownSite = site;
  // One fetch at a time; a save made meanwhile is fetched after it, so the page ends on the newest version.
  let fetching: Promise<void> | undefined;
  let again = false;
  const refresh = async (): Promise<void> => {
    const response = await fetch(window.location.pathname + window.location.search, {
      headers: { Accept: 'text/html' },
      cache: 'no-store',
    });
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    showNewVersion(next, shownSite);
  };
  import.meta.hot.on(contentUpdateEvent, (update: ContentUpdate) => {
    closeErrorOverlay();
    if (update.site) shownSite = update.site;
    // Another page changed: this one has nothing new to show.
    const here = document.querySelector('script[data-not-found]') ? NOT_FOUND_ROUTE : window.location.pathname;
    if (!update.site && !update.pages.some((page) => page.route === here)) return;
    if (fetching) {
      again = true;
      return;
    }
    fetching = (async () => {
      do {
        again = false;
        await refresh();
      } while (again);
    })()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        fetching = undefined;
      });
  });
}
