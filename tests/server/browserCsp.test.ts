// @vitest-environment node
/**
 * The Content-Security-Policy in a real browser (Debian chromium, driven by playwright-core): pages load with
 * no violation reported, and a script that is not the build's own does not run.
 *
 * 1. A fake page doing what Emotion does in production: server-rendered <style data-emotion> tags moved into
 *    <head> on load, then new rules added through an empty <style> and CSSOM insertRule.
 * 2. Every page of the real build in dist/ (built by the global setup when it is missing or stale).
 * 3. A page of that build with a script injected into its content: the script is blocked, the page's own run.
 *
 * Without Chromium the tests fail with how to install it; they never skip.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { cspHash } from '../../src/server/http/securityHeaders';
import { copyOfBuild, removeDir, startTestApp, tempDir, type TestApp } from './helpers';
import { send } from './rawHttp';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
// CSP_DIST_DIR checks a build elsewhere (for example one made in a copy of the project).
const realDist = process.env.CSP_DIST_DIR ?? path.join(projectRoot, 'dist');

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchChromium();
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

/** Opens `url` and collects every CSP violation, from the console and from securitypolicyviolation events. */
async function violationsOn(page: Page, url: string): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  // Init scripts are injected by the browser itself, so the page's own policy does not block this listener.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.log(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), url).toBeLessThan(500);
  // Hydration and the styles Emotion inserts happen right after the scripts run.
  await page.waitForTimeout(300);
  return found;
}

describe('Content-Security-Policy in Chromium', () => {
  let server: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = tempDir('csp-dist');
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title>
<script type="module" src="/assets/emotion-like-Ab12.js"></script></head>
<body><div id="root"><style data-emotion="css 1abc">.css-1abc{color:rgb(11, 79, 138)}</style><h1 class="css-1abc" style="opacity:1;transform:none">Roofing</h1>
<p id="later">Added on the client</p></div>
<script type="application/json" id="page-data">{"route":"/"}</script></body></html>`,
    );
    writeFileSync(
      path.join(distDir, 'assets/emotion-like-Ab12.js'),
      `// What @emotion/cache and @emotion/sheet do in production (speedy mode).
for (const node of document.querySelectorAll('style[data-emotion^="css "]')) document.head.appendChild(node);
const tag = document.createElement('style');
tag.setAttribute('data-emotion', 'css');
tag.appendChild(document.createTextNode(''));
document.head.appendChild(tag);
tag.sheet.insertRule('#later { color: rgb(180, 35, 24); }', tag.sheet.cssRules.length);
document.body.dataset.ready = 'yes';
`,
    );
    writeFileSync(path.join(distDir, '404.html'), '<!doctype html><title>Not found</title><p>Not found</p>');
    server = await startTestApp({ distDir });
  });
  afterAll(async () => {
    await server?.close();
    removeDir(distDir);
    removeDir(server?.dataDir ?? '');
  });

  it('lets Emotion’s server styles and its insertRule styles apply, with no violation', async () => {
    const page = await browser!.newPage();
    try {
      const violations = await violationsOn(page, `http://127.0.0.1:${server.port}/`);
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.body.dataset.ready)).toBe('yes');
      expect(await page.$eval('h1', (element) => getComputedStyle(element).color)).toBe('rgb(11, 79, 138)');
      expect(await page.$eval('#later', (element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)');
    } finally {
      await page.close();
    }
  });

  it('blocks what the policy does not allow (the check itself works)', async () => {
    const page = await browser!.newPage();
    try {
      await page.goto(`http://127.0.0.1:${server.port}/`, { waitUntil: 'networkidle' });
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { background: red }';
        document.head.appendChild(style);
      });
      // Chromium reports the refusal on the console a moment later: wait for that report, not a fixed time.
      await expect.poll(() => messages.join('\n')).toMatch(/Content Security Policy/);
    } finally {
      await page.close();
    }
  });
});

/** Routes of the build: dist/index.html → /, dist/about/index.html → /about, plus an unknown path (404 page). */
function builtRoutes(dir: string, prefix = ''): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets')
      routes.push(...builtRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    else if (entry.name === 'index.html') routes.push(prefix || '/');
  }
  return routes;
}

describe('the real build in dist/', () => {
  it('loads every page in Chromium with no CSP violation', async () => {
    const distDir = copyOfBuild(realDist);
    const server = await startTestApp({ distDir });
    await server.app.staticSite.compressed;
    const report: Record<string, string[]> = {};
    const routes = [...builtRoutes(distDir), '/no-such-page'];
    const visitNext = async () => {
      for (let route = routes.shift(); route; route = routes.shift()) {
        const page = await browser!.newPage();
        try {
          const violations = await violationsOn(page, `http://127.0.0.1:${server.port}${route}`);
          if (violations.length) report[route] = violations;
        } finally {
          await page.close();
        }
      }
    };
    try {
      // Four tabs at a time.
      await Promise.all([visitNext(), visitNext(), visitNext(), visitNext()]);
    } finally {
      await server.close();
      removeDir(server.dataDir);
      removeDir(distDir);
    }
    expect(report).toEqual({});
  }, 120_000);

  it('blocks a script that found its way into a page, and runs the prerenderer’s own', async () => {
    const distDir = copyOfBuild(realDist);
    const about = path.join(distDir, 'about/index.html');
    const injected = '<script>alert(1)</script>';
    writeFileSync(
      about,
      readFileSync(about, 'utf8').replace('</main>', () => `${injected}</main>`),
    );
    const server = await startTestApp({ distDir });
    const page = await browser!.newPage();
    try {
      const url = `http://127.0.0.1:${server.port}/about`;
      const response = await send(server.port, { path: '/about' });
      const scriptSrc = (response.headers['content-security-policy'] as string)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '))!;
      expect(scriptSrc).not.toContain(cspHash('alert(1)'));
      // Every other inline script that runs (no type, a module, Speculation Rules) is the prerenderer’s own.
      const ownScripts = [...response.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([tag, attributes]) =>
          tag !== injected &&
          !/\ssrc=/.test(attributes) &&
          !/type="(application\/(ld\+)?json|text\/html)"/.test(attributes),
      );
      expect(ownScripts.length).toBeGreaterThanOrEqual(4);
      for (const [tag, , text] of ownScripts) expect(scriptSrc, tag.slice(0, 60)).toContain(cspHash(text));

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const found = await violationsOn(page, url);
      // The violation event comes a moment after the script is blocked, and the array fills as messages come.
      const events = () => found.filter((text) => text.startsWith('Content Security Policy violation:'));
      await expect.poll(events).toEqual(['Content Security Policy violation: script-src-elem inline ']);
      // Chromium names the hash of each script it blocks: the injected one's only.
      const blocked = found.filter((text) => text.includes('violates'));
      expect(blocked).toHaveLength(1);
      expect(blocked[0]).toContain(`a hash (${cspHash('alert(1)')})`);
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
      await server.close();
      removeDir(server.dataDir);
      removeDir(distDir);
    }
  }, 60_000);
});
