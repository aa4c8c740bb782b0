/**
 * The business as search engines read it: a schema.org LocalBusiness (or the kind site.yaml names) in JSON-LD,
 * from site.yaml's facts. Local search shows these details (hours, phone, area served) beside the site in results
 * and maps. Each part of the description is worked out by a function of its own below. An entry's page also
 * describes its entry, published by that business (the last part below).
 */
import type { EntryData, Site } from '../content/model.ts';
import type { EntryOfPage } from './entryPages.ts';

type Company = Site['company'];
type JsonObject = Record<string, unknown>;

const dayCodes: Record<string, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

/** +1-503-555-0147: the international form of a North American number, as schema.org asks. */
function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function postalAddress({ address }: Company): JsonObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

function openingHours({ hours }: Company): JsonObject[] {
  return hours
    .filter((row) => !row.closed && row.opens && row.closes)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => dayCodes[day]),
      opens: row.opens,
      closes: row.closes,
    }));
}

/**
 * Each licence or certification by the name a search engine can check it under: the issuer (or the name as shown)
 * with the number, or the name alone when it has no number.
 */
function credentials({ credentials = [] }: Company): JsonObject[] | undefined {
  if (credentials.length === 0) return undefined;
  return credentials.map((credential) => ({
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: credential.category,
    name: credential.number ? `${credential.issuer ?? credential.label} ${credential.number}` : credential.label,
    url: credential.url,
  }));
}

/** The company's pages elsewhere: the links of the footer's profiles columns. */
function profiles(site: Site): string[] | undefined {
  const addresses = site.footer.columns.flatMap((column) =>
    column.kind === 'profiles' ? column.links.map((link) => link.href) : [],
  );
  return addresses.length ? addresses : undefined;
}

/**
 * The company's logo: its own picture when it has one; otherwise the page's sharing picture (`imageUrl`), as a
 * built-in mark has no file of its own.
 */
function logoUrl(site: Site, imageUrl: string): string {
  const picture = site.company.logo?.src;
  return picture ? `${site.seo.siteUrl}${picture}` : imageUrl;
}

export function businessStructuredData(site: Site, imageUrl: string): JsonObject {
  const { company, seo } = site;
  return {
    '@context': 'https://schema.org',
    '@type': company.businessType ?? 'LocalBusiness',
    '@id': `${seo.siteUrl}/#business`,
    name: company.name,
    url: `${seo.siteUrl}/`,
    image: imageUrl,
    logo: logoUrl(site, imageUrl),
    telephone: internationalPhone(company.phone),
    email: company.email,
    priceRange: company.priceRange,
    foundingDate: company.foundingYear ? String(company.foundingYear) : undefined,
    address: postalAddress(company),
    geo: company.geo
      ? { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude }
      : undefined,
    openingHoursSpecification: openingHours(company),
    areaServed: company.areasServed.map((city) => ({ '@type': 'City', name: city })),
    hasCredential: credentials(company),
    sameAs: profiles(site),
  };
}

/**
 * The business as the publisher (or the author, or the organizer) of an entry: the same node as the business's own
 * structured data (the same @id), so a search engine knows they are one and reads the rest (the logo) there.
 */
function organization(site: Site): JsonObject {
  return {
    '@type': 'Organization',
    '@id': `${site.seo.siteUrl}/#business`,
    name: site.company.name,
    url: `${site.seo.siteUrl}/`,
  };
}

/** A post's writer: the person its `author` field names, or the business when it names nobody. */
function author(entry: EntryData, publisher: JsonObject): JsonObject {
  const name = typeof entry.fields.author === 'string' ? entry.fields.author.trim() : '';
  return name ? { '@type': 'Person', name } : publisher;
}

export interface EntryAddresses {
  /** The entry page's canonical address. */
  pageUrl: string;
  /** The absolute address of the entry's main picture, when it has one. */
  imageUrl?: string;
}

/**
 * An entry as the schema.org kind its collection names. A post, an article or a piece of work is a CreativeWork with
 * a headline, dates and a publisher; an Event is not a CreativeWork (it has no headline or date of publication),
 * so it is given by its name, the day it happens and the business as its organizer.
 */
export function entryStructuredData(
  { entry, kind }: EntryOfPage,
  site: Site,
  { pageUrl, imageUrl }: EntryAddresses,
): JsonObject {
  const publisher = organization(site);
  const common = {
    '@context': 'https://schema.org',
    '@type': kind,
    '@id': `${pageUrl}#entry`,
    url: pageUrl,
    description: entry.summary,
    image: imageUrl,
  };
  if (kind === 'Event') return { ...common, name: entry.title, startDate: entry.date, organizer: publisher };
  return {
    ...common,
    headline: entry.title,
    mainEntityOfPage: pageUrl,
    datePublished: entry.date,
    dateModified: entry.updated,
    author: kind === 'BlogPosting' || kind === 'Article' ? author(entry, publisher) : undefined,
    publisher,
  };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
