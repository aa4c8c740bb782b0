/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back as the quote database in DATA_DIR
 * (default ./data). Refused while a server uses the folder; the copy's integrity is checked first; the database
 * it replaces is kept beside it.
 */
import path from 'node:path';
import { BackupRefused, restoreQuoteDatabase } from '../server/store/backup.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { projectRoot } from '../content/projectFiles.ts';

const { positionals } = readCommandLine({
  command: 'npm run restore --',
  summary:
    'Checks the backup FILE, then makes it the quote database in DATA_DIR (default ./data), keeping the one it ' +
    'replaces as quotes-before-restore-<time>.sqlite. Stop the server first: a restore is refused while it runs.',
  arguments: 'FILE',
  positionals: { min: 1, max: 1 },
  options: {},
  examples: ['npm run restore -- backups/quotes.sqlite'],
});

try {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, 'data');
  // npm runs scripts in the project root; a relative file name means the folder the command was typed in.
  const backupFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const summary = restoreQuoteDatabase(backupFile, dataDir);
  console.log(`Restored ${summary.quoteRequests} quote requests from ${backupFile} into ${dataDir} (integrity ok).`);
  if (summary.keptPrevious) console.log(`The database it replaced is kept as ${summary.keptPrevious}.`);
} catch (error) {
  console.error(
    error instanceof BackupRefused
      ? error.message
      : `Restore failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
