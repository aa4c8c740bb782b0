/**
 * Global setup for the tests that look at the production build: runs `npm run build` once per test run, so
 * they check exactly what `npm start` serves.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function buildOnce() {
  const root = path.resolve(__dirname, '../..');
  if (process.env.SKIP_BUILD === '1') return;
  execFileSync('node', ['--import', 'tsx', 'src/build/build.ts'], { cwd: root, stdio: 'inherit' });
}
