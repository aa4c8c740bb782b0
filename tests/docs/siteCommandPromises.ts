/**
 * What the commands that make, check, time and serve the site promise (README.md, docs/*.md): the benchmarks, a new
 * page, the content check, the linter, the generated docs and types, the build, the screenshots, the dev server and
 * `npm start`. Part of the list in commandPromises.ts, which says how to add an entry.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { pagesOfEachKindIn } from '../../src/cli/shared/pagesOfEachKind';
import { type CommandPromise, expectSuccess } from './commandJudge';
import { freePort } from './projectCopy';

/** Leaves `file` (relative to the copy) with text that is not its own, so a judge can see the command rewrite it. */
function spoil(dir: string, file: string): string {
  const original = readFileSync(path.join(dir, file), 'utf8');
  writeFileSync(path.join(dir, file), 'not yet written\n');
  return original;
}

export const siteCommandPromises: CommandPromise[] = [
  {
    pattern: /^npm run bench:publish$/,
    promise:
      'times a first publish (every page built), then three publishes of a one-page change (commit, build of the ' +
      'changed page, switch), and prints each and the median',
    async judge({ run, command }) {
      const result = await run({ timeoutMs: 240_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/^First publish \(every page built\): [\d.]+ s/m);
      expect(result.stdout).toMatch(/^Publish 3: [\d.]+ s \(then compressed for visitors in [\d.]+ s\)$/m);
      expect(result.stdout).toMatch(
        /^Publish \(edit one page, commit, build the changed page, switch\): median [\d.]+ s over 3 runs; load average [\d.]+\.$/m,
      );
    },
    timeoutMs: 300_000,
  },
  {
    pattern: /^npm run bench:inbox$/,
    promise: 'times the inbox over 50,000 generated requests and prints the first page and search times in ms',
    async judge({ run, command }) {
      const result = await run({ timeoutMs: 240_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(
        /^Inbox with 50,000 requests .*first page [\d.]+ · New only [\d.]+ · search name [\d.]+ · search phone digits [\d.]+ · search word [\d.]+/m,
      );
      expect(result.stdout).toMatch(/^Over HTTP, signed in, .*first page [\d.]+ · search phone digits [\d.]+/m);
    },
    timeoutMs: 300_000,
  },
  {
    pattern: /^npm run new-page -- (\/[a-z0-9/-]+)$/,
    promise: 'creates pages/<address>.yaml, a valid page, and says so',
    async judge({ run, dir, match, command }) {
      const file = `pages${match[1]}.yaml`;
      expect(existsSync(path.join(dir, file)), `${file} exists before ${command}`).toBe(false);
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toContain(`Created ${file} for the page ${match[1]}.`);
      expect(readFileSync(path.join(dir, file), 'utf8')).toMatch(new RegExp(`^route: ${match[1]}$`, 'm'));
    },
  },
  {
    pattern: /^npm run check$/,
    promise: 'checks site.yaml and pages/ (new pages included) and says Content OK',
    async judge({ run, command }) {
      const result = await run();
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/Content OK: site\.yaml and \d+ pages checked/);
    },
  },
  {
    pattern: /^npm run lint$/,
    promise: 'passes on the project as it is, and fails naming a file whose formatting is off',
    async judge({ run, dir, command }) {
      expectSuccess(await run(), command);
      const file = 'src/app/App.tsx';
      const original = readFileSync(path.join(dir, file), 'utf8');
      writeFileSync(path.join(dir, file), original.replace("from 'react';", 'from "react"'));
      const spoiled = await run();
      writeFileSync(path.join(dir, file), original);
      expect(spoiled.code, `${command} with badly formatted ${file}`).toBe(1);
      expect(spoiled.stdout + spoiled.stderr).toContain(file);
    },
  },
  {
    pattern: /^npm run docs:blocks$/,
    promise: 'rewrites docs/blocks.md from schema/, as it is in git',
    async judge({ run, dir, command }) {
      const original = spoil(dir, 'docs/blocks.md');
      const result = await run();
      expectSuccess(result, command);
      expect(readFileSync(path.join(dir, 'docs/blocks.md'), 'utf8'), 'docs/blocks.md is out of date: run it').toBe(
        original,
      );
    },
  },
  {
    pattern: /^npm run types$/,
    promise: 'rewrites the content types src/content/*.generated.ts from schema/',
    async judge({ run, dir, command }) {
      const generated = readdirSync(path.join(dir, 'src/content')).filter((name) => name.endsWith('.generated.ts'));
      expect(generated.length).toBeGreaterThan(0);
      const originals = generated.map((name) => spoil(dir, `src/content/${name}`));
      const result = await run();
      expectSuccess(result, command);
      generated.forEach((name, index) => {
        expect(readFileSync(path.join(dir, 'src/content', name), 'utf8'), `${name} is stale`).toBe(originals[index]);
      });
    },
  },
  {
    pattern: /^npm run build$/,
    promise: 'checks the content and prerenders every route into dist/',
    timeoutMs: 180_000,
    async judge({ run, dir, command }) {
      const result = await run({ timeoutMs: 170_000 });
      expectSuccess(result, command);
      expect(result.stdout).toMatch(/Built \d+ pages into dist\//);
      for (const file of ['index.html', '404.html', 'about/index.html', 'sitemap.xml']) {
        expect(existsSync(path.join(dir, 'dist', file)), `dist/${file}`).toBe(true);
      }
    },
  },
  {
    pattern: /^npm run screenshots$/,
    promise: 'writes full-page pictures of one page of each kind at 375, 768 and 1280 px into screenshots/',
    timeoutMs: 300_000,
    async judge({ run, dir, command, ensureBuilt }) {
      await ensureBuilt();
      const result = await run({ timeoutMs: 280_000 });
      expectSuccess(result, command);
      const pictures = readdirSync(path.join(dir, 'screenshots')).sort();
      const kinds = pagesOfEachKindIn(dir);
      expect(kinds).toContain('/');
      expect(pictures).toHaveLength(kinds.length * 3);
      for (const width of [375, 768, 1280]) expect(pictures).toContain(`home-${width}.png`);
    },
  },
  {
    pattern: /^npm run dev$/,
    promise:
      'serves the site for editing, each page rendered on the server as the build renders it, with every block at /_blocks',
    timeoutMs: 90_000,
    async judge({ serve }) {
      const server = await serve({ address: /Local:\s+(http:\/\/\S+)/, timeoutMs: 80_000 });
      try {
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        const html = await home.text();
        // Rendered on the server: the page's main heading is in the HTML, and its start script loads the entry.
        expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain('src="/src/app/pageStart.ts" data-entry="/src/entry-client.tsx"');
        // The entry compiles: the dev server can read the project's code and its dependencies.
        expect((await fetch(`${server.url}/src/entry-client.tsx`)).status).toBe(200);
        expect((await fetch(`${server.url}/_blocks`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  },
  {
    // `npm start`, also with the settings docs/quotes.md shows in front of it (SMTP_URL=… MAIL_FROM=… npm start).
    pattern: /^((?:[A-Z_]+=(?:'[^']*'|"[^"]*"|\S+)\s+)*)npm start$/,
    promise: 'builds, then serves the production site on PORT',
    timeoutMs: 240_000,
    async judge({ serve }) {
      const port = await freePort();
      const server = await serve({
        address: new RegExp(`on (http://\\S+:${port})`),
        env: { PORT: String(port), HOST: '127.0.0.1' },
        timeoutMs: 220_000,
      });
      try {
        const home = await fetch(`${server.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<h1[\s>]/);
        expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
      } finally {
        await server.stop();
      }
    },
  },
];
