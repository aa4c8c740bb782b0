/**
 * `npm run leads -- --format csv|json [--spam] [--output FILE]`: prints the stored quote requests, newest first,
 * for the office. Reads the database in DATA_DIR (default ./data); spam is left out unless --spam is given.
 *
 *   npm run --silent leads -- --format csv > leads.csv     (--silent keeps npm's own "> leads" lines out)
 *   npm run leads -- --format csv --output leads.csv
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { leadsCsv, leadsJson } from './quotes/leadsExport.ts';
import { readQuotes } from './quotes/quoteStore.ts';

const projectRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

function main() {
  const { values } = parseArgs({
    options: {
      format: { type: 'string', default: 'csv' },
      spam: { type: 'boolean', default: false },
      output: { type: 'string' },
    },
  });
  if (values.format !== 'csv' && values.format !== 'json') {
    console.error(`Unknown --format "${values.format}": use --format csv or --format json.`);
    process.exit(2);
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
