/** `npm run editors`: the accounts of the people who may edit the site, managed from the command line. */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { projectRoot, removeDir, tempDir } from './helpers';

const dataDir = tempDir('editors-command');
afterAll(() => removeDir(dataDir));

/** The command as `npm run editors -- …` runs it, with `input` on standard input (not a terminal). */
function editors(args: string[], input = '', folder = dataDir) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/editors.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: folder },
    input,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run editors', () => {
  it('prints what it does, its actions and an example for --help, and exits 0', () => {
    const help = editors(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run editors -- add NAME \| list \| remove NAME \| reset NAME\n/);
    expect(help.stdout).toContain('npm run editors -- add maria');
  });

  it('refuses an unknown option or action in plain words with exit code 2', () => {
    const option = editors(['list', '--all']);
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(/^Unknown option --all\./);
    const action = editors(['rename', 'maria']);
    expect(action.code).toBe(2);
    expect(action.stderr).toMatch(/^Unknown action "rename": use add, list, remove or reset\./);
    expect(editors(['add']).stderr).toMatch(/^Give the account's name, for example npm run editors -- add maria/);
  });

  it('adds an account with the password from standard input, hashed in a file only its owner can read', async () => {
    expect(editors(['list']).stdout).toMatch(/^No editor accounts yet/);
    const added = editors(['add', 'maria'], 'a long enough password\n');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Added maria\./);
    const file = path.join(dataDir, 'editors.json');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).not.toContain('a long enough password');
    expect(await openAccountStore(dataDir).verify('maria', 'a long enough password')).toBe('maria');
    // The accounts made here are owners; the list says each person's role.
    expect(editors(['list']).stdout).toBe('maria  Owner\n');
  });

  it('makes a data folder that does not exist yet readable by its owner only, as the server would', () => {
    const folder = path.join(dataDir, 'made-by-the-command');
    expect(editors(['add', 'lee'], 'a long enough password\n', folder).code).toBe(0);
    expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
  });

  it('refuses a short password, and a name that is taken', () => {
    const short = editors(['add', 'sam'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^The password is too short: use at least 12 characters/);
    const taken = editors(['add', 'maria'], 'another long password\n');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^There is already an account called maria\./);
  });

  it('gives an account a new password, then removes it', async () => {
    expect(editors(['reset', 'maria'], 'a brand new password\n').code).toBe(0);
    const accounts = openAccountStore(dataDir);
    expect(await accounts.verify('maria', 'a long enough password')).toBeUndefined();
    expect(await accounts.verify('maria', 'a brand new password')).toBe('maria');
    const removed = editors(['remove', 'maria']);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('No account is left, so /edit is switched off.');
    expect(editors(['remove', 'maria']).stderr).toMatch(/^There is no account called maria\./);
  });
});
