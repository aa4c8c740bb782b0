/**
 * Global setup of the browser tests: builds the site once (tests/dist/buildOnce.ts; SKIP_BUILD=1 reuses dist/),
 * copies dist/ to a temporary folder (so a rebuild during the run cannot change what is being tested), then starts
 * the production server exactly as `npm run serve` does, in its own process, on a free port of 127.0.0.1 with a
 * throwaway data folder. The tests read its address with inject('baseUrl') and the copy with inject('distDir');
 * the server is stopped by its PID when they are done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import buildOnce from '../dist/buildOnce';

const projectRoot = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Starts src/server/main.ts and resolves with its address once it says where it listens. */
function startServer(distDir: string, dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    // PORT 0: the system picks a free port, which the server prints.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The production server did not start (${reason}). Its output:\n${output}`));
    };
    const timer = setTimeout(() => fail(`no address after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!address) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stderr!.off('data', read);
      // Keep draining its output, so a full pipe never blocks the server.
      child.stdout!.resume();
      child.stderr!.resume();
      resolve({ child, baseUrl: address[1] });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited with ${signal ?? `code ${code}`}`));
  });
}

/** SIGTERM lets it finish the requests under way; SIGKILL if it has not exited after a few seconds. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid!, 'SIGTERM');
  });
}

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

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(distDir, dataDir);
  } catch (error) {
    removeFolders();
    throw error;
  }
  server.child.removeAllListeners('exit');
  project.provide('baseUrl', server.baseUrl);
  project.provide('distDir', distDir);

  return async () => {
    await stopServer(server.child);
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
