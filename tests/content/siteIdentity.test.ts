// @vitest-environment node
/**
 * The company's identity in site.yaml, as the checker reads it: the site's own facts in page text, the names they
 * may not take, the kind of business, the logo and the footer's columns. Each mistake is made on a copy of the
 * minimal fixture site, and the message is the line a person reads.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

const validSite = path.join(__dirname, '../fixtures/minimal-site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-identity-'));
  cpSync(validSite, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const edit = (name: string, from: string, to: string) => {
  const file = path.join(root, name);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${name} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
};
const check = () => loadContent(contentFilesIn(root));
const headlines = () => check().errors.map(errorHeadline);
const aboutPage = () => JSON.stringify(check().content?.pages.find((page) => page.route === '/about'));

describe("the site's own facts", () => {
  it('a fact of the facts map shows in page text', () => {
    edit('pages/about.yaml', 'Call {{phone}} today', 'Call {{phone}} today. {{parking}}.');
    expect(check().errors).toEqual([]);
    expect(aboutPage()).toContain('"Call (503) 555-0100 today. Free parking behind the office."');
  });

  it("a credential's fact shows its number", () => {
    edit('pages/about.yaml', 'Call {{phone}} today', 'Licensed ({{oregonLicence}})');
    expect(aboutPage()).toContain('"Licensed (CCB# 229721)"');
  });

  it('a name taken by a built-in fact is refused where it is written, saying where the built-in one comes from', () => {
    edit('site.yaml', 'facts: { parking:', 'facts: { phone:');
    expect(headlines()).toEqual([
      'site.yaml:18:12  company, facts: "phone" is already a fact of every site (from company.phone): give this fact another name',
    ]);
  });

  it.each([
    ['companyName', 'company.name'],
    ['shortName', 'company.shortName'],
    ['email', 'company.email'],
    ['address', 'company.address'],
    ['city', 'company.address.city'],
    ['serviceArea', 'company.serviceArea'],
    ['emergency', 'company.emergencyService'],
  ])('the built-in name %s is refused too, saying it comes from %s', (name, source) => {
    edit('site.yaml', 'facts: { parking:', `facts: { ${name}:`);
    expect(headlines()).toEqual([
      `site.yaml:18:12  company, facts: "${name}" is already a fact of every site (from ${source}): give this fact another name`,
    ]);
  });

  it('{{emergency}} shows the emergency service when site.yaml has one, and is unknown when it has none', () => {
    edit('pages/about.yaml', 'Call {{phone}} today', 'Call {{phone}} today ({{emergency}})');
    expect(aboutPage()).toContain('"Call (503) 555-0100 today (24/7)"');
    edit('site.yaml', '  emergencyService: 24/7\n', '');
    expect(headlines()).toEqual([
      expect.stringMatching(
        /^pages\/about\.yaml:\d+:\d+ {2}block 3 \(callToAction\): "\{\{emergency\}\}" is not a company fact\./,
      ),
    ]);
  });

  it("a credential's fact may not take a built-in name either", () => {
    edit('site.yaml', 'fact: oregonLicence', 'fact: years');
    expect(headlines()).toEqual([
      'site.yaml:15:61  company, credential 1: "years" is already a fact of every site (from company.yearsInBusiness): give this fact another name',
    ]);
  });

  it('two facts of one name: the second is refused, pointing at the first', () => {
    edit('site.yaml', 'facts: { parking:', 'facts: { oregonLicence:');
    expect(headlines()).toEqual([
      'site.yaml:18:12  company, facts: "oregonLicence" is already the name of another fact, on line 15: give this one another name',
    ]);
  });

  it('a name that cannot be written between double braces is refused', () => {
    edit('site.yaml', 'facts: { parking:', 'facts: { "free parking":');
    expect(headlines()).toEqual([
      'site.yaml:18:12  company, facts: "free parking" cannot be a fact\'s name: start with a letter a to z, then letters and digits only (no spaces), for example parkingNote',
    ]);
  });

  it("an unknown name in page text suggests a fact of the site, and the list of facts ends with the site's own", () => {
    edit('pages/about.yaml', 'Call {{phone}} today', 'Call {{parkng}} today');
    edit('pages/home.yaml', '{{years}} years of excellence.', '{{colour}} years of excellence.');
    expect(headlines()).toEqual([
      'pages/about.yaml:17:14  block 3 (callToAction): "{{parkng}}" is not a company fact. Did you mean "parking"?',
      'pages/home.yaml:7:14  block 1 (hero): "{{colour}}" is not a company fact. Facts: companyName, shortName, phone, email, address, city, years, serviceArea, emergency, oregonLicence, parking.',
    ]);
  });
});

describe('the kind of business', () => {
  it('a misspelt kind suggests the one meant', () => {
    edit('site.yaml', 'businessType: RoofingContractor', 'businessType: Dentst');
    const [headline] = headlines();
    expect(headline).toMatch(
      /^site\.yaml:13:17 {2}company: "businessType" must be one of: LocalBusiness, .*Dentist.*\. Did you mean "Dentist"\?$/,
    );
  });
});

describe('the logo', () => {
  it('a built-in mark that does not exist suggests the one meant', () => {
    edit('site.yaml', '  businessType: RoofingContractor', '  logo: { mark: leef }');
    expect(headlines()).toEqual([
      'site.yaml:13:17  company, logo: "mark" must be one of: monogram, home, leaf, scales, tooth, cup. Did you mean "leaf"?',
    ]);
  });

  it('a picture is looked for in the public folder like any other', () => {
    edit('site.yaml', '  businessType: RoofingContractor', '  logo: { src: /images/rof.svg }');
    expect(headlines()).toEqual([
      'site.yaml:13:16  company, logo: image "/images/rof.svg" was not found in the public folder. Did you mean "/images/roof.svg"?',
    ]);
  });

  it('a picture that is there passes', () => {
    edit('site.yaml', '  businessType: RoofingContractor', '  logo: { src: /images/roof.svg }');
    expect(check().errors).toEqual([]);
  });

  it('a mark and a picture at once are refused', () => {
    edit('site.yaml', '  businessType: RoofingContractor', '  logo: { mark: leaf, src: /images/roof.svg }');
    expect(headlines()).toEqual([
      'site.yaml:13:11  company, logo: a logo is a built-in mark or a picture of your own, not both: remove mark or src',
    ]);
  });
});

describe('the footer columns', () => {
  it('a misspelt kind of column suggests the one meant', () => {
    edit('site.yaml', '- kind: contact', '- kind: contcat');
    expect(headlines()).toEqual([
      'site.yaml:38:13  footer, column 2: "contcat" is not a kind known here. Did you mean "contact"?',
    ]);
  });

  it('a kind like none lists the kinds there are', () => {
    edit('site.yaml', '- kind: contact', '- kind: map');
    expect(headlines()).toEqual([
      'site.yaml:38:13  footer, column 2: "map" is not a kind known here. Kinds: about, contact, hours, profiles, links, credentials, areas.',
    ]);
  });

  it('a column of profiles needs its links, and they lead to other websites', () => {
    edit('site.yaml', 'href: "https://example.com/profile"', 'href: "/about"');
    expect(headlines()).toEqual([
      'site.yaml:40:49  footer, column 3, link 1: "href" is not written the right way, for example "https://example.com/our-profile". The full address of the page, starting with https://.',
    ]);
  });

  it('a field of another kind of column is not known here', () => {
    edit('site.yaml', '- kind: contact', '- kind: contact\n      text: Hello');
    expect(headlines()).toEqual([
      'site.yaml:39:7  footer, column 2: "text" is not a field known here. Fields allowed here: kind, heading.',
    ]);
  });
});
