// @vitest-environment node
/** npm run test:mutation fails when any one file's mutation score is under the threshold, and says which. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreReport, scoresByFile, thresholdFrom } from '../../src/cli/mutationScores';

const mutant = (status: string, line = 1, mutatorName = 'StringLiteral') => ({
  id: String(Math.random()),
  mutatorName,
  status,
  location: { start: { line, column: 5 }, end: { line, column: 9 } },
});
const times = (count: number, status: string) => Array.from({ length: count }, () => mutant(status));

const report = {
  schemaVersion: '2',
  thresholds: { high: 95, low: 90 },
  files: {
    'src/content/locate.ts': {
      language: 'typescript',
      source: '',
      mutants: [...times(8, 'Killed'), mutant('Survived', 12), mutant('NoCoverage', 30, 'BlockStatement')],
    },
    'src/content/didYouMean.ts': {
      language: 'typescript',
      source: '',
      mutants: [...times(9, 'Killed'), ...times(1, 'Timeout'), ...times(3, 'Ignored'), mutant('CompileError')],
    },
    'src/content/model.ts': { language: 'typescript', source: '', mutants: times(2, 'Ignored') },
  },
};

describe('mutation scores per file', () => {
  it('count killed and timed-out mutants as detected, survivors and uncovered ones as not, and leave out the rest', () => {
    expect(scoresByFile(report as never)).toEqual([
      { file: 'src/content/didYouMean.ts', detected: 10, undetected: 0, score: 100, survivors: [] },
      {
        file: 'src/content/locate.ts',
        detected: 8,
        undetected: 2,
        score: 80,
        survivors: ['12:5 StringLiteral', '30:5 BlockStatement (no test runs it)'],
      },
      { file: 'src/content/model.ts', detected: 0, undetected: 0, score: undefined, survivors: [] },
    ]);
  });

  it('name the files under the threshold, with where their mutants survive, and the files with none judged', () => {
    const { text, ok } = scoreReport(scoresByFile(report as never), 90);
    expect(ok).toBe(false);
    expect(text.split('\n')).toEqual([
      '100.0 %  src/content/didYouMean.ts (10 of 10)',
      ' 80.0 %  src/content/locate.ts (8 of 10)',
      '   –    src/content/model.ts (0 of 0)',
      '',
      'Under 90 %:',
      '  src/content/locate.ts: 80.0 %, not detected: 12:5 StringLiteral, 30:5 BlockStatement (no test runs it)',
      '',
      'No mutant judged (each one switched off, or none could run), so nothing says the tests notice a change:',
      '  src/content/model.ts',
      'Test them, or leave a file without code to mutate out of `mutate` in stryker.config.mjs.',
    ]);
  });

  it('fail on a file with no mutant judged, even when every other file passes', () => {
    const { text, ok } = scoreReport(scoresByFile(report as never), 80);
    expect(ok).toBe(false);
    expect(text).not.toContain('Under 80 %');
    expect(text).toContain('No mutant judged (each one switched off, or none could run)');
    expect(text).not.toContain('at least 80 %');
  });

  it('pass when every file reaches the threshold, a file at exactly the threshold included', () => {
    const { 'src/content/model.ts': _unjudged, ...judged } = report.files;
    const { text, ok } = scoreReport(scoresByFile({ ...report, files: judged } as never), 80);
    expect(ok).toBe(true);
    expect(text).toMatch(/\)\n\nEvery file's mutation score is at least 80 %\.$/);
  });

  it('read a threshold from 0 to 100, and nothing else', () => {
    expect(['90', '0', '100', '92.5'].map(thresholdFrom)).toEqual([90, 0, 100, 92.5]);
    expect(['ninety', '', ' ', '-1', '101', 'NaN', '90%'].map(thresholdFrom)).toEqual(Array(7).fill(undefined));
  });

  describe('from the command line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mutation-report-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'mutation.json');
    writeFileSync(file, JSON.stringify(report));
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/mutationScores.ts', ...args], {
        cwd: path.join(__dirname, '../..'),
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );

    it('exits 1 under the threshold or with a file not judged, 0 when every file is at or above it', async () => {
      const { 'src/content/model.ts': _unjudged, ...judged } = report.files;
      const judgedFile = path.join(dir, 'judged.json');
      writeFileSync(judgedFile, JSON.stringify({ ...report, files: judged }));
      const [failing, unjudged, passing] = await Promise.all([run(file, '90'), run(file, '80'), run(judgedFile, '80')]);
      expect(failing.code).toBe(1);
      expect(failing.stdout).toContain('Under 90 %:\n  src/content/locate.ts: 80.0 %');
      expect(unjudged.code).toBe(1);
      expect(unjudged.stdout).toContain('No mutant judged');
      expect(passing.code).toBe(0);
    });

    it('refuses a threshold that is not a percentage with exit code 2, judging nothing', async () => {
      const result = await run(file, 'ninety');
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'The threshold "ninety" is not a percentage: give a number from 0 to 100, for example 90.\n' +
          'See npm run mutation-scores -- --help for what this command accepts.\n',
      );
      expect(result.stdout).toBe('');
    });
  });
});
