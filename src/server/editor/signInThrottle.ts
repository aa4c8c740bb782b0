/**
 * Slows down password guessing: after a few failed sign-ins for one account, or from one address, each further
 * attempt must wait, twice as long after every failure (2 s, 4 s, 8 s … up to 15 minutes). A success for the
 * account clears its count. Attempts during a wait are refused without checking the password.
 *
 * An attempt is reserved before its password is checked and counts as a failure until it is known to be right, so
 * many attempts sent at once are slowed down exactly like the same attempts one after another.
 *
 * Anyone can make up names and addresses, so the table is bounded (recentTable.ts): at most `maxEntries` of them,
 * the ones used least recently dropped first, and each key cut to a fixed length (no account name is longer; an IPv6 address counts by
 * its /64 network, as for the quote form). A flood of made-up names costs a fixed amount of memory, not more.
 */
import { rateLimitKey } from '../http/clientAddress.ts';
import { RecentTable } from '../http/recentTable.ts';

export const freeAttempts = 3;
/** Names and addresses remembered at once: the failures of the last ones to try, far more than real use. */
export const maxEntries = 10_000;
/** Account names have at most 40 characters (accounts.ts); an address at most 45. */
const maxKeyLength = 64;
const firstDelayMs = 2000;
const longestDelayMs = 15 * 60 * 1000;
/** Failures older than this are forgotten. */
const memoryMs = 24 * 60 * 60 * 1000;

interface Failures {
  count: number;
  /** Attempts whose password is being checked now. */
  checking: number;
  last: number;
  /** No attempt before this time. */
  until: number;
}

export interface SignInThrottle {
  /**
   * Milliseconds to wait before this account or address may try again, or 0: then the attempt is counted as under
   * way, and `failed` or `succeeded` must follow once the password has been checked.
   */
  reserve(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
}

/** The wait after this many failures in a row. */
function delayAfter(failures: number): number {
  return failures > freeAttempts ? Math.min(longestDelayMs, firstDelayMs * 2 ** (failures - freeAttempts - 1)) : 0;
}

export interface BoundedSignInThrottle extends SignInThrottle {
  /** How many names and addresses are remembered now (for tests of the bound). */
  readonly size: number;
}

export function createSignInThrottle(now: () => number = Date.now, capacity = maxEntries): BoundedSignInThrottle {
  const byKey = new RecentTable<Failures>(capacity);
  const keys = (account: string, address: string) => [
    `account:${account.slice(0, maxKeyLength).toLowerCase()}`,
    `address:${rateLimitKey(address).slice(0, maxKeyLength)}`,
  ];

  function current(key: string, time: number): Failures {
    const known = byKey.get(key);
    if (known && (time - known.last < memoryMs || known.checking > 0)) return known;
    const fresh = { count: 0, checking: 0, last: time, until: 0 };
    byKey.set(key, fresh);
    return fresh;
  }

  /** The attempts under way are taken as failures: the next attempt waits as it would after all of them. */
  function waitFor(failures: Failures, time: number): number {
    const wait = Math.max(0, failures.until - time);
    return failures.checking > 0 ? Math.max(wait, delayAfter(failures.count + failures.checking)) : wait;
  }

  function settle(failures: Failures) {
    failures.checking = Math.max(0, failures.checking - 1);
  }

  return {
    reserve(account, address) {
      const time = now();
      const all = keys(account, address).map((key) => current(key, time));
      const wait = Math.max(...all.map((failures) => waitFor(failures, time)));
      if (wait === 0) for (const failures of all) failures.checking++;
      return wait;
    },
    failed(account, address) {
      const time = now();
      for (const key of keys(account, address)) {
        const failures = current(key, time);
        settle(failures);
        failures.count++;
        failures.last = time;
        failures.until = time + delayAfter(failures.count);
      }
    },
    succeeded(account, address) {
      const time = now();
      const [forAccount, forAddress] = keys(account, address).map((key) => current(key, time));
      settle(forAccount);
      settle(forAddress);
      forAccount.count = 0;
      forAccount.until = 0;
      // One right password does not clear the failures of an address that tried many accounts.
      if (forAddress.count <= freeAttempts) {
        forAddress.count = 0;
        forAddress.until = 0;
      }
    },
    get size() {
      return byKey.size;
    },
  };
}
