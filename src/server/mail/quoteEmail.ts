/** The e-mail the office receives for a quote request: plain text, with the visitor as Reply-To. */
import type { StoredQuote } from '../quotes/quoteRows.ts';
import type { CompanyFacts } from './companyFacts.ts';

export interface QuoteEmail {
  from: string;
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
}

/** Header values are one line: a visitor's name cannot add headers of its own. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function quoteEmail(
  quote: StoredQuote,
  messageId: string,
  company: CompanyFacts,
  mailFrom: string | undefined,
): QuoteEmail {
  const name = oneLine(`${quote.firstName} ${quote.lastName}`);
  const who = name || quote.email || quote.phone;
  const lines = [
    `A quote request came in through the website.`,
    ``,
    `Name:        ${name || '(not given)'}`,
    `E-mail:      ${quote.email || '(not given)'}`,
    `Phone:       ${quote.phone || '(not given)'}`,
    `Address:     ${quote.address || '(not given)'}`,
    `Received:    ${quote.receivedAt}`,
    `Request id:  ${quote.id}`,
    ``,
    `Project description:`,
    quote.description || '(not given)',
    ``,
    quote.email
      ? `Reply to this e-mail to answer ${name || quote.email} directly.`
      : `No e-mail address was given: please call back.`,
  ];
  return {
    from: mailFrom || `"${company.name} website" <${company.email}>`,
    to: { name: company.name, address: company.email },
    replyTo: quote.email ? { name, address: quote.email } : undefined,
    subject: oneLine(`Quote request from ${who}`),
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
  mailFrom: string | undefined,
  maxPerHour: number,
): QuoteEmail {
  const lines = [
    `${quotes.length} more quote requests came in through the website, beyond the limit of ${maxPerHour} e-mails an hour.`,
    `Each one is stored. So many at once is often a robot; real customers are usually easy to tell apart below.`,
    `All of them, with every detail: npm run leads -- --format csv`,
    ``,
    ...quotes.slice(0, digestListed).map(digestLine),
    ...(quotes.length > digestListed ? [``, `… and ${quotes.length - digestListed} more.`] : []),
  ];
  return {
    from: mailFrom || `"${company.name} website" <${company.email}>`,
    to: { name: company.name, address: company.email },
    subject: `${quotes.length} more quote requests (over ${maxPerHour} e-mails an hour)`,
    text: lines.join('\n'),
    messageId,
    date: new Date(),
    headers: {},
  };
}
