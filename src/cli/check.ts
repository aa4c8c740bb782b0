/**
 * `npm run check`: checks site.yaml and pages/ exactly as the build does, prints every error and exits 1 when
 * there is one. `--format github` prints GitHub Actions annotations, `--format json` a JSON report.
 */
import { loadContent } from '../content/loadContent.ts';
import { formatErrors, type ErrorFormat } from '../content/formatErrors.ts';
import { contentFilesIn } from '../content/projectFiles.ts';
import path from 'node:path';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

// `timing` (for npm run bench) prints only how long the check took, in milliseconds.
const format = (option('format') ?? 'human') as ErrorFormat | 'timing';
if (!['human', 'github', 'json', 'timing'].includes(format)) {
  console.error(`Unknown --format "${format}": use human, github or json.`);
  process.exit(2);
}
const root = path.resolve(option('root') ?? process.cwd());
const files = contentFilesIn(root);
const started = performance.now();
const { errors, content } = loadContent(files);
const elapsed = performance.now() - started;

if (format === 'timing') {
  console.log(elapsed.toFixed(1));
} else if (format === 'json') {
  console.log(formatErrors(errors, 'json', root));
} else if (format === 'github' && errors.length) {
  // Workflow commands are read from standard output.
  console.log(formatErrors(errors, 'github', root));
} else if (errors.length) {
  console.error(formatErrors(errors, 'human', root));
} else {
  console.log(`Content OK: site.yaml and ${content?.pages.length ?? 0} pages checked in ${elapsed.toFixed(0)} ms.`);
}
// exitCode, not exit(): a long report written to a pipe is finished before the process ends.
process.exitCode = errors.length ? 1 : 0;
