/**
 * The mutation score of each file, from Stryker's JSON report (mutation-testing-report-schema), and a plain list
 * of the files under the threshold. Stryker's own `break` threshold judges the run as a whole; this judges every
 * file on its own, so one well-tested file cannot hide a weak one. Exits 1 when a file is under the threshold, or has
 * no mutant that was judged (each one switched off, or none could run): such a file is not tested, whatever its score.
 *
 *   npm run mutation-scores -- [report.json] [threshold]     (defaults: reports/mutation/mutation.json, 90)
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readCommandLine, refuseCommandLine } from './shared/commandLine.ts';

type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'CompileError'
  | 'RuntimeError'
  | 'Timeout'
  | 'Ignored'
  | 'Pending';

interface MutationReport {
  files: Record<
    string,
    {
      mutants: {
        status: MutantStatus;
        mutatorName: string;
        replacement?: string;
        location: { start: { line: number; column: number } };
      }[];
    }
  >;
}

export interface FileScore {
  file: string;
  /** Killed or timed out: a test noticed. */
  detected: number;
  /** Survived, or ran by no test. */
  undetected: number;
  /** Percent detected; undefined for a file with no mutant to judge. */
  score: number | undefined;
  /** Where each undetected mutant is, `line:column mutator`. */
  survivors: string[];
}

export function scoresByFile(report: MutationReport): FileScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const detected = mutants.filter((mutant) => mutant.status === 'Killed' || mutant.status === 'Timeout').length;
      const missed = mutants.filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage');
      const judged = detected + missed.length;
      return {
        file,
        detected,
        undetected: missed.length,
        score: judged === 0 ? undefined : (detected / judged) * 100,
        survivors: missed.map(
          ({ location: { start }, mutatorName, status }) =>
            `${start.line}:${start.column} ${mutatorName}${status === 'NoCoverage' ? ' (no test runs it)' : ''}`,
        ),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

const percent = (score: number | undefined) => (score === undefined ? '   –  ' : `${score.toFixed(1).padStart(5)} %`);

/**
 * The report for people: every file's score, then the files under the threshold with their surviving mutants, and
 * the files with no mutant judged.
 */
export function scoreReport(scores: FileScore[], threshold: number): { text: string; ok: boolean } {
  const below = scores.filter((entry) => entry.score !== undefined && entry.score < threshold);
  const unjudged = scores.filter((entry) => entry.score === undefined);
  const lines = scores.map(
    (entry) => `${percent(entry.score)}  ${entry.file} (${entry.detected} of ${entry.detected + entry.undetected})`,
  );
  if (below.length > 0) {
    lines.push('', `Under ${threshold} %:`);
    for (const entry of below)
      lines.push(`  ${entry.file}: ${percent(entry.score).trim()}, not detected: ${entry.survivors.join(', ')}`);
  }
  if (unjudged.length > 0) {
    lines.push(
      '',
      'No mutant judged (each one switched off, or none could run), so nothing says the tests notice a change:',
      ...unjudged.map((entry) => `  ${entry.file}`),
      'Test them, or leave a file without code to mutate out of `mutate` in stryker.config.mjs.',
    );
  }
  const ok = below.length === 0 && unjudged.length === 0;
  if (ok) lines.push('', `Every file's mutation score is at least ${threshold} %.`);
  return { text: lines.join('\n'), ok };
}

/** The threshold as typed: a percentage from 0 to 100, or undefined for anything else. */
export function thresholdFrom(text: string): number | undefined {
  const threshold = Number(text);
  return text.trim() !== '' && threshold >= 0 && threshold <= 100 ? threshold : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const command = 'npm run mutation-scores --';
  const { positionals } = readCommandLine({
    command,
    summary:
      "Reads Stryker's JSON report and prints each file's mutation score; exits 1 when a file is under the " +
      'threshold or has no mutant judged (npm run test:mutation runs it after Stryker).',
    arguments: '[REPORT] [THRESHOLD]',
    positionals: { min: 0, max: 2 },
    options: {},
    examples: ['npm run mutation-scores -- reports/mutation/mutation.json 90'],
  });
  const [reportFile = 'reports/mutation/mutation.json', thresholdText = '90'] = positionals;
  const threshold = thresholdFrom(thresholdText);
  if (threshold === undefined)
    refuseCommandLine(
      command,
      `The threshold "${thresholdText}" is not a percentage: give a number from 0 to 100, for example 90.`,
    );
  const { text, ok } = scoreReport(
    scoresByFile(JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport),
    threshold,
  );
  console.log(text);
  process.exitCode = ok ? 0 : 1;
}
