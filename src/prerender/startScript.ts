/**
 * What every page's start script (src/app/pageStart.ts, built by startAfterFirstPaint.ts) does once the first screen
 * is painted: the islands' code, the site's font for the pages after this one, and the pictures that waited.
 *
 * "Painted" means the first text and the picture the page asks for first (fetchpriority=high: the hero's), which is
 * usually its largest paint: on a phone's connection, every byte asked for before it is drawn competes with it.
 */

import { FIRST_SCREEN_ATTRIBUTE } from '../../blocks/ui/firstScreen';

/**
 * Once the first screen is painted (above), or after 3 s in any case. Both the islands' code and the font wait for
 * it: one wait, whoever asks first starts it.
 */
let firstScreen: Promise<void> | undefined;

function firstScreenPainted(): Promise<void> {
  firstScreen ??= new Promise<void>((painted) => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(painted, 0));
    // decode() waits for the picture to load; a picture that fails to load goes on too.
    const afterFirstPaint = () =>
      picture ? picture.decode().then(afterNextFrame, afterNextFrame) : setTimeout(painted, 0);

    // The browser reports its first contentful paint; without that report, the next animation frame stands in. A
    // tab opened in the background paints nothing: the timer covers it.
    if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        afterFirstPaint();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(afterFirstPaint);
    }
    setTimeout(painted, 3000);
  });
  return firstScreen;
}

/**
 * The islands' code, once the first screen is painted. A page with islands names the browser entry and its imports
 * on the start script's own tag (data-entry, data-preload); a page without islands names none, and this does nothing.
 */
export function startIslandsAfterPaint(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
  if (!tag) return;
  void firstScreenPainted().then(() => {
    for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // Named by the page, not by this code: the built entry's hashed file, or its source under `npm run dev`.
    import(/* @vite-ignore */ tag.dataset.entry!);
  });
}

/**
 * The site's font, for the next pages (blocks/ui/fontFaces.ts): a first visit draws its text in the fallback, and
 * fetches the font once the first screen is painted; then the pages after it use it from the browser's cache.
 */
export function fetchFontAfterPaint(): void {
  const faces = document.querySelector<HTMLStyleElement>('style[data-font]');
  if (faces?.media !== 'not all') return;
  void firstScreenPainted().then(() => {
    new FontFace('font-after-paint', `url(${faces.dataset.font})`)
      .load()
      .then(() => {
        try {
          localStorage.setItem(faces.dataset.fontKept!, '1');
        } catch {
          // No storage here (a private window may refuse it): the next pages draw in the fallback too.
        }
      })
      .catch(() => undefined);
  });
}

/** The lazy pictures that waited for the first screen (blocks/ui/firstScreen.ts) are drawn, and so fetched. */
export function showPicturesAfterPaint(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  void firstScreenPainted().then(() => root.removeAttribute(FIRST_SCREEN_ATTRIBUTE));
}
