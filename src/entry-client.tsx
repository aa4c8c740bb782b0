/**
 * The browser's entry: hydrates the prerendered HTML (or renders from scratch in development). The current
 * page's data comes embedded in the HTML; other pages load when a visitor goes to them.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLoaders, site } from 'virtual:site-shell';
import { App, loadFrame } from './app/App';
import { loadBlocks } from './app/blockComponents';
import { pagesOnDemand } from './app/pageSource';
import type { LiveContent } from './app/contentHotUpdate';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './content/model';

const embedded = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
const initialPage = embedded ? (JSON.parse(embedded) as PageData) : undefined;
const container = document.getElementById('root')!;
// Fetch the code of this page's blocks, the header and the footer right away; hydration starts without waiting for it
// (see app/codeOnDemand.ts).
if (initialPage) void loadBlocks(initialPage.blocks.map((block) => block.type));
void loadFrame();
const pages = pagesOnDemand(pageLoaders, initialPage);
const appShowing = (content: LiveContent) => (
  <StrictMode>
    <App site={content.site} pages={content.pages} />
  </StrictMode>
);

// The page was painted before this script was asked for (src/prerender/startAfterFirstPaint.ts): hydrate at once, as a
// transition, so that React hydrates in slices of a few milliseconds and a tap or a key press is handled in between
// (the default hydration lane would run in one long task).
if (container.hasChildNodes() && initialPage) {
  startTransition(() => {
    hydrateRoot(container, appShowing({ site, pages }));
  });
} else {
  // Prerendered pages carry the @font-face rules in their HTML; only a page drawn from scratch needs them added.
  void import('../blocks/ui/fontFaces').then(({ addFontFaces }) => addFontFaces());
  const root = createRoot(container);
  root.render(appShowing({ site, pages }));
  // Development: a saved YAML file redraws the open page in place (app/contentHotUpdate.ts).
  if (import.meta.hot) {
    void import('./app/contentHotUpdate').then((hot) =>
      hot.acceptContentUpdates({ site, pages }, (content) => root.render(appShowing(content))),
    );
  }
}
