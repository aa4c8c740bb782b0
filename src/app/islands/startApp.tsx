/**
 * The app takes over a page that was drawn by the server (static blocks and islands) when a visitor follows a link:
 * it draws the next page, header and footer included, as one React root, and routes every page change after it
 * with wouter. Everything the next page needs is fetched before it is drawn, so it appears whole.
 */
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { pageLoaders, site } from 'virtual:site-shell';
import { App, loadFrame } from '../App';
import { loadBlocks } from '../blockComponents';
import { pagesOnDemand } from '../pageSource';

export async function startApp(url: URL, route: string, islands: Root[]): Promise<void> {
  const [page] = await Promise.all([pageLoaders[route](), loadFrame()]);
  await loadBlocks(page.blocks.map((block) => block.type));
  const pages = pagesOnDemand(pageLoaders, page);
  window.history.pushState(null, '', url.href);
  for (const island of islands) island.unmount();
  // A root made with createRoot replaces what the container held with its first render.
  const root = createRoot(document.getElementById('root')!);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App site={site} pages={pages} startedByNavigation />
      </StrictMode>,
    ),
  );
}
