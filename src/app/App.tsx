/**
 * The whole site: theme, shared header and footer, and one route per page declared in pages/.
 */
import { ThemeProvider } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { GlobalStyles } from '../../blocks/ui/GlobalStyles';
import { NOT_FOUND_ROUTE, type Site } from '../content/model';
import { loadAllBlocks } from './blockComponents';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { loadMobileMenuPanel } from './header/mobileMenuPanelCode';
import { PageBlocks } from './PageBlocks';
import { PageSourceContext, usePage, useRoutes, type PageSource } from './pageSource';
import { SkipLink } from './SkipLink';
import { PageViewsContext, usePageViews, useRouteChange } from './useRouteChange';

/**
 * Loads all code that is otherwise fetched on demand (each block type's, the phone menu's panel): for the
 * prerenderer and tests, which render any page. The header and footer are part of the app itself: on the built site
 * the app never runs (islands and plain script do, see src/app/islands/), and where it runs (npm run dev, the
 * editor's preview) every page draws both at once, so a chunk of their own would only add a round trip.
 */
export async function loadAllCode(): Promise<void> {
  await Promise.all([loadAllBlocks(), loadMobileMenuPanel()]);
}

function PageRoute({ route, site }: { route: string; site: Site }) {
  const page = usePage(route);
  useRouteChange(page.title);
  return <PageBlocks page={page} site={site} />;
}

function NotFoundRoute({ site }: { site: Site }) {
  const [location] = useLocation();
  useEffect(() => {
    console.error(`Page not found: ${location}`);
  }, [location]);
  return <PageRoute route={NOT_FOUND_ROUTE} site={site} />;
}

function Routes({ site }: { site: Site }) {
  const [location] = useLocation();
  const routes = useRoutes();
  return (
    <ErrorBoundary resetKey={location}>
      {/* While another page's data loads (a few milliseconds), nothing is shown in place of the page. */}
      <Suspense fallback={null}>
        <Switch>
          {routes.map((route) => (
            <Route key={route} path={route}>
              <PageRoute route={route} site={site} />
            </Route>
          ))}
          <Route>
            <NotFoundRoute site={site} />
          </Route>
        </Switch>
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
  const pageViews = usePageViews();
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyles />
      <Router ssrPath={ssrPath}>
        <SkipLink />
        <Header site={site} />
        <main id="main" tabIndex={-1}>
          <PageSourceContext.Provider value={pages}>
            <PageViewsContext.Provider value={pageViews}>
              <Routes site={site} />
            </PageViewsContext.Provider>
          </PageSourceContext.Provider>
        </main>
        <Footer site={site} />
      </Router>
    </ThemeProvider>
  );
}
