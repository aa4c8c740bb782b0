/**
 * The site's font, self-hosted: Inter (variable weight), only the Latin subsets, since the site is in English. The
 * file every page preloads is cut down from @fontsource-variable's Latin file to what English text and the site use
 * (Basic Latin, Latin-1, typographic punctuation) and to the weights the styles use, 400 to 800: 26.9 KB instead of
 * 48.3 KB, which a phone on a slow connection otherwise downloads beside the hero's picture (fonts/README.md says
 * how it is made). Latin Extended, from @fontsource-variable as it is, covers names such as "Ðoàn".
 *
 * The @font-face rules travel inside the server's HTML in a <style> of their own (src/prerender/prerender.ts), so no
 * stylesheet request holds up the first paint; the Latin file is also preloaded. They are kept out of Emotion's
 * styles on purpose: Emotion moves its <style> elements when it starts in the browser, and a moved @font-face makes
 * the browser lay out every line of text again (twice, about 100 ms each on a mid-range phone). `font-display:
 * optional` never swaps fonts after the text has been drawn, so nothing on the page moves when the font arrives: on
 * a slow first visit the text stays in the fallback, sized to Inter's metrics, and Inter is used from the cache on.
 */
import interLatinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatinUrl from './fonts/inter-latin-400-800.woff2?url';

export { interLatinUrl };

/** The local font drawn while Inter is not available, adjusted to take up the same space as Inter. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

export const fontFaces = `
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
@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica Neue'), local('Helvetica');
  size-adjust: 107.1%;
  ascent-override: 90.4%;
  descent-override: 22.5%;
  line-gap-override: 0%;
}
`;

/** The id of the <style> that holds the @font-face rules. */
export const FONT_FACES_ELEMENT_ID = 'font-faces';

/** The <style> the prerenderer writes into every page's head. */
export const fontFacesStyleTag = `<style id="${FONT_FACES_ELEMENT_ID}">${fontFaces.trim()}</style>`;

/** For pages drawn in the browser from scratch (development): adds the rules the prerendered HTML would carry. */
export function addFontFaces(): void {
  if (document.getElementById(FONT_FACES_ELEMENT_ID)) return;
  const style = document.createElement('style');
  style.id = FONT_FACES_ELEMENT_ID;
  style.textContent = fontFaces;
  document.head.append(style);
}
