/**
 * Every command in src/cli/ reads its command line the same way (src/cli/shared/commandLine.ts): `--help` prints its
 * usage and exits 0, and an option it does not know, or an option given without its value, is refused in plain words
 * with exit code 2, before it does any work. The commands are found by listing src/cli/, and the options that take a
 * value by reading each command's --help, so a command or an option added later is held to this too.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/projectFiles';

const cliDir = path.join(projectRoot, 'src', 'cli');
// Every file directly in src/cli/ is a command; code the commands share lives in src/cli/shared/.
const commands = readdirSync(cliDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => entry.name);

function run(file: string, ...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', path.join('src/cli', file), ...args], {
    cwd: projectRoot,
    // Generous: on a busy machine starting TypeScript and a command's imports can take many seconds.
    timeout: 90_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

/** `--help` of each command, run once and shared by the tests below. */
const helpRuns = new Map<string, ReturnType<typeof run>>();
const helpOf = (file: string) => {
  if (!helpRuns.has(file)) helpRuns.set(file, run(file, '--help'));
  return helpRuns.get(file)!;
};

/** The options a --help text lists with a value (`  --format FORMAT  …`, `  -o, --output FILE  …`). */
function optionsTakingAValue(help: string): string[] {
  return [...help.matchAll(/^ {2}(?:-\w, )?(--[a-z][\w-]*) [A-Z][A-Z_]*\b/gm)].map((match) => match[1]);
}

const placement =
  'Every file directly in src/cli/ is a command: give it readCommandLine from src/cli/shared/commandLine.ts, or move shared code to src/cli/shared/.';

describe('the command line of every command in src/cli/', () => {
  it('finds the commands', () => {
    expect(commands).toEqual(expect.arrayContaining(['check.ts', 'newPage.ts', 'build.ts', 'generateTypes.ts']));
  });

  it.concurrent.each(commands)(
    '%s --help prints its usage, options and an example, and exits 0',
    { timeout: 120_000 },
    async (file) => {
      const result = await helpOf(file);
      expect(result.code, `${file} --help: ${result.stderr}\n${placement}`).toBe(0);
      expect(result.stdout).toMatch(/^Usage: npm run \S+/);
      expect(result.stdout).toContain('--help');
      expect(result.stdout).toMatch(/Examples?:\n {2}npm run /);
      expect(result.stderr).toBe('');
    },
  );

  it.concurrent.each(commands)(
    '%s --no-such-option is refused in plain words with exit code 2',
    { timeout: 120_000 },
    async (file) => {
      const result = await run(file, '--no-such-option');
      expect(result.code, `${file} --no-such-option: ${result.stdout}${result.stderr}\n${placement}`).toBe(2);
      // Names the option it refuses and where the accepted ones are listed.
      expect(result.stderr).toContain('--no-such-option');
      expect(result.stderr).toMatch(/npm run \S+ -- --help/);
      // Words for a person, not a stack trace.
      expect(result.stderr).not.toMatch(/\n\s+at |Error|ERR_/);
      expect(result.stdout).toBe('');
    },
  );

  it('reads the options that take a value from --help', async () => {
    const { stdout } = await helpOf('check.ts');
    expect(optionsTakingAValue(stdout)).toEqual(['--format', '--root']);
  });

  it.concurrent.each(commands)(
    '%s refuses each option that takes a value when it is given none, in plain words with exit code 2',
    { timeout: 180_000 },
    async (file) => {
      const help = await helpOf(file);
      const results = await Promise.all(
        optionsTakingAValue(help.stdout).map(async (option) => ({ option, result: await run(file, option) })),
      );
      for (const { option, result } of results) {
        expect(result.code, `${file} ${option}: ${result.stdout}${result.stderr}`).toBe(2);
        // Names the option, shows a value it takes, and says where the others are listed.
        expect(result.stderr).toMatch(new RegExp(`^${option} needs a value, for example ${option} \\S+\\.\n`));
        expect(result.stderr).toMatch(/npm run \S+ -- --help/);
        expect(result.stderr).not.toMatch(/\n\s+at |Error|ERR_/);
        expect(result.stdout).toBe('');
      }
    },
  );
});
