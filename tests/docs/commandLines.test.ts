/**
 * Every command in src/cli/ reads its command line the same way (src/cli/shared/commandLine.ts): `--help` prints its
 * usage and exits 0, and an option it does not know is refused in plain words with exit code 2, before it does any
 * work. The commands are found by listing src/cli/, so a command added later is held to this too.
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
      const result = await run(file, '--help');
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
});
