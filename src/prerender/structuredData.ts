/**
 * The business as search engines read it: schema.org RoofingContractor in JSON-LD, from site.yaml's facts.
 * Local search shows these details (hours, phone, area served) beside the site in results and maps.
 */
import type { Site } from '../content/model.ts';

const dayCodes: Record<string, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

export function businessStructuredData(site: Site, imageUrl: string): Record<string, unknown> {
  const { company, seo } = site;
  const digits = company.phone.replace(/\D/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': `${seo.siteUrl}/#business`,
    name: company.name,
    url: `${seo.siteUrl}/`,
    image: imageUrl,
    logo: imageUrl,
    telephone: `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    email: company.email,
    priceRange: '$$',
    foundingDate: company.foundingYear ? String(company.foundingYear) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    geo: company.geo
      ? { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude }
      : undefined,
    openingHoursSpecification: company.hours
      .filter((row) => !row.closed && row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.days.map((day) => dayCodes[day]),
        opens: row.opens,
        closes: row.closes,
      })),
    areaServed: company.areasServed.map((city) => ({ '@type': 'City', name: city })),
    hasCredential: [
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: `Oregon Construction Contractors Board ${company.licences.oregon}`,
      },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: `Washington contractor registration ${company.licences.washington}`,
      },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'certification',
        name: company.certification,
      },
    ],
    sameAs: site.footer.externalLinks.map((link) => link.href),
  };
}

/** JSON for a <script> element: "<" is escaped so no text in the data can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
