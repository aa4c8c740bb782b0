/**
 * Finds the links and images inside content data, wherever a block keeps them. The schemas follow two naming
 * rules that make this possible: link targets are fields named `href` (or ending in `Href`), and an image is an
 * object with a `src` (with an `alt`, except the logo, which sits beside the company name it would repeat).
 *
 * Both walk the whole content of a site for every check and build (on a site of 1,450 pages, some 100,000 values),
 * so one walk keeps one path that grows and shrinks as it goes, and copies it only for a value it finds.
 */
import type { DataPath } from '../places/places.ts';

export interface FoundValue {
  path: DataPath;
  value: string;
}

/**
 * What the walk looks for: in an object, before its fields (an image's own `src`), and in a field, which when found
 * is not walked into (a link's target).
 */
interface Finder {
  inObject?(record: Record<string, unknown>): { key: string; value: string } | undefined;
  inField?(key: string, item: unknown): item is string;
}

function walk(value: unknown, path: (string | number)[], finder: Finder, into: FoundValue[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      path.push(index);
      walk(item, path, finder, into);
      path.pop();
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const own = finder.inObject?.(record);
  if (own) into.push({ path: [...path, own.key], value: own.value });
  for (const key of Object.keys(record)) {
    const item = record[key];
    path.push(key);
    if (finder.inField?.(key, item)) into.push({ path: [...path], value: item });
    else walk(item, path, finder, into);
    path.pop();
  }
}

function collect(value: unknown, finder: Finder): FoundValue[] {
  const found: FoundValue[] = [];
  walk(value, [], finder, found);
  return found;
}

const linkFinder: Finder = {
  inField: (key, item): item is string => typeof item === 'string' && /href$/i.test(key),
};

const imageFinder: Finder = {
  inObject: (record) => (typeof record.src === 'string' ? { key: 'src', value: record.src } : undefined),
};

/** Every link target in `value`, with its path from `value`. */
export function collectLinks(value: unknown): FoundValue[] {
  return collect(value, linkFinder);
}

/** Every picture's path in `value`, with its path from `value`. */
export function collectImages(value: unknown): FoundValue[] {
  return collect(value, imageFinder);
}
