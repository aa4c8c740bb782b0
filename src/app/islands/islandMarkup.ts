/**
 * How an island is marked in the prerendered HTML, shared by the prerenderer, which writes it, and the browser,
 * which finds it: a wrapper element (display: contents, so the page lays out as if it were not there) around the
 * block's own markup, and one JSON data block with the props of every island on the page. Blocks that stay HTML
 * need no data in the page at all.
 */
import type { Hydration } from '../../../blocks/registry';
import type { Block } from '../../content/model';

/** The id of the <script type="application/json"> with the islands' props. */
export const ISLAND_PROPS_ID = 'island-props';

/** The islands of a page by their wrapper's data-island value (the block's place on the page). */
export type IslandProps = Record<string, Block>;

/** The wrapper's data attributes: data-island (the block's index on the page), data-hydrate (when). */
export interface IslandWrapperData {
  'data-island': number;
  'data-hydrate': Hydration;
}

/**
 * Each island is its own React root: its useId values are prefixed with its place on the page, on the server and
 * in the browser alike, so two islands never produce the same id.
 */
export const islandIdPrefix = (index: number) => `i${index}-`;
