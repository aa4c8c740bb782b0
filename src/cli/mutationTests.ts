/**
 * Mutation testing (docs/testing.md): Stryker on the files stryker.config.mjs chooses, then every file's score
 * (mutationScores.ts). With the record of these inputs in the cache, every file is mutated and only what changed since
 * the record runs; without one, only the files the change touched, so a fresh clone never waits for every mutant by
 * surprise. `--all` runs every mutant of every file and writes the record the next runs reuse.
 *
 *   npm run test:mutation [-- --all]
 *
 * Exits with Stryker's code when Stryker fails, else 1 when a file scores under 90 % (mutationScores.ts), else 0.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readCommandLine } from './shared/commandLine.ts';

interface MutationPlan {
  mutate: string[];
  incrementalFile: string;
  everyFile: boolean;
}

const { values } = readCommandLine({
  command: 'npm run test:mutation --',
  summary:
    'Runs Stryker on the content checker and the quote form, then prints every file its score and exits 1 for one ' +
    'under 90 %. Without a record of results for the current inputs, only the files changed since $MUTATION_BASE ' +
    '(default origin/main) are mutated.',
  options: { all: { type: 'boolean', help: 'mutate every file and run every mutant again, rewriting the record' } },
  examples: ['npm run test:mutation', 'npm run test:mutation -- --all'],
});

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const config = (await import(new URL('../../stryker.config.mjs', import.meta.url).href)) as {
  plan: MutationPlan;
  mutationBase: string;
};
const { plan, mutationBase } = config;

/** Runs a command in this terminal; its exit code (1 when it could not start). */
function run(command: string, args: string[]): number {
  return spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' }).status ?? 1;
}

if (!values.all && !plan.everyFile) {
  if (plan.mutate.length === 0) {
    console.log(
      `No record of mutation results for the current inputs, and no mutated file differs from ${mutationBase}: ` +
        'nothing to mutate. `npm run test:mutation -- --all` runs every mutant.',
    );
    process.exit(0);
  }
  console.log(
    `No record of mutation results for the current inputs: mutating only the files changed since ${mutationBase} ` +
      `(${plan.mutate.join(', ')}). \`npm run test:mutation -- --all\` runs every mutant.`,
  );
}
const strykerCode = run('npx', ['stryker', 'run', ...(values.all ? ['--force'] : [])]);
if (strykerCode !== 0) process.exit(strykerCode);
process.exit(run(process.execPath, ['--import', 'tsx', 'src/cli/mutationScores.ts']));
