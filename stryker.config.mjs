// Mutation testing of the content checker and the quote form's rules: `npm run test:mutation` (docs/testing.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Plain Node tests only: the full config starts Chromium and builds dist/.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/content/**/*.ts',
    '!src/content/**/*.generated.ts',
    'src/quotes/quoteRules.ts',
    'src/quotes/validateQuoteRequest.ts',
    'src/quotes/quoteMessages.ts',
    'src/quotes/browserQuoteRules.ts',
  ],
  // Stryker rewrites the named tsconfig in its sandbox through TypeScript's JS API, which TypeScript 7 does not
  // have. The project's tsconfig.json has no `extends` or `references` to rewrite, so name none.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  // Nothing type-checks the sandbox (Vite only strips types): no need to mark every file @ts-nocheck.
  disableTypeChecks: false,
  concurrency: 2,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  // Incremental mode: a mutant whose code and tests are unchanged since the recorded run keeps its recorded result;
  // only the rest run. The record is committed, so CI on a fresh clone re-runs only what a change touched.
  // `npx stryker run --force` runs every mutant again (and rewrites the record).
  incremental: true,
  incrementalFile: '.ci/stryker-incremental.json',
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
