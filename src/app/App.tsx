/**
 * The whole site: theme, shared header and footer, and one route per page declared in pages/.
 */
import { ThemeProvider } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { GlobalStyles } from '../../blocks/ui/GlobalStyles';
import { NOT_FOUND_ROUTE, type Site } from '../content/model';
import { loadAllBlocks } from './blockComponents';
import { codeOnDemand } from './codeOnDemand';
import { ErrorBoundary } from './ErrorBoundary';
import { loadMobileMenuPanel } from './header/mobileMenuPanelCode';
import { PageBlocks } from './PageBlocks';
import { PageSourceContext, usePage, useRoutes, type PageSource } from './pageSource';
import { SkipLink } from './SkipLink';
import { PageViewsContext, usePageViews, useRouteChange } from './useRouteChange';

/*
 * The header and the footer arrive as chunks of their own, like the blocks (see codeOnDemand.ts): the first
 * JavaScript stays small, and each part is hydrated as a separate, interruptible piece of work, so a slow phone
 * never freezes for the whole page at once.
 */
const headerCode = codeOnDemand(() => import('./header/Header').then((module) => module.Header));
const footerCode = codeOnDemand(() => import('./Footer').then((module) => module.Footer));

/** Loads the header's and footer's code. */
function loadFrame(): Promise<unknown> {
  return Promise.all([headerCode.load(), footerCode.load()]);
}

/** Loads all code that is otherwise fetched on demand: for the prerenderer and tests, which render any page. */
export async function loadAllCode(): Promise<void> {
  await Promise.all([loadAllBlocks(), loadFrame(), loadMobileMenuPanel()]);
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
  const Header = headerCode.component();
  const Footer = footerCode.component();
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyles />
      <Router ssrPath={ssrPath}>
        <SkipLink />
        <Suspense fallback={null}>
          <Header site={site} />
        </Suspense>
        <main id="main" tabIndex={-1}>
          <PageSourceContext.Provider value={pages}>
            <PageViewsContext.Provider value={pageViews}>
              <Routes site={site} />
            </PageViewsContext.Provider>
          </PageSourceContext.Provider>
        </main>
        <Suspense fallback={null}>
          <Footer site={site} />
        </Suspense>
      </Router>
    </ThemeProvider>
  );
}
