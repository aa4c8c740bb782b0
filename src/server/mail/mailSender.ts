/**
 * Who the office e-mails come from: MAIL_FROM as the person who runs the server wrote it, read once when the mail
 * worker starts (a value that is not one address stops the server with words saying how to write it), or else the
 * company's name and e-mail from site.yaml. The sender is handed to nodemailer as a name and an address, never
 * glued into one string, so a quote or a "<" in the company's name stays part of the name and cannot choose
 * another address.
 */
import addressparser from 'nodemailer/lib/addressparser';
import { controlCharactersInOneLine } from '../../quotes/quoteRules.ts';
import type { CompanyFacts } from './companyFacts.ts';

export interface MailAddress {
  name: string;
  address: string;
}

/** local@domain, without the characters that would end an address in a header (spaces, quotes, <>, commas). */
const plainAddress = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+$/;

/** MAIL_FROM as one name and address: `"Example Company website" <website@example.com>` or an address alone. */
export function parseMailFrom(text: string): MailAddress {
  const entries = controlCharactersInOneLine.test(text) ? [] : addressparser(text);
  const [entry] = entries;
  if (entries.length !== 1 || !entry.address || !plainAddress.test(entry.address))
    throw new Error(
      `MAIL_FROM must be one e-mail address, written like "Example Company website" <website@example.com> ` +
        `or website@example.com, not ${JSON.stringify(text.slice(0, 200))}.`,
    );
  return { name: entry.name, address: entry.address };
}

/** The sender of the office e-mails: MAIL_FROM when it is set, else "<company name> website" at the company's e-mail. */
export function officeMailSender(company: CompanyFacts, mailFrom: string | undefined): MailAddress {
  if (mailFrom) return parseMailFrom(mailFrom);
  return { name: `${company.name.replace(/\s+/g, ' ').trim()} website`, address: company.email };
}
