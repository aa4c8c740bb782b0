/**
 * How an island is marked in the prerendered HTML, shared by the prerenderer, which writes it, and the browser,
 * which finds it: the block's own <section> carries data-island (its place on the page) and data-hydrate (when, see
 * blocks/registry.ts), and a JSON data block with the island's props follows it. Right after the markup it
 * repeats, the props cost little in the compressed HTML. Blocks that stay HTML need no data in the page at all.
 */
import type { Block } from '../../content/model';

/** The islands of a page by their wrapper's data-island value (the block's place on the page). */
export type IslandProps = Record<string, Block>;

/** The attribute of the <script type="application/json"> with an island's props. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Each island is its own React root: its useId values are prefixed with its place on the page, on the server and
 * in the browser alike, so two islands never produce the same id.
 */
export const islandIdPrefix = (index: number) => `i${index}-`;
