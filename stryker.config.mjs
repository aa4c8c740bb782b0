// Mutation testing of the content checker and the quote form's rules: `npm run test:mutation` (docs/testing.md).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The equivalent mutants: changes no test can notice, because the program does the same with them. Each is switched
 * off where it is, by a `// Stryker disable next-line MUTATOR: …` comment on the line above `code` (Stryker's own
 * mechanism); this is the one list of them all, with why. tests/content/mutationConfig.test.ts checks that the
 * comments in the code and this list agree. Code no input can reach is deleted instead, and a mutant a test could
 * notice gets that test.
 */
export const equivalentMutants = [
  {
    file: 'src/content/contentUpdate.ts',
    code: "contentUpdateEvent = 'site-content:update'",
    why: 'the event name only has to be the same on both sides, which both take from this constant',
  },
  {
    file: 'src/content/publicPictures.ts',
    code: 'if (!existsSync(dir)) return [];',
    why: 'without a public/images folder, a made-up name in an otherwise empty list is never close enough to suggest',
  },
  {
    file: 'src/content/readChecked.ts',
    code: 'if (remembered !== undefined) {',
    why: 'the cache of checked files only saves time: without it a file is parsed and checked again, with the same result',
  },
  {
    file: 'src/content/model.ts',
    code: "PAGE_DATA_ELEMENT_ID = 'page-data'",
    why: 'any id works as long as the page and its script both use this constant',
  },
  {
    file: 'src/content/parseYaml.ts',
    code: "lines[index].replace(/\\s#.*$/, '')",
    why: 'a comment is cut off alike by /\\s#.*/ (.* runs to the end of the line anyway) and by text without quotes',
  },
  {
    file: 'src/content/parseYaml.ts',
    code: 'uniqueKeys: false',
    why: "the parser's own check of repeated field names finds the same first one at the same place, only in a time that grows with the square of a group's fields",
  },
  {
    file: 'src/content/schemas.ts',
    code: "const idBase = 'file:///schema/';",
    why: 'any base for the ids works as long as every id and reference uses it',
  },
  {
    file: 'src/content/schemas.ts',
    code: "name.endsWith('.schema.json')",
    why: 'every file in schema/blocks/ is a schema, so the filter keeps them all either way',
  },
  {
    file: 'src/content/schemas.ts',
    code: '.filter(isSchemaFile)',
    why: 'every file in schema/blocks/ is a schema, so the filter keeps them all either way',
  },
  {
    file: 'src/content/schemas.ts',
    code: "readFileSync(path.join(schemaDir, relativePath), 'utf8')",
    why: 'JSON.parse reads the bytes as UTF-8 text anyway',
  },
  {
    file: 'src/content/schemas.ts',
    code: "readFileSync(path.join(root, file), 'utf8')",
    why: 'a file read as bytes becomes the same UTF-8 text once it is put into the string that is hashed',
  },
  {
    file: 'src/content/schemas.ts',
    code: "readFileSync(path.join(dir, file), 'utf8')",
    why: 'a file read as bytes becomes the same UTF-8 text once it is put into the string that is hashed',
  },
  {
    file: 'src/content/schemas.ts',
    code: 'code: { source: true }',
    why: 'only whether the compiled code can be written to the cache; the verdicts are the same',
  },
  {
    file: 'src/content/schemas.ts',
    code: 'const validatorIds',
    why: 'the ids only have to name the same schemas on both sides of the compiled code',
  },
  {
    file: 'src/content/schemas.ts',
    code: "path.join(projectRoot, 'node_modules', '.cache', 'site-schema')",
    why: 'any folder works for the cache of compiled validators as long as it is the same in every run',
  },
  {
    file: 'src/content/schemas.ts',
    code: 'if (!compiled) {',
    why: 'compiled once or at every check, the verdicts are the same',
  },
  {
    file: 'src/content/schemas.ts',
    code: '.sort()',
    why: 'Node lists a folder in name order already (libuv sorts it)',
  },
  {
    file: 'src/content/collections/entryData.ts',
    code: "dashed.replace(/^-+|-+$/g, '')",
    why: 'every run of other characters is one dash already, so a dash at either end is single and ^- cuts it as ^-+ does',
  },
  {
    file: 'src/content/collections/declaration.ts',
    code: 'if (existsSync(file)) return',
    why: "a collection's judge kept on disk was compiled from the same schema text, so compiling it again judges alike",
  },
  {
    file: 'src/content/collections/declaration.ts',
    code: 'if (!validate) {',
    why: 'the judges kept in memory only save time: a judge made again from the same schema text judges alike',
  },
  {
    file: 'src/content/collections/declaration.ts',
    code: 'if (compiled.size >= MAX_COMPILED)',
    why: 'the bound on the judges kept in memory only limits memory: a judge let go is made again, and judges alike',
  },
  {
    file: 'src/quotes/quoteMessages.ts',
    code: "maxLength: 'The time spent on the form must be a whole number of milliseconds.'",
    why: 'a fillTimeMs over 10 characters also breaks its pattern, whose message (the same words) is told first',
  },
  {
    file: 'src/quotes/validateQuoteRequest.ts',
    code: 'strict: true,',
    why: "ajv's strict mode only refuses a schema with unknown keywords; it decides no request",
  },
  {
    file: 'src/quotes/validateQuoteRequest.ts',
    code: 'if (!old || rank < old.rank)',
    why: 'ajv reports a keyword at most once per field, so two findings of one field never have the same rank',
  },
];

/**
 * What the tests read besides the mutated code and the test files, whose changes Stryker's incremental mode sees
 * itself: the schemas, the fixtures and test helpers, and the vitest config of the run; and the packages that judge
 * the content or run the tests. The record of results is named by a hash of them, so after a change to any of them
 * no record matches (see `mutationPlan`) instead of reusing results the change may have made untrue.
 */
export const recordedInputs = {
  files: ['schema', 'tests/fixtures', 'tests/content', 'vitest.mutation.config.ts'],
  packages: ['ajv', 'ajv-formats', 'yaml', 'vitest', '@stryker-mutator/core', '@stryker-mutator/vitest-runner'],
};

/**
 * A short hash of the text of every file in `files` (folders in full, test files left to Stryker), in name order,
 * and of the installed version of each of `packages`.
 */
export function hashOfInputs(root, { files, packages }) {
  const hash = createHash('sha256');
  for (const name of packages) {
    const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    hash.update(`${name} ${version}\n`);
  }
  const add = (relative) => {
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.posix.join(relative, name));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(`${relative}\n`).update(readFileSync(full)).update('\n');
    }
  };
  for (const file of files) add(file);
  return hash.digest('hex').slice(0, 12);
}

/** What Stryker mutates: the content checker and the quote form's rules. */
export const mutatedPatterns = [
  'src/content/**/*.ts',
  '!src/content/**/*.generated.ts',
  'src/quotes/quoteRules.ts',
  'src/quotes/validateQuoteRequest.ts',
  'src/quotes/quoteMessages.ts',
  'src/quotes/browserQuoteRules.ts',
];

/**
 * Where the records of mutation results are kept: generated output, so outside the repository, in the user's cache
 * (`$XDG_CACHE_HOME` or `~/.cache`, then the package's name), or in `$MUTATION_RECORD_DIR` when set. CI restores the
 * folder from its own cache (.github/workflows/ci.yml).
 */
export function mutationRecordDir(env, home, packageName) {
  if (env.MUTATION_RECORD_DIR) return path.resolve(env.MUTATION_RECORD_DIR);
  const cacheHome = env.XDG_CACHE_HOME || path.join(home, '.cache');
  return path.join(cacheHome, packageName, 'mutation');
}

/** A path matches a pattern of `mutate`: `**` any folders, `*` any part of a name. */
export function matchesPattern(file, pattern) {
  const expression = pattern
    .split('**/')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('(?:[^/]+/)*');
  return new RegExp(`^${expression}$`).test(file);
}

/** The files among `files` that `patterns` mutate (a `!` pattern takes files out again). */
export function filesToMutate(files, patterns) {
  const taken = patterns.filter((pattern) => !pattern.startsWith('!'));
  const left = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  return files.filter(
    (file) =>
      taken.some((pattern) => matchesPattern(file, pattern)) && !left.some((pattern) => matchesPattern(file, pattern)),
  );
}

/**
 * The files a change touched, by git: those that differ (committed or not, or new and not ignored) from the merge
 * base of HEAD with `base`; when HEAD is on `base` itself (CI on the main branch), those the last commit changed.
 * Undefined when git cannot tell (no repository, or neither `base` nor a parent commit is known).
 */
export function changedFiles(root, base) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = (text) => text.split('\n').filter(Boolean);
  try {
    const head = git('rev-parse', 'HEAD').trim();
    let since;
    try {
      since = git('merge-base', 'HEAD', base).trim();
    } catch {
      since = head;
    }
    if (since === head) since = git('rev-parse', 'HEAD~1').trim();
    return [
      ...new Set([
        ...lines(git('diff', '--name-only', since)),
        ...lines(git('ls-files', '--others', '--exclude-standard')),
      ]),
    ];
  } catch {
    return undefined;
  }
}

/**
 * What a run mutates and where it keeps its record. With the record of these inputs (`recordFile`): every file, and
 * Stryker reruns only what changed since the record; when every mutant is asked for (`--force`, which
 * `npm run test:mutation -- --all` passes): every file, every mutant, writing the record. Without one (a fresh clone, a fresh cache, changed inputs): only the mutated files the change
 * touched, so no one waits for every mutant by surprise; such a run keeps its own record (`partialRecordFile`), which
 * never stands for the full one.
 */
export function mutationPlan({ recordFile, partialRecordFile, recordExists, everyFile, changed, patterns }) {
  if (everyFile || recordExists) return { mutate: patterns, incrementalFile: recordFile, everyFile: true };
  return { mutate: filesToMutate(changed ?? [], patterns), incrementalFile: partialRecordFile, everyFile: false };
}

const packageName = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).name;
const recordDir = mutationRecordDir(process.env, homedir(), packageName);
const inputsHash = hashOfInputs(projectRoot, recordedInputs);
export const recordFile = path.join(recordDir, `stryker-incremental-${inputsHash}.json`);
const partialRecordFile = path.join(recordDir, `stryker-incremental-${inputsHash}-changed-files.json`);
/** The branch a change is compared with when no record matches: `$MUTATION_BASE`, or origin/main. */
export const mutationBase = process.env.MUTATION_BASE || 'origin/main';
const recordExists = existsSync(recordFile);
const everyFile = process.argv.includes('--force');
export const plan = mutationPlan({
  recordFile,
  partialRecordFile,
  recordExists,
  everyFile,
  changed: recordExists || everyFile ? [] : changedFiles(projectRoot, mutationBase),
  patterns: mutatedPatterns,
});

// When Stryker runs (not when a test reads this file), a record made with other inputs is removed: it can never be
// used again.
if (/stryker(\.js)?$/.test(process.argv[1] ?? '') && existsSync(recordDir)) {
  for (const name of readdirSync(recordDir)) {
    if (/^stryker-incremental.*\.json$/.test(name) && !name.startsWith(`stryker-incremental-${inputsHash}`))
      rmSync(path.join(recordDir, name));
  }
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Plain Node tests only: the full config starts Chromium and builds dist/.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: plan.mutate,
  // Stryker rewrites the named tsconfig in its sandbox through TypeScript's JS API, which TypeScript 7 does not
  // have. The project's tsconfig.json has no `extends` or `references` to rewrite, so name none.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  // Nothing type-checks the sandbox (Vite only strips types): no need to mark every file @ts-nocheck.
  disableTypeChecks: false,
  concurrency: 2,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  // Incremental mode: a mutant whose code and tests are unchanged since the recorded run keeps its recorded result;
  // only the rest run. The record lives in a cache outside the repository (`mutationRecordDir`); its name holds the
  // hash of `recordedInputs`, so a changed schema or fixture never reuses it (see `mutationPlan` for what runs then).
  // `npx stryker run --force` runs every mutant again (and rewrites the record).
  incremental: true,
  incrementalFile: plan.incrementalFile,
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The 90 % is per file, not for the run as a whole: src/cli/mutationScores.ts reads the JSON report after the run
  // and fails on any file under it (a run as a whole under 90 % always has such a file).
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  // The sandbox gets only what the tests read: a copy of the whole tree would also copy dist/ and the files others
  // are writing at the moment (one that disappears mid-copy stops the run).
  ignorePatterns: [
    '/*',
    '!/src',
    '!/schema',
    '!/tests',
    '!/package.json',
    '!/tsconfig.json',
    '!/vitest.mutation.config.ts',
  ],
};
