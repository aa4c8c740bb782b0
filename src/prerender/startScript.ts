/**
 * The islands' code, started once the page has been painted, its first picture included: the last step of every
 * page's start script (src/app/pageStart.ts, built by startAfterFirstPaint.ts). A page with islands names the browser
 * entry and its imports on the start script's own tag (data-entry, data-preload); a page without islands names none,
 * and this does nothing.
 *
 * The picture a page asks for first (fetchpriority=high: the hero's) is usually its largest paint, and on a phone's
 * connection the code's bytes would compete with it: the code is asked for once that picture is decoded and a frame
 * has drawn it, not as soon as the first text is painted.
 */
export function startIslandsAfterPaint(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
  if (!tag) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // Named by the page, not by this code: the built entry's hashed file, or its source under `npm run dev`.
    import(/* @vite-ignore */ tag.dataset.entry!);
  };

  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  // decode() waits for the picture to load; a picture that fails to load starts the code too.
  const afterFirstPaint = () =>
    picture ? picture.decode().then(afterNextFrame, afterNextFrame) : setTimeout(start, 0);

  // The browser reports its first contentful paint; without that report, the next animation frame stands in. A tab
  // opened in the background paints nothing: the timer covers it.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterFirstPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(afterFirstPaint);
  }
  setTimeout(start, 3000);
}
