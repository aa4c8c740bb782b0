/**
 * Company facts are written once, in site.yaml; page text names them in double braces ("Call {{phone}}").
 * This step replaces the names with the facts and reports names that do not exist.
 *
 * Some facts come from the company's own fields (its name, phone, address…); the site adds its own: a credential's
 * number under the credential's `fact` name, and the `facts` map. A site's name may not take a built-in one's place.
 */
import type { Site } from './model.ts';
import type { DataPath } from './locate.ts';

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

/** A copy of `value` with every {{name}} replaced, and the names that are not facts. */
export function fillPlaceholders<T>(value: T, facts: Facts): { value: T; unknown: UnknownPlaceholder[] } {
  const unknown: UnknownPlaceholder[] = [];
  const visit = (node: unknown, path: DataPath): unknown => {
    if (typeof node === 'string') {
      return node.replace(placeholder, (whole, name: string) => {
        if (Object.hasOwn(facts, name)) return facts[name];
        unknown.push({ path, name });
        return whole;
      });
    }
    if (Array.isArray(node)) return node.map((item, index) => visit(item, [...path, index]));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item, [...path, key])]));
    }
    return node;
  };
  return { value: visit(value, []) as T, unknown };
}
