/**
 * Renders a page: its blocks, in the order the YAML lists them, each through the registry.
 */
import type { ComponentType } from 'react';
import { blockRegistry } from '../../blocks/registry';
import { OpensPageContext } from '../../blocks/ui/pageContext';
import type { Block, BlockProps, PageData, Site } from '../content/model';

export function PageBlocks({ page, site }: { page: PageData; site: Site }) {
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = blockRegistry[block.type] as ComponentType<BlockProps<Block['type']>>;
        return (
          // The first block holds the page's main heading (h1); the others use h2.
          <OpensPageContext.Provider key={`${index}-${block.type}`} value={index === 0}>
            <Component block={block as never} site={site} />
          </OpensPageContext.Provider>
        );
      })}
    </>
  );
}
