// @vitest-environment node
/**
 * The setup of `npm run test:mutation` (stryker.config.mjs): every mutant switched off in the code is in the config's
 * one list of equivalent mutants, with why, and the record of results reused by the incremental mode is named after
 * the inputs Stryker does not compare itself, so a changed schema or fixture is never judged by old results.
 */
import { execFileSync } from 'node:child_process';
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
interface PlanInputs {
  recordFile: string;
  partialRecordFile: string;
  recordExists: boolean;
  everyFile: boolean;
  changed: string[] | undefined;
  patterns: string[];
}
const config = (await import(pathToFileURL(path.join(projectRoot, 'stryker.config.mjs')).href)) as {
  default: { mutate: string[]; incrementalFile: string };
  equivalentMutants: EquivalentMutant[];
  recordedInputs: Inputs;
  hashOfInputs: (root: string, inputs: Inputs) => string;
  mutatedPatterns: string[];
  recordFile: string;
  mutationRecordDir: (env: Record<string, string | undefined>, home: string, packageName: string) => string;
  filesToMutate: (files: string[], patterns: string[]) => string[];
  changedFiles: (root: string, base: string) => string[] | undefined;
  mutationPlan: (inputs: PlanInputs) => { mutate: string[]; incrementalFile: string; everyFile: boolean };
};

/** The files Stryker mutates: the globs of `mutate`, which name folders of .ts files and single files. */
function mutatedFiles(): string[] {
  const files: string[] = [];
  for (const pattern of config.mutatedPatterns.filter((each) => !each.startsWith('!'))) {
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
    expect(path.basename(config.recordFile)).toBe(
      `stryker-incremental-${config.hashOfInputs(projectRoot, config.recordedInputs)}.json`,
    );
    expect(config.default.incrementalFile.startsWith(path.dirname(config.recordFile))).toBe(true);
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

describe('where the record of mutation results is kept', () => {
  it('is outside the repository, in the user cache folder named after the package', () => {
    expect(config.mutationRecordDir({}, '/home/office', 'summit-ridge-site')).toBe(
      '/home/office/.cache/summit-ridge-site/mutation',
    );
    expect(config.mutationRecordDir({ XDG_CACHE_HOME: '/var/cache/office' }, '/home/office', 'site')).toBe(
      '/var/cache/office/site/mutation',
    );
    expect(path.relative(projectRoot, config.recordFile).startsWith('..')).toBe(true);
  });

  it('is where MUTATION_RECORD_DIR says when it is set', () => {
    expect(config.mutationRecordDir({ MUTATION_RECORD_DIR: '/ci/records', XDG_CACHE_HOME: '/x' }, '/h', 'site')).toBe(
      '/ci/records',
    );
  });
});

describe('what a run mutates', () => {
  const files = {
    recordFile: '/cache/stryker-incremental-abc.json',
    partialRecordFile: '/cache/stryker-incremental-abc-changed-files.json',
    patterns: ['src/content/**/*.ts', '!src/content/**/*.generated.ts', 'src/quotes/quoteRules.ts'],
  };

  it('is every file, against the record, when the record of these inputs exists', () => {
    const plan = config.mutationPlan({ ...files, recordExists: true, everyFile: false, changed: [] });
    expect(plan).toEqual({ mutate: files.patterns, incrementalFile: files.recordFile, everyFile: true });
  });

  it('is every file, writing the record, when every mutant is asked for', () => {
    const plan = config.mutationPlan({ ...files, recordExists: false, everyFile: true, changed: [] });
    expect(plan).toEqual({ mutate: files.patterns, incrementalFile: files.recordFile, everyFile: true });
  });

  it('without a record, is only the mutated files the change touched, with a record of its own', () => {
    const changed = ['src/content/locate.ts', 'src/content/types.generated.ts', 'README.md', 'src/quotes/other.ts'];
    const plan = config.mutationPlan({ ...files, recordExists: false, everyFile: false, changed });
    expect(plan).toEqual({
      mutate: ['src/content/locate.ts'],
      incrementalFile: files.partialRecordFile,
      everyFile: false,
    });
    expect(config.mutationPlan({ ...files, recordExists: false, everyFile: false, changed: undefined }).mutate).toEqual(
      [],
    );
  });

  it('takes the files of the patterns: ** for any folders, * within a name, ! to leave out', () => {
    expect(
      config.filesToMutate(
        [
          'src/content/a.ts',
          'src/content/deep/er/b.ts',
          'src/content/c.tsx',
          'src/content/d.generated.ts',
          'src/contentish/e.ts',
          'src/quotes/quoteRules.ts',
          'src/quotes/quoteRulesXts',
        ],
        files.patterns,
      ),
    ).toEqual(['src/content/a.ts', 'src/content/deep/er/b.ts', 'src/quotes/quoteRules.ts']);
  });
});

describe('the files a change touched', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
  const commit = (file: string, text: string) => {
    writeFileSync(path.join(repo, file), text);
    git('add', file);
    git('commit', '-q', '-m', file);
  };

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'mutation-changes-'));
    git('init', '-q', '-b', 'main');
    commit('first.ts', '1');
    commit('second.ts', '2');
    git('checkout', '-q', '-b', 'work');
    commit('third.ts', '3');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('are those that differ from the merge base with the base branch, committed, edited or new', () => {
    writeFileSync(path.join(repo, 'second.ts'), 'edited');
    writeFileSync(path.join(repo, 'fourth.ts'), 'new');
    try {
      expect(config.changedFiles(repo, 'main')?.sort()).toEqual(['fourth.ts', 'second.ts', 'third.ts']);
    } finally {
      git('checkout', '-q', '--', 'second.ts');
      rmSync(path.join(repo, 'fourth.ts'));
    }
    expect(config.changedFiles(repo, 'main')).toEqual(['third.ts']);
  });

  it('on the base branch itself, are those its last commit changed', () => {
    git('checkout', '-q', 'main');
    try {
      expect(config.changedFiles(repo, 'main')).toEqual(['second.ts']);
      expect(config.changedFiles(repo, 'no-such-branch')).toEqual(['second.ts']);
    } finally {
      git('checkout', '-q', 'work');
    }
  });

  it('are unknown outside a repository', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'mutation-no-git-'));
    try {
      expect(config.changedFiles(bare, 'main')).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
