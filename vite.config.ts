/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blockCataloguePlugin } from './src/vite/blockCataloguePlugin.ts';
import { contentPlugin } from './src/vite/contentPlugin.ts';
import { imagePlugin } from './src/vite/imagePlugin.ts';
import { pageRenderPlugin } from './src/vite/pageRenderPlugin.ts';
import { editorDevPlugin } from './src/server/editor/devPlugin.ts';
import { editorEntries } from './src/server/editor/editorPage.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    contentPlugin(),
    imagePlugin(),
    // /_blocks, the block catalogue: development server only.
    blockCataloguePlugin(),
    // /edit, the browser editor, without sign-in: development server only.
    editorDevPlugin(),
    // Every page rendered on the server as the build renders it: development server only.
    pageRenderPlugin(),
  ],
  // Every page the development server serves, so that the dependencies they import are found and pre-bundled at
  // start: one found only when /_blocks or /edit is first opened makes Vite bundle again and reload that page.
  optimizeDeps: {
    entries: ['index.html', 'src/authoring/blockCatalogueEntry.tsx', ...Object.values(editorEntries)],
  },
  // The quote server's data folder (visitors' requests) is never served by the development server.
  server: {
    fs: {
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', `${fileURLToPath(new URL('./data', import.meta.url))}/**`],
    },
  },
  resolve: {
    alias: [
      // See src/app/syncExternalStore.ts.
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    // Fonts are small and cached for a year; inlining them would make every page's CSS heavier.
    assetsInlineLimit: 0,
  },
  test: {
    testTimeout: 20_000,
    // Two test files at a time. Most of a file's time is spent waiting on a server, a build or Chromium, so two
    // overlap well on two cores; vitest's default (one less than the cores) would run them one by one.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/{app,blocks,build,content}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // Tests of the production build in dist/, built once before they run.
        extends: true,
        test: {
          name: 'dist',
          environment: 'node',
          include: ['tests/dist/**/*.test.ts'],
          globalSetup: ['tests/dist/buildOnce.ts'],
        },
      },
      {
        // The quote server: HTTP API, SQLite store, mail outbox, crash durability, and the quote form from end to
        // end in Chromium over the real build (built first when a source is newer than dist/).
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/buildIfStale.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Tools for people who edit the content: editor help (yaml-language-server), npm run new-page, the block
        // catalogue, and the development server's live update of an open page (Chromium).
        extends: true,
        test: {
          name: 'authoring',
          environment: 'node',
          include: ['tests/{authoring,docs}/**/*.test.{ts,tsx}'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The browser editor at /edit: its API, accounts and sessions, help from the schemas, and the editor in
        // Chromium against the production server over a throw-away copy of the project; publishing from it
        // (tests/publish/: builds, swaps, git and its remote, crashes) on throw-away git copies.
        extends: true,
        test: {
          name: 'editor',
          environment: 'node',
          include: ['tests/{editor,publish}/**/*.test.ts'],
          // A busy machine (CI runs the browser tests beside whole-site runs) can take more than expect.poll's
          // default second to check and draw the page again.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The built site in Chromium, served by the production server (tests/browser/globalSetup.ts).
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/globalSetup.ts'],
          // Tests marked concurrent load at most three pages at once: more only queue for the two cores.
          maxConcurrency: 3,
          // A busy machine can take more than expect.poll's default second to re-render after a click.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole sites on copies of the project: an office's everyday edits to the live content, and a second site of
        // another business built from its own content alone (tests/fixtures/).
        extends: true,
        test: {
          name: 'sites',
          environment: 'node',
          include: ['tests/sites/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Putting the site online: the CI workflow, HTTPS through Caddy (deploy/), backups and restores.
        extends: true,
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
