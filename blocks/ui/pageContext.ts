/**
 * Whether a block is the first on its page. The renderer sets it for the first block only, so that block's heading
 * becomes the page's single h1 and every other section heading is an h2; headings inside a section are one level
 * below.
 */
import { createContext, useContext } from 'react';

export const OpensPageContext = createContext(false);

export function useOpensPage(): boolean {
  return useContext(OpensPageContext);
}

/** The level of a section's own heading: the page's h1 in the first block, h2 in the others. */
export function useSectionHeading(): 'h1' | 'h2' {
  return useOpensPage() ? 'h1' : 'h2';
}

/** The level of a heading inside a section (a card's title, a group's name): one below the section's. */
export function useItemHeading(): 'h2' | 'h3' {
  return useOpensPage() ? 'h2' : 'h3';
}
