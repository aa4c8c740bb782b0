/**
 * Speculation Rules for every page: its links are plain page loads, so the browser prerenders the page behind a link
 * as soon as a visitor shows the intent to follow it (pointing at it for 200 ms, or pressing it), and the page
 * change is quicker than the app drawing it would be (docs/performance.md, "Page changes"). Prefetching stays allowed where prerendering is not (a data saver, low
 * memory). Browsers without Speculation Rules fetch the page ahead on the same signals (src/app/pageArrival.ts).
 *
 * Only this site's pages: not the quote endpoint, the editor or files.
 */
const sitePages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/edit*' } },
    { not: { href_matches: '/*.*' } },
  ],
};

export function speculationRules(): string {
  const rules = {
    prerender: [{ where: sitePages, eagerness: 'moderate' }],
    prefetch: [{ where: sitePages, eagerness: 'moderate' }],
  };
  return `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
}
