/**
 * `npm run editors -- add NAME | list | remove NAME | reset NAME`: the accounts of the people who may edit the site
 * at /edit. A password is asked twice (not shown while typed), or read from the first line of standard input when
 * it is not a terminal: `printf '%s\n' "$PASSWORD" | npm run editors -- add maria`. Accounts are kept in
 * DATA_DIR/editors.json (default ./data), hashed with scrypt, readable by the server's user only.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { projectRoot } from '../content/projectFiles.ts';
import { AccountRefused, minimumPasswordLength, openAccountStore } from '../server/editor/accounts.ts';
import { roleWords } from '../editorApi/roles.ts';
import { readCommandLine } from './shared/commandLine.ts';

const command = 'npm run editors --';
const { positionals } = readCommandLine({
  command,
  summary:
    'Adds, lists (with each role: owner, editor or writer), removes the accounts of the people who edit the site in ' +
    'the browser at /edit, or gives one a new ' +
    `password. An account added here is an owner, who invites everyone else from the editor. add and reset ask for the password twice (at least ${minimumPasswordLength} characters), or read it from ` +
    'standard input. Accounts are kept in DATA_DIR/editors.json (default ./data).',
  arguments: 'add NAME | list | remove NAME | reset NAME',
  positionals: { min: 1, max: 2 },
  options: {},
  examples: ['npm run editors -- add maria', 'npm run editors -- list', 'npm run editors -- remove maria'],
});

function refuse(message: string): never {
  console.error(`${message}\nSee ${command} --help for what this command accepts.`);
  process.exit(2);
}

/** Reads a line without showing it (a terminal), or the first line of standard input (a pipe). */
async function readSecretLines(prompts: string[]): Promise<string[]> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const line = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
    return prompts.map(() => line);
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  const answers: string[] = [];
  for (const prompt of prompts) {
    process.stdout.write(prompt);
    muted = true;
    answers.push(await new Promise<string>((resolve) => lines.question('', resolve)));
    muted = false;
    process.stdout.write('\n');
  }
  lines.close();
  return answers;
}

async function newPassword(): Promise<string> {
  const [first, second] = await readSecretLines(['Password: ', 'The same password again: ']);
  if (first !== second) {
    console.error('The two passwords differ: nothing was changed. Run the command again.');
    process.exit(1);
  }
  return first;
}

async function main() {
  const [action, name] = positionals;
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, 'data');
  const accounts = openAccountStore(dataDir);
  const needsName = ['add', 'remove', 'reset'];
  if (!['add', 'list', 'remove', 'reset'].includes(action))
    refuse(`Unknown action "${action}": use add, list, remove or reset.`);
  if (needsName.includes(action) && !name) refuse(`Give the account's name, for example ${command} ${action} maria`);
  if (action === 'list' && name) refuse('list takes no name.');

  try {
    if (action === 'list') {
      const people = accounts.people();
      // One line a person, the name first, so that a script can still take the first word.
      console.log(
        people.length
          ? people
              .map(({ name, role, email }) => `${name}  ${roleWords[role].name}${email ? `  ${email}` : ''}`)
              .join('\n')
          : `No editor accounts yet (in ${accounts.file}). Add one with: ${command} add NAME`,
      );
    } else if (action === 'add') {
      if (accounts.has(name))
        throw new AccountRefused(
          `There is already an account called ${name}. To change its password: ${command} reset ${name}`,
        );
      await accounts.add(name, await newPassword());
      console.log(
        `Added ${name}. They can sign in at /edit of the site (npm start; a running server sees the account at once).`,
      );
    } else if (action === 'reset') {
      if (!accounts.has(name)) throw new AccountRefused(`There is no account called ${name}.`);
      await accounts.reset(name, await newPassword());
      console.log(`${name} has a new password. Where they were signed in, they must sign in again.`);
    } else {
      accounts.remove(name);
      console.log(
        `Removed ${name}: they cannot sign in any more.${accounts.any() ? '' : ' No account is left, so /edit is switched off.'}`,
      );
    }
  } catch (error) {
    if (!(error instanceof AccountRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
