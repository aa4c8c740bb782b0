/**
 * Stored requests as CSV (RFC 4180, for a spreadsheet) or JSON (for tools). The CSV's columns are named in words:
 * when a request came (in the office's time zone), a column for each field of the forms under the label the form
 * showed, then what the office did with it (its status and notes) and what became of what it sent (the e-mail to the
 * office, the reply to the visitor, the forwarded copy).
 */
import type { MessageState } from '../../editorApi/requestStatuses.ts';
import { answerText } from '../../quotes/formFields.ts';
import { controlCharacters } from '../../quotes/quoteRules.ts';
import type { OfficeRecords } from './officeRecords.ts';
import type { StoredQuote } from './quoteRows.ts';

/** What the spreadsheet needs beside the rows: the office's time zone, and what it did with each request. */
export interface SpreadsheetContext {
  /** An IANA time zone (site.yaml's company.timeZone); UTC unless given. */
  timeZone?: string;
  records?: OfficeRecords;
  /** A status's label by its id (site.yaml's inbox.statuses); the id unless given. */
  statusLabel?: (status: string) => string;
  /** The link to a request's photo; without it, the Photos column says how many there are. */
  photoLink?: (requestId: string, number: number) => string;
}

/** "2026-11-28 14:05": a moment as the office's clock on the wall showed it. */
export function localTime(iso: string | number, timeZone: string): string {
  if (iso === '') return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The office e-mail's delivery, in words: sent (when), waiting, failed (why), or not sent (spam). */
function officeEmailText(quote: StoredQuote, timeZone: string): string {
  if (quote.mailStatus === 'sent') return `sent ${localTime(quote.emailedAt, timeZone)}`;
  if (quote.mailStatus === 'undeliverable') return `failed: ${quote.mailError}`;
  if (quote.mailStatus === 'pending') return quote.mailError ? `waiting (last try: ${quote.mailError})` : 'waiting';
  return 'not sent (spam)';
}

/** The reply to the visitor or the forwarded copy, in words; empty when the request never had one. */
function messageText(state: MessageState | undefined, done: string, timeZone: string): string {
  if (!state) return '';
  if (state.state === 'done') return `${done} ${localTime(state.at, timeZone)}`;
  if (state.state === 'waiting') return state.attempts ? `waiting (try ${state.attempts + 1})` : 'waiting';
  return `not ${done}: ${state.reason}`;
}

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
 * its newest request showed: a field renamed on the page keeps its column, a new field gets one of its own. A photos
 * field has none: its photos are links in the Photos column.
 */
export function fieldColumns(quotes: readonly StoredQuote[]): { name: string; label: string }[] {
  const labels = new Map<string, string>();
  for (const quote of quotes)
    for (const field of quote.fields)
      if (field.kind !== 'photos' && !labels.has(field.name)) labels.set(field.name, field.label);
  return [...labels].map(([name, label]) => ({ name, label }));
}

export function leadsCsv(quotes: StoredQuote[], includeSpam: boolean, context: SpreadsheetContext = {}): string {
  const { timeZone = 'UTC', records = () => undefined, statusLabel = (status: string) => status } = context;
  const photosText = (id: string, numbers: readonly number[]) =>
    context.photoLink
      ? numbers.map((number) => context.photoLink!(id, number)).join('\n')
      : numbers.length
        ? `${numbers.length} photos`
        : '';
  const fields = fieldColumns(quotes);
  const header = [
    'Received',
    ...fields.map((field) => field.label),
    'Status',
    'Office notes',
    'E-mail to the office',
    'Acknowledgement',
    'Forwarded',
    'Photos',
    'Id',
    ...(includeSpam ? ['Spam', 'Spam reason'] : []),
  ];
  const rows = quotes.map((quote) => {
    const values = new Map(quote.fields.map((field) => [field.name, answerText(field.kind, field.value)]));
    const record = records(quote.id);
    const notes = (record?.notes ?? []).map((note) => `${localTime(note.at, timeZone)} ${note.by}: ${note.note}`);
    return [
      `${localTime(quote.receivedAt, timeZone)} (${timeZone})`,
      ...fields.map((field) => values.get(field.name) ?? ''),
      record ? statusLabel(record.status) : '',
      notes.join('\n'),
      officeEmailText(quote, timeZone),
      messageText(record?.acknowledgement, 'sent', timeZone),
      messageText(record?.forward, 'forwarded', timeZone),
      photosText(quote.id, record?.photos ?? []),
      quote.id,
      ...(includeSpam ? [quote.spam ? 'yes' : 'no', quote.spamReason] : []),
    ].map(csvCell);
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
