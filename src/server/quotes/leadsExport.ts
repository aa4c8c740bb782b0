/**
 * Stored requests as CSV (RFC 4180, for a spreadsheet) or JSON (for tools). The CSV has a column for each field of
 * the forms, under the label the form showed, between when a request came and what became of its e-mail.
 */
import { answerText } from '../../quotes/formFields.ts';
import { controlCharacters } from '../../quotes/quoteRules.ts';
import type { StoredQuote } from './quoteRows.ts';

const firstColumns: [keyof StoredQuote, string][] = [['receivedAt', 'received']];

const lastColumns: [keyof StoredQuote, string][] = [
  ['emailedAt', 'e-mailed'],
  ['id', 'id'],
  ['mailStatus', 'e-mail status'],
  ['mailError', 'e-mail error'],
];

/** Control characters (but line breaks and tabs) and bidirectional overrides, shown as "�" in a listing. */
const unsafeCharacters = new RegExp(controlCharacters.source, 'g');

/** What a spreadsheet takes for the start of a formula: =, +, -, @, and a tab or carriage return before one. */
const formulaStart = /^[=+\-@\t\r]/;
/** A phone number such as +1 503 555 0147 starts like a formula, but a spreadsheet shows it as it is. */
const phoneNumber = /^\+?[\d\s().-]+$/;
/**
 * The separators other spreadsheets read a CSV file with: where the list separator is ";" (most of Europe) a
 * spreadsheet opens our file split at every ";" (and pasted text is split at tabs), so a new cell begins there.
 */
const otherSeparators = /([;\t])/;
/** A cell with any of these is quoted: our comma, the other separators, a quote, a line break. */
const needsQuotes = /[",;\t\r\n]/;

const withoutFormulaStart = (text: string) => (formulaStart.test(text) && !phoneNumber.test(text) ? `'${text}` : text);

/**
 * One CSV cell, the only writer of one for every export (the inbox's and `npm run leads`). Quoted when it holds a
 * comma, a semicolon, a tab, a quote or a line break (quotes doubled). Text that starts like a formula gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it, and so does each part after a ";" or a tab:
 * a spreadsheet that splits there would read that part as a cell of its own, whatever the quotes around it.
 * Control characters (which the server refuses, but an older row may hold) are replaced, so the listing cannot
 * rewrite the terminal it is printed on.
 */
export function csvCell(value: string): string {
  const parts = withoutFormulaStart(value.replace(unsafeCharacters, '\ufffd')).split(otherSeparators);
  // The odd parts are the separators themselves, kept as they are.
  const text = parts.map((part, index) => (index % 2 === 0 ? withoutFormulaStart(part) : part)).join('');
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A column for each field name, in the order first met (the requests come newest first), titled with the label
 * its newest request showed: a field renamed on the page keeps its column, a new field gets one of its own.
 */
export function fieldColumns(quotes: readonly StoredQuote[]): { name: string; label: string }[] {
  const labels = new Map<string, string>();
  for (const quote of quotes)
    for (const field of quote.fields) if (!labels.has(field.name)) labels.set(field.name, field.label);
  return [...labels].map(([name, label]) => ({ name, label }));
}

export function leadsCsv(quotes: StoredQuote[], includeSpam: boolean): string {
  const fields = fieldColumns(quotes);
  const header = [
    ...firstColumns.map(([, title]) => title),
    ...fields.map((field) => field.label),
    ...lastColumns.map(([, title]) => title),
    ...(includeSpam ? ['spam', 'spam reason'] : []),
  ];
  const rows = quotes.map((quote) => {
    const values = new Map(quote.fields.map((field) => [field.name, answerText(field.kind, field.value)]));
    return [
      ...firstColumns.map(([key]) => csvCell(String(quote[key]))),
      ...fields.map((field) => csvCell(values.get(field.name) ?? '')),
      ...lastColumns.map(([key]) => csvCell(String(quote[key]))),
      ...(includeSpam ? [quote.spam ? 'yes' : 'no', csvCell(quote.spamReason)] : []),
    ];
  });
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
