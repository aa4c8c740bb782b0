/**
 * Company facts are written once, in site.yaml; page text names them in double braces ("Call {{phone}}").
 * This step replaces the names with the facts and reports names that do not exist.
 *
 * Some facts come from the company's own fields (its name, phone, address…); the site adds its own: a credential's
 * number under the credential's `fact` name, and the `facts` map. A site's name may not take a built-in one's place.
 */
import type { Site } from './model.ts';
import type { DataPath } from '../places/places.ts';

export type Facts = Record<string, string>;

type Company = Site['company'];

/** The facts every site has, from the company's fields, by the name written between the braces. */
function builtInFactsOf(company: Company): Facts {
  const { street, city, region, postalCode } = company.address;
  return {
    companyName: company.name,
    shortName: company.shortName,
    phone: company.phone,
    email: company.email,
    address: `${street}, ${city}, ${region} ${postalCode}`,
    city,
    years: String(company.yearsInBusiness),
    serviceArea: company.serviceArea,
    ...(company.emergencyService === undefined ? {} : { emergency: company.emergencyService }),
  };
}

/** The names no site fact may take: the built-in facts', whether or not this company fills them in. */
export const BUILT_IN_FACT_NAMES: readonly string[] = [
  'companyName',
  'shortName',
  'phone',
  'email',
  'address',
  'city',
  'years',
  'serviceArea',
  'emergency',
];

/** A fact the site names itself, and where in site.yaml the name is written. */
export interface SiteFact {
  name: string;
  value: string;
  path: DataPath;
}

/** The site's own facts in the order site.yaml writes them: the credentials' first, then the `facts` map. */
export function siteFactsOf(company: Company): SiteFact[] {
  const fromCredentials = (company.credentials ?? []).flatMap((credential, index) =>
    credential.fact
      ? [
          {
            name: credential.fact,
            value: credential.number ?? credential.label,
            path: ['company', 'credentials', index, 'fact'],
          },
        ]
      : [],
  );
  const fromMap = Object.entries(company.facts ?? {}).map(([name, value]) => ({
    name,
    value,
    path: ['company', 'facts', name],
  }));
  return [...fromCredentials, ...fromMap];
}

/** The facts page text can use, by the name written between the braces. A built-in fact is never replaced. */
export function factsOf(company: Company): Facts {
  const own = siteFactsOf(company).filter((fact) => !BUILT_IN_FACT_NAMES.includes(fact.name));
  return { ...builtInFactsOf(company), ...Object.fromEntries(own.map((fact) => [fact.name, fact.value])) };
}

export interface UnknownPlaceholder {
  path: DataPath;
  name: string;
}

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * The most characters the facts may put into one file. A fact is short (site.yaml holds each to a few hundred
 * characters) and a real page names a few dozen; without a bound, one long fact named a thousand times would make a
 * page of a hundred megabytes that the check, the preview and the build all have to hold.
 */
export const MAX_FILLED_CHARS = 100_000;

export interface FilledValue<T> {
  value: T;
  unknown: UnknownPlaceholder[];
  /** Where the facts first passed `maxChars`: from there on the {{names}} are left as they are written. */
  overflow?: DataPath;
}

/** A copy of `value` with every {{name}} replaced, the names that are not facts, and where the facts grew too long. */
export function fillPlaceholders<T>(value: T, facts: Facts, maxChars = MAX_FILLED_CHARS): FilledValue<T> {
  const unknown: UnknownPlaceholder[] = [];
  let filled = 0;
  let overflow: DataPath | undefined;
  const visit = (node: unknown, path: DataPath): unknown => {
    if (typeof node === 'string') {
      return node.replace(placeholder, (whole, name: string) => {
        if (!Object.hasOwn(facts, name)) {
          unknown.push({ path, name });
          return whole;
        }
        if (overflow) return whole;
        // String(): the editor's lists read facts from files that may not have passed the check.
        const fact = String(facts[name]);
        filled += fact.length;
        if (filled <= maxChars) return fact;
        overflow = path;
        return whole;
      });
    }
    if (Array.isArray(node)) return node.map((item, index) => visit(item, [...path, index]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item, [...path, key])]));
    }
    return node;
  };
  return { value: visit(value, []) as T, unknown, overflow };
}

/** The characters of a title a list of pages reads, and the most its facts may add: a name in a list is short. */
const LISTED_TITLE_CHARS = 200;
const LISTED_TITLE_FACT_CHARS = 1000;

/**
 * "About Us | {{shortName}}" → "About Us": a page as the editor's lists name it (the company's name is on every
 * page). Bounded, as these lists are drawn from files as they are, checked or not, on every visit to the editor.
 */
export function listedTitle(title: string, facts: Facts): string {
  const { value } = fillPlaceholders(title.slice(0, LISTED_TITLE_CHARS), facts, LISTED_TITLE_FACT_CHARS);
  return value.split(' | ')[0].trim();
}
