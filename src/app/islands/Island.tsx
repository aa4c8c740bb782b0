/**
 * What one island renders, on the server (prerendered alone, see src/entry-server.tsx) and in the browser
 * (hydrateIslands.tsx): the block, with what the app would give it around it — the theme, whether it opens the
 * page, a router for its links, and the app's error fallback, so a block that fails in the browser shows
 * "Unexpected Application Error!" in its own band while the rest of the page keeps working.
 */
import { ThemeProvider } from '@emotion/react';
import { useEffect, type ComponentType } from 'react';
import { Router } from 'wouter';
import { OpensPageContext } from '../../../blocks/ui/pageContext';
import { IslandBandContext } from '../../../blocks/ui/Section';
import type { Block, BlockProps, BlockType, Site } from '../../content/model';
import { ErrorBoundary } from '../ErrorBoundary';

export interface IslandProps {
  Component: ComponentType<BlockProps<BlockType>>;
  block: Block;
  site: Site;
  index: number;
  /** The server: the path being prerendered. */
  ssrPath?: string;
  /** The browser: loads the page a link inside the site leads to, instead of wouter's history update. */
  followLink?: (href: string) => void;
  /** The browser: the block's <section>, which the island hydrates into (see blocks/ui/Section.tsx). */
  band?: HTMLElement;
  /** The browser: called once the island has hydrated. */
  onHydrated?: () => void;
}

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function Island({ Component, block, site, index, ssrPath, followLink, band, onHydrated }: IslandProps) {
  return (
    <ThemeProvider theme={site.theme}>
      <Router ssrPath={ssrPath} aroundNav={followLink && ((_navigate, to) => followLink(to))}>
        <OpensPageContext.Provider value={index === 0}>
          <IslandBandContext.Provider value={band ?? null}>
            <ErrorBoundary resetKey={block.type}>
              <Component block={block as BlockProps<BlockType>['block']} site={site} />
            </ErrorBoundary>
          </IslandBandContext.Provider>
        </OpensPageContext.Provider>
        <Hydrated onHydrated={onHydrated} />
      </Router>
    </ThemeProvider>
  );
}
