/**
 * The whole site: theme, shared header and footer, and the page declared in pages/ (or made from a collection's
 * entry) at the path being rendered.
 */
import { ThemeProvider } from '@emotion/react';
import { Suspense } from 'react';
import { Router, useLocation } from 'wouter';
import { GlobalStyles } from '../../blocks/ui/GlobalStyles';
import type { Site } from '../content/model';
import { loadAllBlocks } from './blockComponents';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { PageBlocks } from './PageBlocks';
import { PageSourceContext, usePage, useRouteAt, type PageSource } from './pageSource';
import { SkipLink } from './SkipLink';

/**
 * Loads all code that is otherwise fetched on demand (each block type's): for the page renderer and tests, which
 * render any page. The app itself runs on the server only; in the browser the islands (src/app/islands/) and the
 * page's start script (src/app/pageStart.ts) do.
 */
export async function loadAllCode(): Promise<void> {
  await loadAllBlocks();
}

function Routes({ site }: { site: Site }) {
  const [location] = useLocation();
  const route = useRouteAt(location);
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={null}>
        <PageBlocks page={usePage(route)} site={site} />
      </Suspense>
    </ErrorBoundary>
  );
}

export interface AppProps {
  site: Site;
  pages: PageSource;
  /** The path being rendered on the server; in the browser wouter reads the location itself. */
  ssrPath?: string;
}

export function App({ site, pages, ssrPath }: AppProps) {
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyles />
      <Router ssrPath={ssrPath}>
        <SkipLink />
        <Header site={site} />
        <main id="main" tabIndex={-1}>
          <PageSourceContext.Provider value={pages}>
            <Routes site={site} />
          </PageSourceContext.Provider>
        </main>
        <Footer site={site} />
      </Router>
    </ThemeProvider>
  );
}
