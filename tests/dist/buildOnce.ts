/**
 * Global setup for the tests that look at the production build: runs `npm run build` once per test run, so
 * they check exactly what `npm start` serves.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Set once built: the dist and browser projects both start here, in the same vitest process. */
const builtInThisRun = Symbol.for('summit-ridge.tests.distBuilt');

export default function buildOnce() {
  const root = path.resolve(__dirname, '../..');
  const state = globalThis as { [builtInThisRun]?: boolean };
  if (process.env.SKIP_BUILD === '1' || state[builtInThisRun]) return;
  execFileSync('node', ['--import', 'tsx', 'src/cli/build.ts'], { cwd: root, stdio: 'inherit' });
  state[builtInThisRun] = true;
}
