/**
 * Renders a page: its blocks, in the order the YAML lists them, each through the registry.
 */
import { Suspense } from 'react';
import { OpensPageContext } from '../../blocks/ui/pageContext';
import type { Block, BlockProps, PageData, Site } from '../content/model';
import { blockComponent } from './blockComponents';

export function PageBlocks({ page, site }: { page: PageData; site: Site }) {
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = blockComponent(block.type);
        return (
          // The first block holds the page's main heading (h1); the others use h2.
          <OpensPageContext.Provider key={`${index}-${block.type}`} value={index === 0}>
            {/* One boundary per block, on the server too: while a block's code loads, React keeps its server
                HTML in place and hydrates the other blocks meanwhile. */}
            <Suspense fallback={null}>
              <Component block={block as BlockProps<Block['type']>['block']} site={site} />
            </Suspense>
          </OpensPageContext.Provider>
        );
      })}
    </>
  );
}
