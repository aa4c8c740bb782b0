// @vitest-environment node
/**
 * The setup of `npm run test:mutation` (stryker.config.mjs): every mutant switched off in the code is in the config's
 * one list of equivalent mutants, with why, and the record of results reused by the incremental mode is named after
 * the inputs Stryker does not compare itself, so a changed schema or fixture is never judged by old results.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/projectFiles';

interface EquivalentMutant {
  file: string;
  code: string;
  why: string;
}
interface Inputs {
  files: string[];
  packages: string[];
}
const config = (await import(pathToFileURL(path.join(projectRoot, 'stryker.config.mjs')).href)) as {
  default: { mutate: string[]; incrementalFile: string };
  equivalentMutants: EquivalentMutant[];
  recordedInputs: Inputs;
  hashOfInputs: (root: string, inputs: Inputs) => string;
};

/** The files Stryker mutates: the globs of `mutate`, which name folders of .ts files and single files. */
function mutatedFiles(): string[] {
  const files: string[] = [];
  for (const pattern of config.default.mutate.filter((each) => !each.startsWith('!'))) {
    if (!pattern.includes('*')) files.push(pattern);
    else {
      const dir = pattern.slice(0, pattern.indexOf('/**'));
      for (const name of readdirSync(path.join(projectRoot, dir), { recursive: true }).map(String))
        if (name.endsWith('.ts') && !name.endsWith('.generated.ts')) files.push(`${dir}/${name}`);
    }
  }
  return files.sort();
}

/** Every `// Stryker disable next-line …` comment in the mutated code, with the line it switches off. */
function disabledLines(): { file: string; comment: string; line: string }[] {
  const found: { file: string; comment: string; line: string }[] = [];
  for (const file of mutatedFiles()) {
    const lines = readFileSync(path.join(projectRoot, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (/\/\/ Stryker (disable|restore)/.test(text))
        found.push({ file, comment: text.trim(), line: lines[index + 1]?.trim() ?? '' });
    });
  }
  return found;
}

describe('the equivalent mutants', () => {
  it('are switched off one line at a time, each with the mutators it concerns and a reason', () => {
    const comments = disabledLines();
    expect(comments.length).toBeGreaterThan(10);
    for (const { file, comment } of comments)
      expect(comment, file).toMatch(/^\/\/ Stryker disable next-line [A-Za-z,]+: \S/);
  });

  it('switched off in the code are all in the list of stryker.config.mjs, with why, and nothing else is', () => {
    const comments = disabledLines();
    const unlisted = comments.filter(
      ({ file, line }) => !config.equivalentMutants.some((entry) => entry.file === file && line.includes(entry.code)),
    );
    expect(unlisted, 'add these to equivalentMutants in stryker.config.mjs, one line each saying why').toEqual([]);
    const unused = config.equivalentMutants.filter(
      (entry) => !comments.some(({ file, line }) => entry.file === file && line.includes(entry.code)),
    );
    expect(unused, 'these entries of equivalentMutants switch nothing off in the code').toEqual([]);
    for (const entry of config.equivalentMutants) expect(entry.why.length, entry.code).toBeGreaterThan(20);
  });
});

describe('the record of mutation results', () => {
  let root: string;
  const inputs: Inputs = {
    files: ['schema', 'tests/fixtures', 'tests/content', 'vitest.mutation.config.ts'],
    packages: ['ajv'],
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  /** The hash of the inputs with `file` written as `text`, then the file as it was. */
  function hashWith(file: string, text: string): string {
    const original = readFileSync(path.join(root, file), 'utf8');
    write(file, text);
    try {
      return config.hashOfInputs(root, inputs);
    } finally {
      write(file, original);
    }
  }

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mutation-inputs-'));
    write('schema/page.schema.json', '{}');
    write('tests/fixtures/minimal-site/site.yaml', 'company: {}');
    write('tests/content/checkYaml.ts', 'export {};');
    write('tests/content/locations.test.ts', "it('x', () => {});");
    write('vitest.mutation.config.ts', 'export default {};');
    write('node_modules/ajv/package.json', '{"version": "8.0.0"}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is named after the inputs of this project', () => {
    expect(config.default.incrementalFile).toBe(
      `.ci/stryker-incremental-${config.hashOfInputs(projectRoot, config.recordedInputs)}.json`,
    );
    expect(config.recordedInputs.files).toEqual(expect.arrayContaining(['schema', 'tests/fixtures']));
    expect(config.hashOfInputs(root, inputs)).toMatch(/^[0-9a-f]{12}$/);
    expect(config.hashOfInputs(root, inputs)).toBe(config.hashOfInputs(root, inputs));
  });

  it.each([
    ['a schema', 'schema/page.schema.json'],
    ['a fixture', 'tests/fixtures/minimal-site/site.yaml'],
    ['a test helper', 'tests/content/checkYaml.ts'],
    ['the vitest config of the run', 'vitest.mutation.config.ts'],
    ['the version of a package that judges', 'node_modules/ajv/package.json'],
  ])('gets another name when %s changes', (_, file) => {
    expect(hashWith(file, '{"version": "8.0.1"}')).not.toBe(config.hashOfInputs(root, inputs));
  });

  it('gets another name when a schema is added', () => {
    const before = config.hashOfInputs(root, inputs);
    write('schema/blocks/gutterGuide.schema.json', '{}');
    try {
      expect(config.hashOfInputs(root, inputs)).not.toBe(before);
    } finally {
      rmSync(path.join(root, 'schema/blocks'), { recursive: true });
    }
  });

  it('keeps its name when only a test file changes, which Stryker compares itself', () => {
    expect(hashWith('tests/content/locations.test.ts', "it('y', () => {});")).toBe(config.hashOfInputs(root, inputs));
  });
});
