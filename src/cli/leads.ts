/**
 * `npm run leads`: the stored quote requests, newest first, for the office; and the few changes the office makes
 * to them. Reads the database in DATA_DIR (default ./data).
 *
 *   npm run --silent leads -- --format csv > leads.csv     (--silent keeps npm's own "> leads" lines out)
 *   npm run leads -- --spam                                 what the spam checks caught, with the reason
 *   npm run leads -- --not-spam ID                          a real request after all: its e-mail goes out
 *   npm run leads -- --delete ID                            a visitor asked to be forgotten
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { readCompanyFacts } from '../server/mail/companyFacts.ts';
import { leadsCsv, leadsJson } from '../server/quotes/leadsExport.ts';
import { spreadsheetWordsOf, withOfficeRecords } from '../server/quotes/officeRecords.ts';
import { deleteQuote, markNotSpam, readQuotes, retryUndeliverable } from '../server/quotes/officeChanges.ts';
import { readCommandLine } from './shared/commandLine.ts';
import { projectRoot } from '../content/projectFiles.ts';

const { values } = readCommandLine({
  command: 'npm run leads --',
  summary:
    'Prints the stored quote requests, newest first (CSV for a spreadsheet, or JSON), from the database in DATA_DIR ' +
    '(default ./data). With --not-spam, --delete or --retry-undelivered it changes one thing and says what it did.',
  options: {
    format: {
      type: 'string',
      value: 'FORMAT',
      choices: ['csv', 'json'],
      default: 'csv',
      help: 'csv for a spreadsheet, json for tools',
    },
    spam: { type: 'boolean', help: 'list what the spam checks caught, with the reason, besides the real requests' },
    undelivered: {
      type: 'boolean',
      help: 'only the requests whose e-mail has not gone out (waiting, or refused for good)',
    },
    excel: { type: 'boolean', help: 'CSV that Excel opens with accents intact (starts with a UTF-8 byte-order mark)' },
    output: { type: 'string', value: 'FILE', help: 'write to FILE (readable by you only) instead of the screen' },
    'not-spam': {
      type: 'string',
      value: 'ID',
      help: 'a request taken for spam is real: its e-mail is sent by the running server',
    },
    delete: { type: 'string', value: 'ID', help: 'delete one request for good (a visitor asked to be forgotten)' },
    'retry-undelivered': {
      type: 'boolean',
      help: 'try the e-mails the mail server refused again (after fixing SMTP_URL)',
    },
  },
  examples: [
    'npm run --silent leads -- --format csv > leads.csv',
    'npm run leads -- --format csv --excel --output leads.csv',
    'npm run leads -- --spam',
    'npm run leads -- --not-spam 0b5c1f2e-…',
  ],
});

const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, 'data');

/** Who gets the e-mails decides the Message-ID's domain of a request let through from the spam. */
function companyEmailDomain(): string {
  try {
    return readCompanyFacts(path.join(projectRoot, 'site.yaml')).email.split('@').pop() || 'localhost';
  } catch {
    return 'localhost';
  }
}

function changeOne(): boolean {
  if (values['not-spam'] !== undefined) {
    const id = values['not-spam'];
    const result = markNotSpam(dataDir, id, companyEmailDomain());
    if (!result.ok) {
      throw new Error(
        result.reason === 'unknown'
          ? `There is no quote request with the id ${id}.`
          : `Quote request ${id} is not marked as spam.`,
      );
    }
    console.log(
      `Quote request ${id} is no longer spam. Its e-mail goes out within a minute while the server runs (or when it starts).`,
    );
    return true;
  }
  if (values.delete !== undefined) {
    const id = values.delete;
    const result = deleteQuote(dataDir, id);
    if (!result.ok) throw new Error(`There is no quote request with the id ${id}.`);
    const { firstName, lastName, email, phone } = result.quote;
    const who = [`${firstName} ${lastName}`.trim(), email, phone].filter(Boolean).join(', ');
    console.log(
      `Deleted quote request ${id}${who ? ` (${who})` : ''}. Copies in backups and in e-mails already sent remain.`,
    );
    return true;
  }
  if (values['retry-undelivered']) {
    const count = retryUndeliverable(dataDir);
    console.log(
      count
        ? `${count} e-mails refused before are waiting to be sent again; the running server tries them within a minute.`
        : 'No e-mail was marked undeliverable.',
    );
    return true;
  }
  return false;
}

function list() {
  const includeSpam = values.spam;
  const quotes = readQuotes(dataDir, { includeSpam, onlyUndelivered: values.undelivered });
  if (!quotes) console.error(`No quote requests yet: there is no database in ${dataDir}.`);
  const rows = quotes ?? [];
  let text =
    values.format === 'csv'
      ? withOfficeRecords(dataDir, (records) =>
          leadsCsv(rows, includeSpam, { ...spreadsheetWordsOf(path.join(projectRoot, 'site.yaml'), dataDir), records }),
        )
      : leadsJson(rows, includeSpam);
  if (values.excel) {
    if (values.format !== 'csv') throw Object.assign(new Error('--excel goes with --format csv.'), { usage: true });
    text = `\ufeff${text}`;
  }
  if (values.output) {
    // npm runs scripts in the project root; a relative file name means the folder the command was typed in.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.output);
    // Visitors' names and addresses: readable by the owner only.
    const fd = openSync(file, 'w', 0o600);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    console.error(`Wrote ${rows.length} quote requests to ${file}.`);
  } else process.stdout.write(text);
}

try {
  if (!changeOne()) list();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit((error as { usage?: boolean }).usage ? 2 : 1);
}
