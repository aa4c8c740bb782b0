// @vitest-environment node
/**
 * The plumbing under the messages, about the schemas' verdicts and what keeps them: the block types the schemas
 * name, their verdicts compiled and loaded as code, the fingerprint that names the caches of compiled schemas and of
 * checked files, and the cache of files that passed.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCheckedFileCache } from '../../src/content/checkedFileCache';
import { projectRoot } from '../../src/content/projectFiles';
import {
  blockTypesInSchema,
  compileAndCache,
  fingerprintOf,
  judgingPackages,
  schemaFingerprint,
  validateAgainstSchema,
  validatorsCacheFile,
} from '../../src/content/schemas';

describe('the schemas', () => {
  it('name the block types by their files, in order', () => {
    const types = blockTypesInSchema();
    expect(types).toContain('hero');
    expect(types).toEqual([...types].sort());
    expect(types.every((type) => /^[a-z][A-Za-z]+$/.test(type))).toBe(true);
  });

  it('find nothing wrong in valid data, and something in data that is not', () => {
    expect(
      validateAgainstSchema('page', {
        route: '/x',
        title: 'X',
        description: 'D.',
        blocks: [{ type: 'callToAction', heading: 'Call' }],
      }),
    ).toEqual([]);
    expect(validateAgainstSchema('page', {}).map((error) => error.keyword)).toContain('required');
    expect(validateAgainstSchema('site', {}).length).toBeGreaterThan(0);
  });

  it('compiled and written out as code, give the same verdicts when that code is loaded', () => {
    // Inside node_modules, where the compiled code finds ajv's runtime, as the real cache does.
    mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
    const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/compiled-schemas-test-'));
    try {
      const file = path.join(dir, 'cache', 'site-schema', 'validators.cjs');
      const compiled = compileAndCache(file);
      const loaded = createRequire(import.meta.url)(file) as typeof compiled;
      const page = {
        route: 'About',
        title: '',
        description: 'D.',
        blocks: [{ type: 'hero', heading: 3, images: [], size: 'big' }, { type: 'heor' }],
      };
      const site = { company: { email: 'office.example.com' } };
      expect(compiled.page(page)).toBe(false);
      expect(loaded.page(page)).toBe(false);
      expect(loaded.page.errors).toEqual(compiled.page.errors);
      expect(compiled.page.errors).toEqual(validateAgainstSchema('page', page));
      expect(compiled.page.errors!.length).toBeGreaterThan(4);
      expect(compiled.site(site)).toBe(false);
      expect(compiled.site.errors).toEqual(validateAgainstSchema('site', site));
      expect(readdirSync(path.dirname(file))).toEqual(['validators.cjs']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the fingerprint that names the caches of compiled schemas and of checked files', () => {
  // A copy of what the fingerprint is made of, to change one thing at a time.
  let root: string;
  const judgingFiles = ['schema', 'src/content/parseYaml.ts', 'src/content/schemas.ts'];
  const installedVersion = (name: string) =>
    (
      JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      }
    ).version;
  const installed = () => ({ ajv: installedVersion('ajv'), yaml: installedVersion('yaml') });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'schema-fingerprint-'));
    for (const part of judgingFiles) cpSync(path.join(projectRoot, part), path.join(root, part), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The fingerprint of the copy with `file` changed, then the file as it was. */
  function fingerprintWith(file: string, change: (text: string) => string): string {
    const original = readFileSync(path.join(root, file), 'utf8');
    writeFileSync(path.join(root, file), change(original));
    try {
      return fingerprintOf(root, installed());
    } finally {
      writeFileSync(path.join(root, file), original);
    }
  }

  it("is this project's: its schemas, its parsing and validating code, and the installed ajv and yaml", () => {
    expect(judgingPackages()).toEqual(installed());
    expect(schemaFingerprint()).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(root, installed())).toBe(schemaFingerprint());
    expect(schemaFingerprint()).toBe(schemaFingerprint());
    expect(path.basename(validatorsCacheFile())).toBe(`validators-${schemaFingerprint()}.cjs`);
  });

  it.each([
    ['a block schema', 'schema/blocks/hero.schema.json'],
    ['the page schema', 'schema/page.schema.json'],
    ['the site schema', 'schema/site.schema.json'],
    ['the shared definitions', 'schema/common.schema.json'],
    ['the YAML reading code', 'src/content/parseYaml.ts'],
    ['the validating code', 'src/content/schemas.ts'],
  ])('changes when %s changes', (_, file) => {
    expect(fingerprintWith(file, (text) => `${text} `)).not.toBe(schemaFingerprint());
  });

  it('changes when a block schema is added', () => {
    const added = path.join(root, 'schema/blocks/gutterGuide.schema.json');
    writeFileSync(added, '{}\n');
    try {
      expect(fingerprintOf(root, installed())).not.toBe(schemaFingerprint());
    } finally {
      rmSync(added);
    }
  });

  it('changes with another version of ajv or of the YAML parser', () => {
    expect(fingerprintOf(root, { ...installed(), ajv: '0.0.1' })).not.toBe(schemaFingerprint());
    expect(fingerprintOf(root, { ...installed(), yaml: '0.0.1' })).not.toBe(schemaFingerprint());
  });
});

describe('the cache of files that passed', () => {
  // Each test starts from a project whose cache holds one file, pages/a.yaml with the text "bc".
  let root: string;
  let cacheFile: string;
  const open = () => openCheckedFileCache(root, 'test');
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'checked-store-'));
    mkdirSync(path.join(root, 'node_modules'));
    cacheFile = path.join(root, 'node_modules/.cache/site-content/checked-test.json');
    const first = open();
    first.set('pages/a.yaml', 'bc', { route: '/a' });
    first.save();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("gives back a file's data for the same name and text only", () => {
    const second = open();
    expect(second.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    expect(second.get('pages/a.yaml', 'b')).toBeUndefined();
    expect(second.get('pages/a.yamlb', 'c')).toBeUndefined();
    expect(second.get('pages/b.yaml', 'bc')).toBeUndefined();
    expect(second.get('toString', '')).toBeUndefined();
  });

  it('is not written again when a run learned nothing and used every entry', () => {
    const stored = readFileSync(cacheFile, 'utf8');
    writeFileSync(cacheFile, stored.replace('{', '{ '));
    const run = open();
    run.get('pages/a.yaml', 'bc');
    run.save();
    expect(readFileSync(cacheFile, 'utf8')).toBe(stored.replace('{', '{ '));
  });

  it('is written when a file changed, with the new entry in place of the old', () => {
    const run = open();
    run.set('pages/a.yaml', 'bcd', { route: '/a2' });
    run.save();
    const next = open();
    expect(next.get('pages/a.yaml', 'bcd')).toEqual({ route: '/a2' });
    expect(next.get('pages/a.yaml', 'bc')).toBeUndefined();
  });

  it('forgets a file that went away, even when no file changed', () => {
    const both = open();
    both.get('pages/a.yaml', 'bc');
    both.set('pages/b.yaml', 'x', { route: '/b' });
    both.save();
    const onlyA = open();
    expect(onlyA.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    onlyA.save();
    const next = open();
    expect(next.get('pages/a.yaml', 'bc')).toEqual({ route: '/a' });
    expect(next.get('pages/b.yaml', 'x')).toBeUndefined();
  });

  it('leaves no partial file behind', () => {
    expect(readdirSync(path.dirname(cacheFile))).toEqual(['checked-test.json']);
  });
});
