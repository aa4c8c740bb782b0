/**
 * The whole site: theme, shared header and footer, and one route per page declared in pages/.
 */
import { ThemeProvider } from '@emotion/react';
import { LazyMotion } from 'framer-motion';
import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { GlobalStyles } from '../../blocks/ui/GlobalStyles';
import { NOT_FOUND_ROUTE, type PageData, type Site, type SiteContent } from '../content/model';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageBlocks } from './PageBlocks';
import { SkipLink } from './SkipLink';
import { useRouteChange } from './useRouteChange';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

function PageRoute({ page, site }: { page: PageData; site: Site }) {
  useRouteChange(page.title);
  return <PageBlocks page={page} site={site} />;
}

function NotFoundRoute({ page, site }: { page: PageData; site: Site }) {
  const [location] = useLocation();
  useEffect(() => {
    console.error(`Page not found: ${location}`);
  }, [location]);
  return <PageRoute page={page} site={site} />;
}

function Routes({ content }: { content: SiteContent }) {
  const [location] = useLocation();
  const notFound = content.pages.find((page) => page.route === NOT_FOUND_ROUTE)!;
  return (
    <ErrorBoundary resetKey={location}>
      <Switch>
        {content.pages
          .filter((page) => page.route !== NOT_FOUND_ROUTE)
          .map((page) => (
            <Route key={page.route} path={page.route}>
              <PageRoute page={page} site={content.site} />
            </Route>
          ))}
        <Route>
          <NotFoundRoute page={notFound} site={content.site} />
        </Route>
      </Switch>
    </ErrorBoundary>
  );
}

export interface AppProps {
  content: SiteContent;
  /** The path being rendered on the server; in the browser wouter reads the location itself. */
  ssrPath?: string;
}

export function App({ content, ssrPath }: AppProps) {
  const { site } = content;
  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyles />
      <LazyMotion features={loadMotionFeatures} strict>
        <Router ssrPath={ssrPath}>
          <SkipLink />
          <Header site={site} />
          <main id="main" tabIndex={-1}>
            <Routes content={content} />
          </main>
          <Footer site={site} />
        </Router>
      </LazyMotion>
    </ThemeProvider>
  );
}
