/**
 * `npm run build`: checks the content, builds the browser bundle and the server renderer with Vite, and writes
 * a finished HTML file for every route into dist/ (shared/siteBuildRun.ts). With `--from DIR`, only the pages that
 * changed since DIR's build are rendered when nothing else changed.
 */
import path from 'node:path';
import { projectRoot } from '../content/projectFiles.ts';
import { BuildStepFailed } from './shared/buildStepProcess.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { runSiteBuild } from './shared/siteBuildRun.ts';

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
    from: {
      type: 'string',
      value: 'DIR',
      help: 'start from the build in DIR: when only pages/ changed since it, render only the changed pages',
    },
  },
  examples: ['npm run build', 'npm run build -- --site-only --out-dir /tmp/next --from dist'],
});

runSiteBuild({
  root: projectRoot,
  distDir: values['out-dir'] ? path.resolve(values['out-dir']) : path.join(projectRoot, 'dist'),
  shownDir: values['out-dir'] ? path.resolve(values['out-dir']) : 'dist/',
  siteOnly: Boolean(values['site-only']),
  from: values.from ? { dir: path.resolve(values.from), shown: values.from } : undefined,
}).catch((error: unknown) => {
  // A step has already said what went wrong, content errors with their full, formatted report.
  if (error instanceof BuildStepFailed) process.exit(error.exitCode);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
