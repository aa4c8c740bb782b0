/**
 * `npm run leads`: prints the stored quote requests, newest first, for the office. Reads the database in DATA_DIR
 * (default ./data); spam is left out unless --spam is given.
 *
 *   npm run --silent leads -- --format csv > leads.csv     (--silent keeps npm's own "> leads" lines out)
 *   npm run leads -- --format csv --output leads.csv
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { leadsCsv, leadsJson } from '../server/quotes/leadsExport.ts';
import { readQuotes } from '../server/quotes/quoteStore.ts';

const projectRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

const usage = `Usage: npm run leads -- [options]

Prints the stored quote requests, newest first.

Options:
  --format csv|json   csv for a spreadsheet (the default), json for tools
  --spam              also list the requests caught by the spam trap
  --output FILE       write to FILE instead of the screen
  --help              show this help

Example:
  npm run --silent leads -- --format csv > leads.csv
`;

/** Thrown for a mistake in the command line: printed with the usage hint, exit code 2. */
class UsageError extends Error {}

function readOptions() {
  try {
    return parseArgs({
      strict: true,
      allowPositionals: false,
      options: {
        format: { type: 'string', default: 'csv' },
        spam: { type: 'boolean', default: false },
        output: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError(plainParseError(error));
  }
}

function main() {
  const values = readOptions();
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    throw new UsageError(`Unknown --format "${values.format}": use --format csv or --format json.`);
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, 'data');
  const quotes = readQuotes(dataDir, { includeSpam: values.spam });
  if (!quotes) console.error(`No quote requests yet: there is no database in ${dataDir}.`);
  const list = quotes ?? [];
  const text = values.format === 'csv' ? leadsCsv(list, values.spam) : leadsJson(list, values.spam);
  if (values.output) {
    // npm runs scripts in the project root; a relative file name means the folder the command was typed in.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.output);
    writeFileSync(file, text);
    console.error(`Wrote ${list.length} quote requests to ${file}.`);
  } else process.stdout.write(text);
}

try {
  main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\nRun "npm run leads -- --help" for the options.`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** node:util's parseArgs errors, in plain words. */
function plainParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = message.match(/'(-{1,2}[\w-]+)/)?.[1];
  const code = (error as { code?: string }).code;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `There is no option ${option}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value after it.`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `Unexpected "${message.match(/'([^']*)'/)?.[1]}": every option starts with --.`;
  }
  return message;
}
