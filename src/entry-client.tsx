/**
 * The browser's entry: hydrates the prerendered HTML (or renders from scratch in development). The current
 * page's data comes embedded in the HTML; other pages load when a visitor goes to them.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLoaders, site } from 'virtual:site-shell';
import { App, loadFooter } from './app/App';
import { loadBlocks } from './app/blockComponents';
import { pagesOnDemand } from './app/pageSource';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './content/model';

const embedded = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
const initialPage = embedded ? (JSON.parse(embedded) as PageData) : undefined;
const container = document.getElementById('root')!;
// Fetch the code of this page's blocks and the footer right away; hydration starts without waiting for it
// (see app/codeOnDemand.ts).
if (initialPage) void loadBlocks(initialPage.blocks.map((block) => block.type));
void loadFooter();
const app = (
  <StrictMode>
    <App site={site} pages={pagesOnDemand(pageLoaders, initialPage)} />
  </StrictMode>
);

if (container.hasChildNodes() && initialPage) hydrateRoot(container, app);
else createRoot(container).render(app);
