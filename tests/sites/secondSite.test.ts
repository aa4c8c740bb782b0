/**
 * A second business on the same engine: a small law office (tests/fixtures/second-site/), built from its own
 * site.yaml, pages/ and public/ alone. It checks and builds, its pages are valid HTML with nothing axe can fault,
 * and nothing of the first site's trade or place reaches its pages, its structured data, its 404 page, the office's
 * e-mail or the office's list of requests.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeHtmlFiles } from '../dist/distFiles';
import { launchChromium } from '../helpers/chromium';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { removeDir, startSmtp, tempDir, type TestSmtp } from '../server/helpers';
import { copyWithSite, firstSiteWordsIn, removeSiteCopy } from './siteCopy';

let root: string;
let dist: string;
let checkOutput: string;
let dataDir: string;
let smtp: TestSmtp;
let server: ServerProcess;
let browser: Browser;

const run = (script: string, args: string[] = []) =>
  execFileSync('node', ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });

beforeAll(async () => {
  root = copyWithSite('second-site');
  dist = path.join(root, 'dist');
  checkOutput = run('src/cli/check.ts');
  run('src/cli/build.ts', ['--site-only']);
  dataDir = tempDir('second-site-data-');
  smtp = await startSmtp();
  server = await startServerProcess({ cwd: root, env: { DATA_DIR: dataDir, SMTP_URL: smtp.url } });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) removeDir(dataDir);
  if (root) removeSiteCopy(root);
});

/** The built pages, as paths inside dist/ (index.html, about/index.html, …, 404.html). */
const builtPages = () => routeHtmlFiles(dist).map((file) => path.relative(dist, file));
const routeOf = (file: string) =>
  file === '404.html' ? '/no-such-page' : `/${path.dirname(file)}`.replace(/\/\.$/, '/');
/** The JSON-LD of a built page, parsed. */
const structuredDataOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]));

describe('a law office built on the engine from its own content', () => {
  it('passes the checker and builds every page, its 404 page included', () => {
    expect(checkOutput).toMatch(/Content OK/);
    expect(builtPages()).toEqual(
      expect.arrayContaining(['index.html', 'about/index.html', 'privacy-policy/index.html', '404.html']),
    );
  });

  it('tells search engines it is a law office, with its own name, address and telephone', () => {
    const graphs = structuredDataOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    const business = JSON.stringify(graphs);
    expect(business).toContain('"Attorney"');
    expect(business).toContain('Hartwell & Reyes');
    expect(business).toContain('Boise');
    expect(business).toContain('"telephone":"+1-208-555-0134"');
  });

  it('shows none of the first site’s trade or place on any page, in its structured data or its 404 page', () => {
    const found = builtPages().flatMap((file) => firstSiteWordsIn(readFileSync(path.join(dist, file), 'utf8'), file));
    expect(found).toEqual([]);
  });

  it('has pages html-validate finds valid and accessible', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:a11y'] });
    const errors: string[] = [];
    for (const file of builtPages()) {
      const report = await validator.validateString(readFileSync(path.join(dist, file), 'utf8'), file);
      for (const result of report.results)
        for (const message of result.messages)
          errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
    expect(errors).toEqual([]);
  });

  it('has pages axe finds nothing wrong with, on a phone and on a desktop', async () => {
    const violations: string[] = [];
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const file of builtPages()) {
        await page.goto(server.baseUrl + routeOf(file), { waitUntil: 'load' });
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .options({ resultTypes: ['violations'] })
          .analyze();
        for (const violation of results.violations)
          violations.push(
            `${routeOf(file)} at ${viewport.width} px: ${violation.id}: ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
          );
      }
      await context.close();
    }
    expect(violations).toEqual([]);
  });
});
