/**
 * Whether a block is the first on its page. The renderer sets it for the first block only, so that block's heading
 * becomes the page's single h1 and every other section heading is an h2.
 */
import { createContext, useContext } from 'react';

export const OpensPageContext = createContext(false);

export function useOpensPage(): boolean {
  return useContext(OpensPageContext);
}
