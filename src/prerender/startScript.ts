/**
 * The islands' code, started once the page has been painted: the last step of every page's start script
 * (src/app/pageStart.ts, built by startAfterFirstPaint.ts). A page with islands names the browser entry and its
 * imports on the start script's own tag (data-entry, data-preload); a page without islands names none, and this does
 * nothing.
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

  // The browser reports its first contentful paint; without that report, the next animation frame stands in. A tab
  // opened in the background paints nothing: the timer covers it.
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 3000);
}
