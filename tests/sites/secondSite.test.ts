/**
 * A second business on the same engine: a small law office (tests/fixtures/second-site/), built from its own
 * site.yaml, pages/ and public/ alone. It checks and builds, its pages are valid HTML with nothing axe can fault,
 * and nothing of the first site's trade or place reaches its pages, its structured data, its 404 page, the office's
 * e-mail or the office's list of requests.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeHtmlFiles } from '../dist/distFiles';
import { launchChromium } from '../helpers/chromium';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { removeDir, startSmtp, tempDir, waitFor, type TestSmtp } from '../server/helpers';
import { copyWithSite, firstSiteWordsIn, removeSiteCopy } from './siteCopy';

let root: string;
let dist: string;
let checkOutput: string;
let dataDir: string;
let smtp: TestSmtp;
let server: ServerProcess;
let browser: Browser;

/** The office's account for the list of requests. */
const office = { name: 'reception', password: 'a long pass phrase for the office' };

/** Runs one of the project's commands in the copy; when it fails, the error says what it printed. */
function run(script: string, args: string[] = []): string {
  try {
    return execFileSync('node', ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

beforeAll(async () => {
  root = copyWithSite('second-site');
  dist = path.join(root, 'dist');
  checkOutput = run('src/cli/check.ts');
  run('src/cli/build.ts', ['--site-only']);
  dataDir = tempDir('second-site-data-');
  execFileSync('node', ['--import', 'tsx', 'src/cli/editors.ts', 'add', office.name], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    input: `${office.password}\n`,
    stdio: 'pipe',
  });
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

  it('has pages that fit the first round trip: at most 14 KB of HTML, gzip', () => {
    const oversized = builtPages()
      .map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
      .filter(({ bytes }) => bytes > 14 * 1024);
    expect(oversized).toEqual([]);
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

  describe('a request sent with its own form', () => {
    let mail: string;
    let requestsJson: string;
    let requestsCsv: string;

    beforeAll(async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/contact`);
      await page.getByLabel('Full name').fill('Robin Ellery');
      // The form is an island: a choice clicked while React takes it over would be drawn again unchosen.
      await page.waitForFunction(() => {
        const form = document.querySelector('[data-island] form');
        return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber$'));
      });
      await page.getByLabel('E-mail address').fill('robin@example.com');
      await page.getByRole('radio', { name: 'A will or trust' }).check();
      await page.getByLabel('Preferred day for a first meeting').fill('2026-12-08');
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page
        .getByLabel('Your question', { exact: true })
        .fill('My mother wants to leave her house to my brother and me equally.');
      // A person takes more than three seconds to fill a form in; the spam checks keep faster requests back.
      await page.waitForTimeout(3_500);
      await page.getByRole('button', { name: 'Send My Question' }).click();
      await page.getByRole('status').getByText('Thank you, your question has reached us.').waitFor();
      await context.close();
      await waitFor(() => smtp.messages.length > 0, 20_000, 'the office e-mail');
      mail = smtp.messages[0].raw;

      const signIn = await fetch(`${server.baseUrl}/edit/api/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
        body: JSON.stringify(office),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
      const read = (address: string) =>
        fetch(`${server.baseUrl}/edit/api/${address}`, { headers: { Cookie: cookie } }).then((response) =>
          response.text(),
        );
      requestsJson = await read('inbox/requests');
      requestsCsv = await read('inbox/export.csv');
    }, 120_000);

    it('reaches the office by e-mail, with the form’s subject and its own labels', () => {
      expect(mail).toMatch(/^Subject: Consultation request from Robin Ellery/m);
      expect(mail).toContain('What is it about?');
      expect(mail).toContain('A will or trust');
      expect(mail).toContain('Is there a court date or deadline already?');
      expect(firstSiteWordsIn(mail, 'e-mail')).toEqual([]);
    });

    it('is listed for the office with its own labels, and exported as such', () => {
      expect(requestsJson).toContain('Robin Ellery');
      expect(requestsCsv).toContain('Robin Ellery');
      expect(requestsCsv).toContain('What is it about?');
      expect(firstSiteWordsIn(requestsJson, 'inbox')).toEqual([]);
      expect(firstSiteWordsIn(requestsCsv, 'export.csv')).toEqual([]);
    });
  });
});
