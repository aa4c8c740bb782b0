/** The company facts the server needs (who gets the e-mails, what the pages say), read from site.yaml at start. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface CompanyFacts {
  name: string;
  email: string;
  phone: string;
  /** site.yaml's seo.siteUrl: the site's own address, whose pages may post the form. */
  siteUrl?: string;
  /** site.yaml's quoteEndpoint: set when the form posts to this server from a static copy of the site elsewhere. */
  quoteEndpoint?: string;
  /** site.yaml's company.timeZone, where the office is: the spreadsheet's times are given there. UTC unless set. */
  timeZone?: string;
}

export function readCompanyFacts(siteFile: string): CompanyFacts {
  const site = parse(readFileSync(siteFile, 'utf8')) as {
    company?: Partial<CompanyFacts>;
    seo?: { siteUrl?: string };
    quoteEndpoint?: string;
  } | null;
  const company = site?.company;
  if (!company?.name || !company.email)
    throw new Error(`${siteFile}: company.name and company.email are needed for the quote e-mails.`);
  return {
    name: company.name,
    email: company.email,
    phone: company.phone ?? '',
    siteUrl: site?.seo?.siteUrl,
    quoteEndpoint: site?.quoteEndpoint,
    timeZone: company.timeZone,
  };
}
