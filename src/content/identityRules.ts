/**
 * Rules on site.yaml's company facts that its schema cannot say: the names of the site's own facts (each usable in
 * double braces, none taking a built-in fact's place, none twice) and a logo that is a mark or a picture, not both.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { describePath, locateKey, locateValue, type Position } from './locate.ts';
import type { Site } from './model.ts';
import { BUILT_IN_FACT_NAMES, siteFactsOf, type SiteFact } from './placeholders.ts';

/** Where each built-in fact comes from, for the message that refuses its name. */
const builtInSources: Record<string, string> = {
  companyName: 'company.name',
  shortName: 'company.shortName',
  phone: 'company.phone',
  email: 'company.email',
  address: 'company.address',
  city: 'company.address.city',
  years: 'company.yearsInBusiness',
  serviceArea: 'company.serviceArea',
  emergency: 'company.emergencyService',
};

/** A name that fits between double braces and reads as one word: "parking", "dentalLicence". */
const factName = /^[a-z][A-Za-z0-9]{0,39}$/;

/** The name's own place: the key in the `facts` map, the value of a credential's `fact`. */
function placeOf(site: CheckedFile<Site>, fact: SiteFact): Position {
  const [, field] = fact.path;
  return field === 'facts'
    ? locateKey(site.parsed, fact.path.slice(0, -1), fact.name)
    : locateValue(site.parsed, fact.path);
}

function factNameProblem(site: CheckedFile<Site>, fact: SiteFact, earlier: SiteFact[]): string | undefined {
  if (!factName.test(fact.name))
    return `"${fact.name}" cannot be a fact's name: start with a letter a to z, then letters and digits only (no spaces), for example parkingNote`;
  if (BUILT_IN_FACT_NAMES.includes(fact.name))
    return `"${fact.name}" is already a fact of every site (from ${builtInSources[fact.name]}): give this fact another name`;
  const first = earlier.find((other) => other.name === fact.name);
  if (first)
    return `"${fact.name}" is already the name of another fact, on line ${placeOf(site, first).line}: give this one another name`;
  return undefined;
}

export function checkSiteIdentity(site: CheckedFile<Site>): ContentError[] {
  const errors: ContentError[] = [];
  const facts = siteFactsOf(site.data.company);
  facts.forEach((fact, index) => {
    const message = factNameProblem(site, fact, facts.slice(0, index));
    if (message)
      errors.push({
        file: site.file,
        ...placeOf(site, fact),
        where: describePath(fact.path.slice(0, -1), site.data),
        message,
      });
  });
  const { logo } = site.data.company;
  if (logo?.mark && logo.src)
    errors.push({
      file: site.file,
      ...locateKey(site.parsed, ['company', 'logo'], 'mark'),
      where: describePath(['company', 'logo'], site.data),
      message: 'a logo is a built-in mark or a picture of your own, not both: remove mark or src',
    });
  return errors;
}
