/**
 * Keys no path may name. Each edit is checked on plain JavaScript objects (expected.ts), where `__proto__` is not a
 * field but the prototype every object shares: an edit through it would give every object in the editor a new
 * field. `constructor` and `prototype` lead the same way. No field of a page or of site.yaml is called any of them.
 *
 * Without imports that bring the `yaml` library, so the editor's first screen can check a place the preview sends.
 */
import { type DataPath, pathText } from '../places/places.ts';

const prototypeKeys: ReadonlySet<string | number> = new Set(['__proto__', 'constructor', 'prototype']);

export function reachesPrototype(path: DataPath): boolean {
  return path.some((segment) => prototypeKeys.has(segment));
}

/** Throws, in words that name the key, when the path goes through one of the keys above. */
export function refusePrototypeKeys(path: DataPath): void {
  const key = path.find((segment) => prototypeKeys.has(segment));
  if (key !== undefined) throw new Error(`${pathText(path)} is not a place in the text: no field may be called ${key}`);
}
