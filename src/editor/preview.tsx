/**
 * The preview frame's entry (/edit/preview): the site itself — its theme, header, footer and blocks from
 * blocks/registry.ts — drawing the page data the editor sends (checked by the server, facts filled in). Links do
 * not navigate: the frame shows one page.
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fontFaces } from '../../blocks/ui/fontFaces';
import { App, loadAllCode } from '../app/App';
import { pagesInMemory } from '../app/pageSource';
import type { PageData, Site } from '../content/model';

interface PreviewMessage {
  type: 'preview';
  preview: { page: PageData; site: Site };
}

// The @font-face rules as a constructed style sheet (no inline <style> text, which the policy forbids).
try {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(fontFaces);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
} catch {
  // An older browser draws the fallback font.
}

function Preview() {
  const [data, setData] = useState<PreviewMessage['preview']>();
  const [codeReady, setCodeReady] = useState(false);

  useEffect(() => {
    void loadAllCode().then(() => setCodeReady(true));
    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== parent) return;
      const message = event.data as PreviewMessage;
      if (message?.type === 'preview') setData(message.preview);
    };
    addEventListener('message', listen);
    parent.postMessage({ type: 'preview-ready' }, location.origin);
    // Links show where they lead but do not leave the preview.
    const stop = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a')) event.preventDefault();
    };
    document.addEventListener('click', stop);
    return () => {
      removeEventListener('message', listen);
      document.removeEventListener('click', stop);
    };
  }, []);

  const route = data?.page.route;
  // One location per page: a new one at every keystroke would draw the whole frame again.
  const { hook } = useMemo(
    () => memoryLocation({ path: route === '*' ? '/page-that-does-not-exist' : (route ?? '/'), static: true }),
    [route],
  );
  const pages = useMemo(() => (data ? pagesInMemory({ site: data.site, pages: [data.page] }) : undefined), [data]);
  if (!data || !codeReady || !pages) return null;
  const { page, site } = data;
  return (
    <Router hook={hook}>
      <App key={page.route} site={site} pages={pages} />
    </Router>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
