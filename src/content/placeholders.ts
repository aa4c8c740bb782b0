/**
 * Company facts are written once, in site.yaml; page text names them in double braces ("Call {{phone}}").
 * This step replaces the names with the facts and reports names that do not exist.
 */
import type { Site } from './model.ts';
import type { DataPath } from './locate.ts';

export type Facts = Record<string, string>;

/** The facts page text can use, by the name written between the braces. */
export function factsOf(company: Site['company']): Facts {
  const { street, city, region, postalCode } = company.address;
  return {
    companyName: company.name,
    shortName: company.shortName,
    phone: company.phone,
    email: company.email,
    address: `${street}, ${city}, ${region} ${postalCode}`,
    city,
    oregonLicence: company.licences.oregon,
    washingtonLicence: company.licences.washington,
    years: String(company.yearsInBusiness),
    emergency: company.emergencyService,
    certification: company.certification,
    serviceArea: company.serviceArea,
  };
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
