/**
 * The performance budget of a route, as docs/performance.md states it, and the place in that file where
 * `npm run bench` writes its latest result. Bytes are also enforced by tests (tests/dist/routeBudgets.test.ts);
 * the Lighthouse figures are only measured, since they vary with the machine.
 */

/** What the bench measured on one route (sizes in KB: the HTML in brotli as served, scripts gzip level 9; times in ms). */
export interface MeasuredRoute {
  route: string;
  /** Whether the page has islands: blocks that run React in the browser. */
  islands: boolean;
  htmlKb: number;
  jsKb: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

export const HTML_BUDGET_KB = 14;
export const STATIC_PAGE_JS_BUDGET_KB = 5;
export const LCP_BUDGET_MS = 1000;

/**
 * The ways a route misses its budget, in words ("TBT 37 ms > 10"); none when it meets it. A page of HTML alone must
 * load at most 5 KB of JavaScript and score 100 with at most 10 ms of blocking; a page with islands loads only its
 * islands (tested from the build) and must score 99 or more with at most 50 ms of blocking. Every page's HTML fits
 * the first round trip, and the largest paint comes within 1.0 s.
 */
export function budgetMisses(row: MeasuredRoute): string[] {
  const misses: string[] = [];
  const over = (name: string, value: number, limit: number, unit: string) => {
    if (value > limit) misses.push(`${name} ${Math.round(value * 10) / 10}${unit} > ${limit}`);
  };
  over('HTML', row.htmlKb, HTML_BUDGET_KB, ' KB');
  over('LCP', row.lcpMs, LCP_BUDGET_MS, ' ms');
  if (row.islands) {
    if (row.performance < 99) misses.push(`perf ${row.performance} < 99`);
    over('TBT', row.tbtMs, 50, ' ms');
  } else {
    over('JS', row.jsKb, STATIC_PAGE_JS_BUDGET_KB, ' KB');
    if (row.performance < 100) misses.push(`perf ${row.performance} < 100`);
    over('TBT', row.tbtMs, 10, ' ms');
  }
  return misses;
}

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

/** The document with the text between the bench marks replaced by `section`; the rest stays as it was written. */
export function withBenchSection(document: string, section: string): string {
  const start = document.indexOf(BENCH_START);
  const end = document.indexOf(BENCH_END);
  if (start === -1 || end < start)
    throw new Error(`docs/performance.md has lost its "${BENCH_START}" and "${BENCH_END}" marks: put them back.`);
  return `${document.slice(0, start + BENCH_START.length)}\n${section.trim()}\n${document.slice(end)}`;
}
