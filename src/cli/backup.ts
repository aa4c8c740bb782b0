/**
 * `npm run backup -- --output FILE`: a consistent copy of the quote database in DATA_DIR (default ./data), taken
 * while the server keeps taking requests, checked before it gets its name. docs/deploy.md runs it every night.
 */
import path from 'node:path';
import { BackupRefused, backupQuoteDatabase } from '../server/store/backup.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { projectRoot } from '../content/projectFiles.ts';

const { values } = readCommandLine({
  command: 'npm run backup --',
  summary:
    "Copies the quote database in DATA_DIR (default ./data) to FILE with SQLite's online backup, while the server " +
    'keeps running, and checks the copy. An existing FILE is replaced.',
  options: {
    output: { type: 'string', value: 'FILE', help: 'where to write the copy (required)' },
  },
  examples: ['npm run backup -- --output backups/quotes.sqlite'],
});

async function main() {
  if (!values.output) {
    console.error('Say where the copy goes: npm run backup -- --output FILE\nSee npm run backup -- --help.');
    process.exit(2);
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, 'data');
  // npm runs scripts in the project root; a relative file name means the folder the command was typed in.
  const output = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.output);
  const started = performance.now();
  const summary = await backupQuoteDatabase(dataDir, output);
  const kilobytes = (summary.bytes / 1024).toFixed(0);
  console.log(
    `Backed up ${summary.quoteRequests} quote requests to ${output} (${kilobytes} KB, integrity ok) ` +
      `in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BackupRefused ? error.message : `Backup failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
