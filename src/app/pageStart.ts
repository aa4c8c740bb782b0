/**
 * Every page's start script: the one small module a page asks for in place of the browser entry. It wires the
 * header, does what arriving on a page does, then, once the page has been painted, shows the pictures that waited,
 * starts the islands' code and fetches the font for the next pages. The build bundles it into one minified file,
 * written into each page (src/prerender/startAfterFirstPaint.ts); `npm run dev` serves it as source.
 */
import { fetchFontAfterPaint, showPicturesAfterPaint, startIslandsAfterPaint } from '../prerender/startScript';
import { wireHeader } from './header/headerScript';
import { arriveOnPage } from './pageArrival';

wireHeader();
arriveOnPage();
showPicturesAfterPaint();
startIslandsAfterPaint();
fetchFontAfterPaint();
