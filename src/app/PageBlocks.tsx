/**
 * Renders a page: its blocks, in the order the YAML lists them, each through the registry. When the prerenderer
 * renders a page, an interactive block is rendered as an island of its own (src/app/islands/).
 */
import { Fragment, Suspense } from 'react';
import { OpensPageContext } from '../../blocks/ui/pageContext';
import type { Block, BlockProps, PageData, Site } from '../content/model';
import { blockComponent } from './blockComponents';
import { usePrerendering } from './islands/prerendering';

export function PageBlocks({ page, site }: { page: PageData; site: Site }) {
  const prerendering = usePrerendering();
  return (
    <>
      {page.blocks.map((block, index) => {
        const key = `${index}-${block.type}`;
        const island = prerendering?.island(block, index);
        const Component = blockComponent(block.type);
        const drawn = island ?? (
          // The first block holds the page's main heading (h1); the others use h2.
          <OpensPageContext.Provider value={index === 0}>
            {/* One boundary per block, on the server too: while a block's code loads, React keeps its server
                HTML in place and hydrates the other blocks meanwhile. */}
            <Suspense fallback={null}>
              <Component block={block as BlockProps<Block['type']>['block']} site={site} />
            </Suspense>
          </OpensPageContext.Provider>
        );
        // The preview's mark of the block's place in the YAML, before it; the public page has none, and the same
        // tree (React's generated ids depend on it).
        const mark = prerendering?.blockMark?.(index);
        return (
          <Fragment key={key}>
            {mark ? (
              <>
                {mark}
                {drawn}
              </>
            ) : (
              drawn
            )}
          </Fragment>
        );
      })}
    </>
  );
}
