/**
 * Pictures below the first screen wait for it to be painted. A phone that loads the page's lazy pictures near the
 * first screen (the cards right under the hero, within the browser's lazy-loading distance) fetches them beside the
 * hero's picture, on a connection that has just opened: they delay the page's largest paint. So a classic script in
 * the head marks the page (`data-first-screen`) before anything is laid out; a lazy picture that fills a box the
 * page reserves anyway (coverStyles) is not drawn while the mark is there, and the browser fetches nothing for it.
 * The start script (src/prerender/startScript.ts) takes the mark away once the first screen is painted; the head
 * script itself takes it away after LONGEST_WAIT_MS, for a browser that never runs the start script.
 *
 * Only pictures whose box is reserved wait: the page keeps its layout, so nothing moves when they come. Without
 * JavaScript the mark is never set and every picture loads as usual.
 */
import type { CSSObject } from '@emotion/react';

export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The longest a picture waits, even when no start script ever says the first screen was painted. */
const LONGEST_WAIT_MS = 3000;

/** The head's script: marks the page until the first screen is painted, or the longest wait is over. */
export const firstScreenScriptTag = `<script>document.documentElement.setAttribute("${FIRST_SCREEN_ATTRIBUTE}","");setTimeout(function(){document.documentElement.removeAttribute("${FIRST_SCREEN_ATTRIBUTE}")},${LONGEST_WAIT_MS})</script>`;

/** For a lazy picture in a box of its own size: not drawn, so not fetched, while the page waits for its first screen. */
export const waitsForFirstScreen: CSSObject = {
  [`html[${FIRST_SCREEN_ATTRIBUTE}] &[loading="lazy"]`]: { display: 'none' },
};
