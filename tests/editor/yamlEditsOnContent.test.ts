/**
 * Edits of the YAML text by the editor's forms, on every page and on site.yaml as they are today (only the structure
 * is assumed, never their words): setting a value to what it already is gives back the same bytes, one changed field
 * is a one-line change that keeps every comment, an item added to a list has its dash in its siblings' column, and a
 * moved item moves back to the same bytes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSeq, parseDocument } from 'yaml';
import { insertItem, moveItem, setValue, valueAt, type YamlValue } from '../../src/yamlEdits';
import type { DataPath } from '../../src/places/places';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => path.join(folder, name))
    .sort();
}

const contentFiles = ['site.yaml', ...yamlFilesUnder('pages')].map((name) => ({
  name,
  text: readFileSync(path.join(projectRoot, name), 'utf8'),
}));

type Json = YamlValue;

function isMapValue(value: unknown): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's blocks, or for site.yaml each top-level section that is a map. */
function sectionPaths(root: Json): DataPath[] {
  if (!isMapValue(root)) return [];
  if (Array.isArray(root.blocks)) return root.blocks.map((_, index) => ['blocks', index]);
  return Object.keys(root)
    .filter((key) => isMapValue(root[key]))
    .map((key) => [key]);
}

/** Every list in the value, with its path. */
function listPaths(value: Json, at: DataPath = []): DataPath[] {
  if (Array.isArray(value)) {
    return [at, ...value.flatMap((item, index) => listPaths(item, [...at, index]))];
  }
  if (isMapValue(value)) return Object.entries(value).flatMap(([key, child]) => listPaths(child, [...at, key]));
  return [];
}

function commentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trimStart().startsWith('#'));
}

function changedLineIndices(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [index]));
}

/** The column of each `-` of a block list in the text, read by the `yaml` library alone. */
function dashColumns(text: string, listPath: DataPath): number[] | undefined {
  const doc = parseDocument(text, { keepSourceTokens: true });
  const list = doc.getIn(listPath, true);
  if (!isSeq(list) || list.flow) return undefined;
  const token = list.srcToken;
  if (token?.type !== 'block-seq') return undefined;
  return token.items.map((item) => {
    const dash = item.start.find((part) => part.type === 'seq-item-ind');
    if (!dash) throw new Error('a block list item without its dash');
    return dash.offset - (text.lastIndexOf('\n', dash.offset - 1) + 1);
  });
}

describe.each(contentFiles)('the edits on $name', ({ text }) => {
  const root = valueAt(text, []) as Json;

  it('give back the same bytes when every value is set to what it already is', () => {
    expect(setValue(text, [], root)).toBe(text);
    for (const key of Object.keys(root as object)) {
      expect(setValue(text, [key], valueAt(text, [key]) as Json)).toBe(text);
    }
  });

  it("change exactly one line when a section's first text field changes, and keep every comment", () => {
    const sections = sectionPaths(root);
    expect(sections.length).toBeGreaterThan(0);
    let edited = 0;
    for (const section of sections) {
      const fields = valueAt(text, section) as { [key: string]: Json };
      const field = Object.keys(fields).find((key) => typeof fields[key] === 'string');
      if (field === undefined) continue;
      const fieldPath = [...section, field];
      const changed = setValue(text, fieldPath, 'A changed text');
      expect(changedLineIndices(text, changed)).toHaveLength(1);
      expect(valueAt(changed, fieldPath)).toBe('A changed text');
      expect(valueAt(changed, [])).toEqual(structuredCloneWith(root, fieldPath, 'A changed text'));
      const after = new Set(commentLines(changed));
      for (const comment of commentLines(text)) expect(after.has(comment)).toBe(true);
      edited++;
    }
    expect(edited).toBeGreaterThan(0);
  });

  it('insert a copy of an item at the end of each list, its dash in the column of its siblings', () => {
    const lists = listPaths(root).filter((listPath) => (valueAt(text, listPath) as Json[]).length > 0);
    expect(lists.length).toBeGreaterThan(0);
    for (const listPath of lists) {
      const items = valueAt(text, listPath) as Json[];
      const copy = structuredClone(items[0]);
      const inserted = insertItem(text, listPath, items.length, copy);
      expect(valueAt(inserted, listPath)).toEqual([...items, copy]);
      expect(valueAt(inserted, [])).toEqual(structuredCloneWith(root, listPath, [...items, copy]));
      const columns = dashColumns(inserted, listPath);
      if (columns) expect(new Set(columns).size, `the dashes of ${listPath.join('.')}`).toBe(1);
    }
  });

  it('move the first item of each list to the end and back to the same bytes', () => {
    for (const listPath of listPaths(root)) {
      const items = valueAt(text, listPath) as Json[];
      if (items.length < 2) continue;
      const moved = moveItem(text, listPath, 0, items.length - 1);
      expect(valueAt(moved, listPath)).toEqual([...items.slice(1), items[0]]);
      expect(moveItem(moved, listPath, items.length - 1, 0)).toBe(text);
    }
  });
});

/** The value with `value` set at `at` (a test's own, plain version of the edit). */
function structuredCloneWith(root: Json, at: DataPath, value: Json): Json {
  const copy = structuredClone(root);
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key], copy);
  (parent as Record<string | number, Json>)[at[at.length - 1]] = value;
  return copy;
}
