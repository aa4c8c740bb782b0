/**
 * The editor accounts: a name and a password hashed with scrypt (memory-hard), kept in DATA_DIR/editors.json with
 * file mode 0600. No password is ever stored or logged; a comparison of hashes takes the same time whatever the
 * answer.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { accountNamePattern as namePattern, minimumPasswordLength } from '../../editorApi/people.ts';
import type { Role } from '../../editorApi/roles.ts';

/** 2^15 × 8 × 128 bytes = 32 MB of memory per hash, about 0.1 s: costly to guess at scale, quick for one person. */
const hashSettings = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

interface StoredAccount {
  salt: string;
  hash: string;
  N: number;
  r: number;
  p: number;
  created: string;
  /** Absent in accounts made before there were roles: those were allowed everything, so they are owners. */
  role?: Role;
  /** Where invitations and password links reach this person (accounts made on the command line have none). */
  email?: string;
}

interface AccountsFile {
  accounts: Record<string, StoredAccount>;
}

/** A refusal in words for the person at the keyboard. */
export class AccountRefused extends Error {}

export const accountsFileName = 'editors.json';

// Both rules are the browser's too (the page an invitation opens says them before it asks the server).
export { accountNamePattern as namePattern, minimumPasswordLength } from '../../editorApi/people.ts';

function hashPassword(password: string, salt: Buffer, settings: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...settings, maxmem: 128 * settings.N * settings.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

// An answer for unknown names takes as long as one for a wrong password: a hash of this is worked out instead.
const decoy: StoredAccount = {
  salt: randomBytes(16).toString('base64'),
  hash: randomBytes(keyLength).toString('base64'),
  ...hashSettings,
  created: '',
};

export interface AccountStore {
  file: string;
  names(): string[];
  has(name: string): boolean;
  /** When the account's password was set (ms), or undefined for no such account. */
  passwordSetAt(name: string): number | undefined;
  /** Whether at least one account exists: without one, /edit does not exist. */
  any(): boolean;
  /** Every account with its role and e-mail address, by name (nothing of its password). */
  people(): { name: string; role: Role; email?: string; created: string }[];
  /** What the account may do, or undefined for no such account. */
  roleOf(name: string): Role | undefined;
  /** A new account; an owner unless said (the first account, made on the command line, runs the site). */
  add(name: string, password: string, details?: { role?: Role; email?: string }): Promise<void>;
  /** Another role for an existing account. */
  setRole(name: string, role: Role): void;
  /** A new password for an existing account. */
  reset(name: string, password: string): Promise<void>;
  remove(name: string): void;
  /** The account's name when the password is right; undefined otherwise (after the same amount of work). */
  verify(name: string, password: string): Promise<string | undefined>;
}

export function openAccountStore(dataDir: string): AccountStore {
  const file = path.join(dataDir, accountsFileName);

  // Read at every use: `npm run editors` changes the file while the server runs.
  function read(): AccountsFile {
    if (!existsSync(file)) return { accounts: {} };
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<AccountsFile>;
    return { accounts: parsed.accounts ?? {} };
  }

  function write(data: AccountsFile) {
    // The folder may not exist yet (an account added before the first start): made readable by its owner only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  }

  function checkPassword(password: string) {
    if (password.length < minimumPasswordLength) {
      throw new AccountRefused(
        `The password is too short: use at least ${minimumPasswordLength} characters (a few words in a row work well).`,
      );
    }
  }

  async function stored(password: string): Promise<StoredAccount> {
    const salt = randomBytes(16);
    const hash = await hashPassword(password, salt, hashSettings);
    return {
      salt: salt.toString('base64'),
      hash: hash.toString('base64'),
      ...hashSettings,
      created: new Date().toISOString(),
    };
  }

  return {
    file,
    names: () => Object.keys(read().accounts).sort(),
    has: (name) => Object.hasOwn(read().accounts, name),
    passwordSetAt(name) {
      const accounts = read().accounts;
      return Object.hasOwn(accounts, name) ? Date.parse(accounts[name].created) : undefined;
    },
    any: () => Object.keys(read().accounts).length > 0,
    people: () =>
      Object.entries(read().accounts)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, account]) => ({
          name,
          role: account.role ?? 'owner',
          ...(account.email ? { email: account.email } : {}),
          created: account.created,
        })),
    roleOf(name) {
      const accounts = read().accounts;
      return Object.hasOwn(accounts, name) ? (accounts[name].role ?? 'owner') : undefined;
    },
    setRole(name, role) {
      const data = read();
      if (!Object.hasOwn(data.accounts, name)) throw new AccountRefused(`There is no account called ${name}.`);
      data.accounts[name] = { ...data.accounts[name], role };
      write(data);
    },
    async add(name, password, details = {}) {
      if (!namePattern.test(name)) {
        throw new AccountRefused(
          `"${name}" cannot be an account name: use letters, digits, dots, dashes or underscores (at most 40), for example maria.`,
        );
      }
      checkPassword(password);
      const data = read();
      if (Object.hasOwn(data.accounts, name))
        throw new AccountRefused(
          `There is already an account called ${name}. To change its password: npm run editors -- reset ${name}`,
        );
      data.accounts[name] = { ...(await stored(password)), role: details.role ?? 'owner', email: details.email };
      write(data);
    },
    async reset(name, password) {
      checkPassword(password);
      const data = read();
      if (!Object.hasOwn(data.accounts, name)) throw new AccountRefused(`There is no account called ${name}.`);
      const { role, email } = data.accounts[name];
      data.accounts[name] = { ...(await stored(password)), role, email };
      write(data);
    },
    remove(name) {
      const data = read();
      if (!Object.hasOwn(data.accounts, name)) throw new AccountRefused(`There is no account called ${name}.`);
      delete data.accounts[name];
      write(data);
    },
    async verify(name, password) {
      const accounts = read().accounts;
      const known = Object.hasOwn(accounts, name);
      const account = known ? accounts[name] : decoy;
      const expected = Buffer.from(account.hash, 'base64');
      const actual = await hashPassword(password, Buffer.from(account.salt, 'base64'), account);
      const same = actual.length === expected.length && timingSafeEqual(actual, expected);
      return known && same ? name : undefined;
    },
  };
}
