/** The e-mail the office receives for a quote request: plain text, with the visitor as Reply-To. */
import type { StoredQuote } from '../quotes/quoteStore.ts';
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

export function quoteEmail(quote: StoredQuote, messageId: string, company: CompanyFacts, mailFrom: string | undefined): QuoteEmail {
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
    quote.email ? `Reply to this e-mail to answer ${name || quote.email} directly.` : `No e-mail address was given: please call back.`,
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
