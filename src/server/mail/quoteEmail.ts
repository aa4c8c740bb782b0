/**
 * The e-mail the office receives for a request: plain text, with the visitor as Reply-To. Its subject and first
 * line are the form's (the page declares them); its lines are the form's fields, under the labels the form showed.
 */
import { answerText, defaultEmailIntro, defaultEmailSubject, type FormDefinition } from '../../quotes/formFields.ts';
import type { StoredQuote } from '../quotes/quoteRows.ts';
import type { StoredField } from '../../editorApi/storedField.ts';
import type { CompanyFacts } from './companyFacts.ts';
import type { MailAddress } from './mailSender.ts';
import { photoLinkDays } from '../quotes/photoLinks.ts';

export interface QuoteEmail {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  /** The SMTP envelope, from the addresses alone: what the headers' names say cannot change where it goes. */
  envelope: { from: string; to: string };
  subject: string;
  text: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

/** The words of the e-mail a form declares; the defaults for a form the site no longer has. */
export type EmailWords = Pick<FormDefinition, 'emailSubject' | 'emailIntro'>;

export const defaultEmailWords: EmailWords = { emailSubject: defaultEmailSubject, emailIntro: defaultEmailIntro };

/** Header values are one line: a visitor's name cannot add headers of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const notGiven = '(not given)';

/** The words shown for a field's value: a yes/no answer as Yes or No, a field left empty as not given. */
function shownValue(field: StoredField): string {
  return field.value ? answerText(field.kind, field.value) : notGiven;
}

/**
 * The fields as lines: the short ones as "Label:  value", aligned; the ones written over several lines after them,
 * each under its label, so a long message reads as written.
 */
export function fieldLines(fields: readonly StoredField[]): string[] {
  const short = fields.filter((field) => field.kind !== 'longText');
  const long = fields.filter((field) => field.kind === 'longText');
  const width = Math.max(0, ...short.map((field) => field.label.length)) + 2;
  return [
    ...short.map((field) => `${`${field.label}:`.padEnd(width)}${oneLine(shownValue(field))}`),
    ...long.flatMap((field) => ['', `${field.label}:`, shownValue(field)]),
  ];
}

/** Who sent a request, as the subject names them: their name, else their e-mail address or phone number. */
export function senderOf(quote: StoredQuote): string {
  return oneLine(`${quote.firstName} ${quote.lastName}`) || quote.email || quote.phone || 'a visitor';
}

export function quoteEmail(
  quote: StoredQuote,
  messageId: string,
  company: CompanyFacts,
  sender: MailAddress,
  words: EmailWords = defaultEmailWords,
  /** Links to the request's photos (photoLinks.ts): a mail program cannot sign in to the inbox. */
  photoLinks: readonly string[] = [],
): QuoteEmail {
  const name = oneLine(`${quote.firstName} ${quote.lastName}`);
  const who = senderOf(quote);
  const lines = [
    words.emailIntro,
    ``,
    ...fieldLines(quote.fields),
    ...(photoLinks.length
      ? ['', `Photos (the links work for ${photoLinkDays} days; the inbox keeps them):`, ...photoLinks]
      : []),
    ``,
    `Received:    ${quote.receivedAt}`,
    `Request id:  ${quote.id}`,
    ``,
    quote.email
      ? `Reply to this e-mail to answer ${name || quote.email} directly.`
      : quote.phone
        ? `No e-mail address was given: please call back at ${quote.phone}.`
        : `No e-mail address was given.`,
  ];
  return {
    from: sender,
    to: { name: company.name, address: company.email },
    envelope: { from: sender.address, to: company.email },
    replyTo: quote.email ? { name, address: quote.email } : undefined,
    // A function as replacement: a "$&" in a visitor's name stays as written.
    subject: oneLine(words.emailSubject.replace(/\{name\}/g, () => who)),
    text: lines.join('\n'),
    // The same Message-ID on every attempt: if a message is ever sent twice, mail programs can tell.
    messageId,
    date: new Date(quote.receivedAt),
    headers: { 'X-Quote-Request-Id': quote.id },
  };
}

/** One line about a request, for the digest. */
function digestLine(quote: StoredQuote): string {
  const name = oneLine(`${quote.firstName} ${quote.lastName}`) || '(no name)';
  const contact = [quote.email, quote.phone].filter(Boolean).join(', ');
  const about = oneLine(quote.description).slice(0, 100);
  return `- ${quote.receivedAt}  ${name} · ${contact}${about ? ` · ${about}` : ''}  [${quote.id}]`;
}

/** Shown in a digest at most; the rest are counted, and all are listed by npm run leads. */
const digestListed = 200;

/**
 * The e-mail that sums up the requests that came in beyond the hourly limit of e-mails: one line each, so an
 * attack cannot fill the inbox, and a real customer among them is still seen the same hour.
 */
export function digestEmail(
  quotes: StoredQuote[],
  messageId: string,
  company: CompanyFacts,
  sender: MailAddress,
  maxPerHour: number,
): QuoteEmail {
  const lines = [
    `${quotes.length} more requests came in through the website, beyond the limit of ${maxPerHour} e-mails an hour.`,
    `Each one is stored. So many at once is often a robot; real customers are usually easy to tell apart below.`,
    `All of them, with every detail: npm run leads -- --format csv`,
    ``,
    ...quotes.slice(0, digestListed).map(digestLine),
    ...(quotes.length > digestListed ? [``, `… and ${quotes.length - digestListed} more.`] : []),
  ];
  return {
    from: sender,
    to: { name: company.name, address: company.email },
    envelope: { from: sender.address, to: company.email },
    subject: `${quotes.length} more requests (over ${maxPerHour} e-mails an hour)`,
    text: lines.join('\n'),
    messageId,
    date: new Date(),
    headers: {},
  };
}
