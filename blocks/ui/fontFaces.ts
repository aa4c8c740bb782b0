/**
 * The site's font, self-hosted: Inter (variable weight), only the Latin subsets, since the site is in English. The
 * Latin file is cut down from @fontsource-variable's to what English text and the site use (Basic Latin, Latin-1,
 * typographic punctuation) and to the weights the styles use, 400 to 800: 26.9 KB instead of 48.3 KB (fonts/README.md
 * says how it is made). Latin Extended, from @fontsource-variable as it is, covers names such as "Ðoàn". Both faces
 * declare the same weights: faces of one family that differ in weight are not one font split by characters, and the
 * browser would pick one of them for every character, the Latin Extended one, and draw the page in the fallback.
 *
 * A first visit draws its text in the fallback, sized to Inter's metrics, and fetches Inter once the first screen is
 * painted (src/prerender/startScript.ts); the pages after it use Inter from the cache. On a phone's connection the
 * font would otherwise be downloaded beside the hero's picture, before it is drawn, for a page that, with
 * `font-display: optional`, mostly could not use it in time anyway. So the Inter rules come in a <style> that applies
 * to no screen (`media="not all"`) until a one-line script in the head has found the note the start script leaves
 * once the font is in the cache (localStorage); `font-display: optional` never swaps fonts after the text has been
 * drawn, so nothing moves.
 *
 * The @font-face rules travel inside the server's HTML in <style> elements of their own (src/prerender/pageDocument.ts),
 * so no stylesheet request holds up the first paint. They are kept out of Emotion's styles on purpose: Emotion moves its
 * <style> elements when it starts in the browser, and a moved @font-face makes the browser lay out every line of text
 * again (twice, about 100 ms each on a mid-range phone).
 */
import interLatinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatinUrl from './fonts/inter-latin-400-800.woff2?url';

export { interLatinUrl };

/** The local font drawn while Inter is not available, adjusted to take up the same space as Inter. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

const interFontFaces = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 400 800;
  src: url(${interLatinExtUrl}) format('woff2-variations');
  unicode-range: U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF;
}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 400 800;
  src: url(${interLatinUrl}) format('woff2-variations');
  unicode-range: U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201E,U+2020-2022,U+2026,U+2030,U+2039-203A,U+20AC,U+2122,U+2191,U+2193,U+2212;
}
`;

const fallbackFontFace = `
@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica Neue'), local('Helvetica');
  size-adjust: 107.1%;
  ascent-override: 90.4%;
  descent-override: 22.5%;
  line-gap-override: 0%;
}
`;

/** Every rule, applied at once: for the pages drawn in the browser (the editor's preview, the block catalogue). */
export const fontFaces = interFontFaces + fallbackFontFace;

/** The id of the <style> that holds Inter's @font-face rules. */
export const FONT_FACES_ELEMENT_ID = 'font-faces';

/** The note (a localStorage key) that Inter is in this browser's cache. */
const FONT_KEPT_KEY = 'site-font-kept';

/**
 * The head's one-line script: Inter's rules apply once the font is in the cache. A classic script in the head, so it
 * runs before the first paint; without storage the fallback stays.
 */
const useKeptFont = `try{localStorage.getItem("${FONT_KEPT_KEY}")&&(document.getElementById("${FONT_FACES_ELEMENT_ID}").media="all")}catch(e){}`;

/**
 * What the prerenderer writes into every page's head: the fallback's rule, Inter's rules for no screen yet (with the
 * file to fetch after the first paint and the note to leave, for the start script), and the script that applies them.
 */
export const fontFacesStyleTag = [
  `<style>${fallbackFontFace.trim()}</style>`,
  `<style id="${FONT_FACES_ELEMENT_ID}" media="not all" data-font="${interLatinUrl}" data-font-kept="${FONT_KEPT_KEY}">${interFontFaces.trim()}</style>`,
  `<script>${useKeptFont}</script>`,
].join('');

/** For pages drawn in the browser from scratch (the block catalogue): every rule, applied at once. */
export function addFontFaces(): void {
  if (document.getElementById(FONT_FACES_ELEMENT_ID)) return;
  const style = document.createElement('style');
  style.id = FONT_FACES_ELEMENT_ID;
  style.textContent = fontFaces;
  document.head.append(style);
}
