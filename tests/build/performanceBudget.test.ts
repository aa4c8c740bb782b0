/**
 * How `npm run bench` judges a route against docs/performance.md's budget, and where it writes its result.
 */
import { describe, expect, it } from 'vitest';
import { budgetMisses, type MeasuredRoute, withBenchSection } from '../../src/cli/shared/performanceBudget';

const staticPage: MeasuredRoute = {
  route: '/about',
  islands: false,
  htmlKb: 10.9,
  jsKb: 1.4,
  performance: 100,
  lcpMs: 900,
  tbtMs: 0,
};
const islandPage: MeasuredRoute = { ...staticPage, route: '/', islands: true, jsKb: 84, performance: 99, tbtMs: 45 };

describe('the performance budget of a route', () => {
  it('is met by a page of HTML alone with little script, a perfect score and no blocking', () => {
    expect(budgetMisses(staticPage)).toEqual([]);
  });

  it('holds a page of HTML alone to 5 KB of JavaScript, a score of 100 and 10 ms of blocking', () => {
    expect(budgetMisses({ ...staticPage, jsKb: 5.2, performance: 99, tbtMs: 37 })).toEqual([
      'JS 5.2 KB > 5',
      'perf 99 < 100',
      'TBT 37 ms > 10',
    ]);
  });

  it('lets a page with islands load React, and holds it to a score of 99 and 50 ms of blocking', () => {
    expect(budgetMisses(islandPage)).toEqual([]);
    expect(budgetMisses({ ...islandPage, performance: 97, tbtMs: 132 })).toEqual(['perf 97 < 99', 'TBT 132 ms > 50']);
  });

  it('holds every page to 14 KB of HTML and its largest paint to 1.5 s', () => {
    expect(budgetMisses({ ...islandPage, htmlKb: 14.8, lcpMs: 1097 })).toEqual([
      'HTML 14.8 KB > 14',
      'LCP 1097 ms > 1000',
    ]);
  });
});

describe('the bench section of docs/performance.md', () => {
  const document = '# Performance\n\nIntro.\n\n<!-- bench:start -->\nold table\n<!-- bench:end -->\n\n## By hand\n';

  it('is replaced between its marks, and nothing else changes', () => {
    expect(withBenchSection(document, '### Latest run\n\nnew table\n')).toBe(
      '# Performance\n\nIntro.\n\n<!-- bench:start -->\n### Latest run\n\nnew table\n<!-- bench:end -->\n\n## By hand\n',
    );
  });

  it('asks for its marks back when they are gone, rather than writing somewhere else', () => {
    expect(() => withBenchSection('# Performance\n', 'table')).toThrow(/lost its "<!-- bench:start -->"/);
  });
});
