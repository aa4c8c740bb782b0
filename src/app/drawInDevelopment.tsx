/**
 * `npm run dev`: no page is prerendered, so the app draws the page from scratch, and a saved YAML file redraws the
 * open page in place (contentHotUpdate.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageLoaders, site } from 'virtual:site-shell';
import { addFontFaces } from '../../blocks/ui/fontFaces';
import { App } from './App';
import type { LiveContent } from './contentHotUpdate';
import { pagesOnDemand } from './pageSource';

export function drawInDevelopment(): void {
  // Prerendered pages carry the @font-face rules in their HTML; a page drawn from scratch needs them added.
  addFontFaces();
  const appShowing = (content: LiveContent) => (
    <StrictMode>
      <App site={content.site} pages={content.pages} />
    </StrictMode>
  );
  const pages = pagesOnDemand(pageLoaders);
  const root = createRoot(document.getElementById('root')!);
  root.render(appShowing({ site, pages }));
  if (import.meta.hot) {
    void import('./contentHotUpdate').then((hot) =>
      hot.acceptContentUpdates({ site, pages }, (content) => root.render(appShowing(content))),
    );
  }
}
