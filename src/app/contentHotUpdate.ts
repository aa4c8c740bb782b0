/**
 * Development only: when a YAML file is saved, the development server sends the pages that changed (see
 * src/vite/contentPlugin.ts) and this draws them in place. The app is rendered again with the new data: the same
 * components stay mounted, so the scroll position, an open menu or a half-filled form survive the edit.
 *
 * A content error shows in Vite's overlay; the next valid save closes it here, since Vite closes its overlay only
 * on updates of its own.
 */
import type { ContentUpdate } from '../content/contentUpdate';
import { contentUpdateEvent } from '../content/contentUpdate';
import type { PageData, Site } from '../content/model';
import { loadBlocks } from './blockComponents';
import type { PageSource } from './pageSource';

export interface LiveContent {
  site: Site;
  pages: PageSource;
}

/** The pages as first loaded, with the ones edited since answered from the newest version. */
function withUpdatedPages(pages: PageSource, updated: Map<string, PageData>): PageSource {
  return { routes: pages.routes, get: (route) => updated.get(route) ?? pages.get(route) };
}

function closeErrorOverlay() {
  for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay'))
    overlay.close();
}

/** Listens for content updates and calls `render` with the content to show. */
export function acceptContentUpdates(initial: LiveContent, render: (content: LiveContent) => void): void {
  if (!import.meta.hot) return;
  let site = initial.site;
  const updated = new Map<string, PageData>();
  import.meta.hot.on(contentUpdateEvent, (update: ContentUpdate) => {
    closeErrorOverlay();
    if (update.site) site = update.site;
    for (const page of update.pages) updated.set(page.route, page);
    // A block type the page did not use before is fetched first, so the page changes in one step.
    void loadBlocks(update.pages.flatMap((page) => page.blocks.map((block) => block.type))).then(() =>
      render({ site, pages: withUpdatedPages(initial.pages, updated) }),
    );
  });
}
