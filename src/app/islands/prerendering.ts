/**
 * Set by the page renderer (src/prerender/renderPage.tsx): the page being rendered is a static page, whose blocks are
 * HTML and whose islands each hydrate on their own. The page renders an island through `island`; in the editor's
 * preview, each block is preceded by the mark of its place in the YAML (`blockMark`).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Block } from '../../content/model';

export interface Prerendering {
  /** The island's wrapper with its own server HTML; undefined for a block that stays HTML. */
  island(block: Block, index: number): ReactNode | undefined;
  /** The editor's preview: a mark before each block, naming its place in the YAML (src/prerender/sourceMarks.ts). */
  blockMark?: (index: number) => ReactNode;
}

export const PrerenderingContext = createContext<Prerendering | null>(null);

export function usePrerendering(): Prerendering | null {
  return useContext(PrerenderingContext);
}
