/**
 * `npm run check`: checks site.yaml, pages/ and collections/ exactly as the build does, prints every error and exits
 * 1 when there is one. `--format github` prints GitHub Actions annotations, `--format json` a JSON report.
 */
import { loadContent } from '../content/loadContent.ts';
import { formatErrors, type ErrorFormat } from '../content/formatErrors.ts';
import { contentFilesIn } from '../content/projectFiles.ts';
import path from 'node:path';
import { readCommandLine } from './shared/commandLine.ts';

const { values } = readCommandLine({
  command: 'npm run check --',
  summary:
    'Checks site.yaml, pages/ and collections/ as the build does, prints every error and exits 1 when there is one.',
  options: {
    format: {
      type: 'string',
      value: 'FORMAT',
      choices: ['human', 'github', 'json'],
      default: 'human',
      help: 'how errors are printed: for people, as GitHub Actions annotations, or as JSON',
    },
    root: { type: 'string', value: 'DIR', help: 'the project folder to check; default the current one' },
    timing: { type: 'boolean', help: 'print only how long the check took, in milliseconds (for npm run bench)' },
  },
  examples: ['npm run check', 'npm run check -- --format github'],
});
const format: ErrorFormat | 'timing' = values.timing ? 'timing' : (values.format as ErrorFormat);
const root = path.resolve(values.root ?? process.cwd());
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
  const entries = content?.collections.reduce((sum, collection) => sum + collection.entries.length, 0) ?? 0;
  const collections = content?.collections.length ?? 0;
  // The pages counted are the pages built: the files' own, and those the collections add.
  const among = entries
    ? `, ${entries} ${entries === 1 ? 'entry' : 'entries'} of ${collections} ${collections === 1 ? 'collection' : 'collections'} among them`
    : '';
  console.log(
    `Content OK: site.yaml and ${content?.pages.length ?? 0} pages checked in ${elapsed.toFixed(0)} ms${among}.`,
  );
}
// exitCode, not exit(): a long report written to a pipe is finished before the process ends.
process.exitCode = errors.length ? 1 : 0;
