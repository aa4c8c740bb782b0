/**
 * Every page's start script: the one small module a page asks for in place of the browser entry. It wires the
 * header, does what arriving on a page does, then starts the islands' code once the page has been painted. The build
 * bundles it into one minified file (src/prerender/startAfterFirstPaint.ts); `npm run dev` serves it as source.
 */
import { startIslandsAfterPaint } from '../prerender/startScript';
import { wireHeader } from './header/headerScript';
import { arriveOnPage } from './pageArrival';

wireHeader();
arriveOnPage();
startIslandsAfterPaint();
