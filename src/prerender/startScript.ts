// The last part of every prerendered page's start script, shipped once its types are stripped and it is minified (by
// startAfterFirstPaint.ts): on a page with islands, it starts their code once the page has been painted (a page
// without islands names no entry, and this does nothing). A tab opened in the background paints nothing: the timer
// covers it. It runs on its own in the browser, so it imports nothing.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

function start() {
  if (!tag || started) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry as string);
}

// The browser reports its first contentful paint; without that report, the next animation frame stands in.
const paintReported =
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
if (paintReported) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
setTimeout(start, 3000);

export {};
