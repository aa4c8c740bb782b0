/**
 * The browser's entry for /_blocks, the block catalogue of the development server (src/vite/blockCataloguePlugin.ts).
 * It is never part of the production build.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import catalogue from 'virtual:block-catalogue';
import { site } from 'virtual:site-shell';
import { addFontFaces } from '../../blocks/ui/fontFaces';
import { BlockCatalogue } from './BlockCatalogue';

addFontFaces();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlockCatalogue entries={catalogue} site={site} />
  </StrictMode>,
);

// A changed schema changes the catalogue: draw it again.
import.meta.hot?.on('block-catalogue:update', () => window.location.reload());
