/**
 * The business as search engines read it: a schema.org LocalBusiness (or the kind site.yaml names) in JSON-LD,
 * from site.yaml's facts. Local search shows these details (hours, phone, area served) beside the site in results
 * and maps. Each part of the description is worked out by a function of its own below.
 */
import type { Site } from '../content/model.ts';

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

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
