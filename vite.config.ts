/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './src/build/contentPlugin.ts';
import { imagePlugin } from './src/build/imagePlugin.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    contentPlugin(),
    imagePlugin(),
  ],
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/{app,blocks,content}/**/*.test.{ts,tsx}'],
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
        // The quote server: HTTP API, SQLite store, mail outbox, crash durability.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
