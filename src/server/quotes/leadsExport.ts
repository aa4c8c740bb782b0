/** Stored quote requests as CSV (RFC 4180, for a spreadsheet) or JSON (for tools). */
import { controlCharacters } from '../../quotes/quoteRules.ts';
import type { StoredQuote } from './quoteRows.ts';

const columns: [keyof StoredQuote, string][] = [
  ['receivedAt', 'received'],
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['email', 'e-mail'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['description', 'description'],
  ['emailedAt', 'e-mailed'],
  ['id', 'id'],
  ['mailStatus', 'e-mail status'],
  ['mailError', 'e-mail error'],
];

/** Control characters (but line breaks and tabs) and bidirectional overrides, shown as "�" in a listing. */
const unsafeCharacters = new RegExp(controlCharacters.source, 'g');

/**
 * One CSV cell. Quoted when it holds a comma, a quote or a line break (quotes doubled). A visitor's text that
 * starts like a formula (=, +, -, @) gets a leading apostrophe, so a spreadsheet shows it instead of running it;
 * phone numbers such as +1 503 555 0147 are left alone. Control characters (which the server refuses, but an
 * older row may hold) are replaced, so the listing cannot rewrite the terminal it is printed on.
 */
export function csvCell(value: string): string {
  let text = value.replace(unsafeCharacters, '\ufffd');
  if (/^[=+\-@\t\r]/.test(text) && !/^\+?[\d\s().-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(quotes: StoredQuote[], includeSpam: boolean): string {
  const header = [...columns.map(([, title]) => title), ...(includeSpam ? ['spam', 'spam reason'] : [])];
  const rows = quotes.map((quote) => [
    ...columns.map(([key]) => csvCell(String(quote[key]))),
    ...(includeSpam ? [quote.spam ? 'yes' : 'no', csvCell(quote.spamReason)] : []),
  ]);
  return [header.map(csvCell), ...rows].map((row) => `${row.join(',')}\r\n`).join('');
}

export function leadsJson(quotes: StoredQuote[], includeSpam: boolean): string {
  const shown = includeSpam ? quotes : quotes.map(({ spam: _spam, spamReason: _reason, ...quote }) => quote);
  // JSON escapes C0 control characters itself; C1 and the bidirectional overrides are escaped here, so no terminal
  // the listing is printed on acts on them.
  const json = JSON.stringify(shown, null, 2).replace(
    /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}
