/**
 * Global setup of the server tests: the tests that open the real site need dist/ to be the build of the sources
 * as they are now. It runs `npm run build` only when dist/ is missing or older than a file the build reads, so a
 * run after an unchanged build starts at once. SKIP_BUILD=1 uses dist/ as it is (as for the dist tests).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import buildOnce from '../dist/buildOnce';

const root = path.resolve(__dirname, '../..');
const builtPage = path.join(root, 'dist/index.html');

/**
 * What the build reads. The server's own code is not part of it (the quote rules the content plugin reads are in
 * src/quotes/), except the editor's build and the preview's renderer, which the build bundles into dist/.editor/.
 */
const sources = [
  'index.html',
  'site.yaml',
  'pages',
  'collections',
  'schema',
  'blocks',
  'public',
  'src',
  'vite.config.ts',
  'package-lock.json',
];
const notSources = [
  /^src\/cli\/(?!build\.ts|shared\/(?:build|checkedContent))/,
  /^src\/server\/(?!editor\/(?:editorBuild|previewRender|schemaFiles)\.tsx?$)/,
];

/** The newest modification time of the build's sources, in ms. */
function newestSource(): number {
  let newest = 0;
  const visit = (relative: string) => {
    if (notSources.some((pattern) => pattern.test(relative))) return;
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    const stats = statSync(full);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(full)) visit(`${relative}/${entry}`);
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  sources.forEach(visit);
  return newest;
}

export default function buildIfStale() {
  if (process.env.SKIP_BUILD === '1') return;
  if (existsSync(builtPage) && statSync(builtPage).mtimeMs >= newestSource()) return;
  // The same build step as the dist and browser projects', so one `npm test` builds once.
  buildOnce();
}
