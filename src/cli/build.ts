/**
 * `npm run build`: checks the content, builds the browser bundle and the server renderer with Vite, and writes
 * a finished HTML file for every route into dist/.
 */
import { existsSync } from 'node:fs';
import { copyFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { formatErrors } from '../content/formatErrors.ts';
import { loadContent } from '../content/loadContent.ts';
import { contentFilesIn, projectRoot } from '../content/projectFiles.ts';
import { prerender } from '../prerender/prerender.ts';
import { buildEditor } from '../server/editor/editorBuild.ts';
import { readCommandLine } from './shared/commandLine.ts';

const { values } = readCommandLine({
  command: 'npm run build --',
  summary: 'Checks the content, builds the browser bundle and prerenders every route into dist/.',
  options: {
    'site-only': { type: 'boolean', help: 'leave out the editor at /edit (publishing: the server keeps its own)' },
    'out-dir': {
      type: 'string',
      value: 'DIR',
      help: 'build into this folder instead of dist/ (publishing builds beside the live site)',
    },
  },
  examples: ['npm run build'],
});

const distDir = values['out-dir'] ? path.resolve(values['out-dir']) : path.join(projectRoot, 'dist');
// Its own for each output folder, so two builds never share one; inside the project, where its imports resolve.
const serverDir = values['out-dir']
  ? path.join(projectRoot, 'node_modules/.cache/build-ssr', `${path.basename(distDir)}-${process.pid}`)
  : path.join(projectRoot, 'dist-ssr');

async function main() {
  const started = performance.now();
  // The prerenderer loads React from node_modules: it must pick the same production build the bundles use.
  process.env.NODE_ENV = 'production';
  // Check first, so a content mistake is reported on its own, without a bundler's stack trace around it.
  const { errors } = loadContent(contentFilesIn(projectRoot));
  if (errors.length) {
    console.error(formatErrors(errors, 'human', projectRoot));
    process.exit(1);
  }
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: {
      ssr: path.join(projectRoot, 'src/entry-server.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      // The files the server's HTML names that no browser code imports (the fonts of the @font-face rules).
      ssrEmitAssets: true,
    },
  });
  await copyMissingAssets(path.join(serverDir, 'assets'), path.join(distDir, 'assets'));
  const written = await prerender(distDir, path.join(serverDir, 'entry-server.js'));
  await rm(serverDir, { recursive: true, force: true });
  // The editor at /edit: its own bundle, in dist/.editor/, referenced by no page of the site.
  if (!values['site-only']) await buildEditor(projectRoot, distDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${written.length} pages into ${values['out-dir'] ? distDir : 'dist/'} in ${seconds} s.`);
}

/** The server build's assets that the client build has not written (same content, same hashed name). */
async function copyMissingAssets(from: string, to: string) {
  if (!existsSync(from)) return;
  for (const name of await readdir(from)) {
    if (name.endsWith('.js') || existsSync(path.join(to, name))) continue;
    await copyFile(path.join(from, name), path.join(to, name));
  }
}

main().catch((error: unknown) => {
  // Content errors already carry their full, formatted report.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
