/**
 * axe-core over what a page shows right now, with the rules of WCAG 2.2 AA and axe's best practices: the findings
 * as "rule: where" lines, so a failing test names each one. The editor's preview frame is left out: it draws the
 * public site, whose pages the visitors' accessibility tests check on their own.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(rules).exclude('iframe').analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
