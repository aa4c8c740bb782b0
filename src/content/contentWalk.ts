/**
 * Finds the links and images inside content data, wherever a block keeps them. The schemas follow two naming
 * rules that make this possible: link targets are fields named `href` (or ending in `Href`), and an image is an
 * object with a `src` (with an `alt`, except the logo, which sits beside the company name it would repeat).
 */
import type { DataPath } from '../places/places.ts';

export interface FoundValue {
  path: DataPath;
  value: string;
}

export function collectLinks(value: unknown, path: DataPath = []): FoundValue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectLinks(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    /href$/i.test(key) && typeof item === 'string'
      ? [{ path: [...path, key], value: item }]
      : collectLinks(item, [...path, key]),
  );
}

export function collectImages(value: unknown, path: DataPath = []): FoundValue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectImages(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === 'string' ? [{ path: [...path, 'src'], value: record.src }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => collectImages(item, [...path, key]))];
}
