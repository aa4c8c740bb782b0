/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './src/build/contentPlugin.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    contentPlugin(),
  ],
  build: {
    target: 'es2022',
    // Fonts are small and cached for a year; inlining them would make every page's CSS heavier.
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 20_000,
  },
});
