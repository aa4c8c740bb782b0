/**
 * Global setup of the browser tests: builds the site once (tests/dist/buildOnce.ts; SKIP_BUILD=1 reuses dist/),
 * copies dist/ to a temporary folder (so a rebuild during the run cannot change what is being tested), then starts
 * the production server exactly as `npm run serve` does, in its own process, on a free port of 127.0.0.1 with a
 * throwaway data folder. The tests read its address with inject('baseUrl') and the copy with inject('distDir');
 * the server is stopped by its PID when they are done.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import buildOnce from '../dist/buildOnce';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';

const projectRoot = path.resolve(__dirname, '../..');

export default async function setup(project: TestProject) {
  buildOnce();
  const builtDir = path.join(projectRoot, 'dist');
  if (!existsSync(path.join(builtDir, 'index.html')))
    throw new Error('dist/ has no index.html: run npm run build (or unset SKIP_BUILD).');
  const distDir = mkdtempSync(path.join(tmpdir(), 'browser-tests-dist-'));
  cpSync(builtDir, distDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'browser-tests-data-'));
  const removeFolders = () => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };

  let server: ServerProcess;
  try {
    server = await startServerProcess({ env: { DIST_DIR: distDir, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' } });
  } catch (error) {
    removeFolders();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('distDir', distDir);

  return async () => {
    await server.stop();
    removeFolders();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production server the browser tests visit, e.g. http://127.0.0.1:40123 (no trailing slash). */
    baseUrl: string;
    /** The copy of dist/ that the server serves. */
    distDir: string;
  }
}
