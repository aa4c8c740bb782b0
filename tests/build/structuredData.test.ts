// @vitest-environment node
/**
 * The business as search engines read it (src/prerender/structuredData.ts), for a site of another trade: its kind,
 * credentials, logo and profiles come from site.yaml alone.
 */
import { describe, expect, it } from 'vitest';
import { businessStructuredData, jsonForScript } from '../../src/prerender/structuredData';
import { fixtureSite } from '../helpers/fixtureSite';

const sharingPicture = 'https://www.example.com/img/front-1600.jpg';

const dentist = fixtureSite({
  company: {
    name: 'Harbour Street Dental',
    businessType: 'Dentist',
    logo: { src: '/images/logo.svg' },
    priceRange: '$$$',
    credentials: [
      {
        label: 'State dental licence',
        number: 'DL# 40127',
        issuer: 'State Board of Dentistry',
        category: 'license',
        url: 'https://example.org/lookup/40127',
      },
      { label: 'Member of the Dental Association', category: 'membership' },
    ],
  },
  footer: {
    columns: [
      { kind: 'about', text: 'Family dentistry.' },
      { kind: 'profiles', links: [{ label: 'Our reviews', href: 'https://example.com/harbour-street' }] },
    ],
  },
});

describe('structured data of a business', () => {
  const data = businessStructuredData(dentist, sharingPicture);

  it('is of the kind site.yaml names, with its name, address and hours', () => {
    expect(data['@type']).toBe('Dentist');
    expect(data.name).toBe('Harbour Street Dental');
    expect(data['@id']).toBe('https://www.example.com/#business');
    expect(data.telephone).toBe('+1-503-555-0100');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Sherwood', postalCode: '97140' });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '08:00',
        closes: '17:00',
      },
    ]);
    expect(data.priceRange).toBe('$$$');
  });

  it('lists each credential: the issuer with the number, or the name alone, with its kind and address', () => {
    expect(JSON.parse(jsonForScript(data)).hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'State Board of Dentistry DL# 40127',
        url: 'https://example.org/lookup/40127',
      },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'membership',
        name: 'Member of the Dental Association',
      },
    ]);
  });

  it("names the company's own logo picture, and its profiles as the same business", () => {
    expect(data.logo).toBe('https://www.example.com/images/logo.svg');
    expect(data.image).toBe(sharingPicture);
    expect(data.sameAs).toEqual(['https://example.com/harbour-street']);
  });

  it('is a LocalBusiness with no credentials, profiles or price range when site.yaml gives none', () => {
    const plain = fixtureSite({
      company: { businessType: undefined, credentials: undefined, logo: { mark: 'leaf' } },
      footer: { columns: [{ kind: 'contact' }] },
    });
    const json = JSON.parse(jsonForScript(businessStructuredData(plain, sharingPicture)));
    expect(json['@type']).toBe('LocalBusiness');
    expect(json.logo).toBe(sharingPicture);
    expect(json).not.toHaveProperty('hasCredential');
    expect(json).not.toHaveProperty('sameAs');
    expect(json).not.toHaveProperty('priceRange');
  });

  it('cannot be closed early by a "<" in the text', () => {
    const sneaky = fixtureSite({ company: { name: '</script><script>alert(1)</script>' } });
    expect(jsonForScript(businessStructuredData(sneaky, sharingPicture))).not.toContain('</script>');
  });
});
