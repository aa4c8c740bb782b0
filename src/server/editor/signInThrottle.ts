/**
 * Slows down password guessing: after a few failed sign-ins for one account, or from one address, each further
 * attempt must wait, twice as long after every failure (2 s, 4 s, 8 s … up to 15 minutes). A success for the
 * account clears its count. Attempts during a wait are refused without checking the password.
 */
export const freeAttempts = 3;
const firstDelayMs = 2000;
const longestDelayMs = 15 * 60 * 1000;
/** Failures older than this are forgotten. */
const memoryMs = 24 * 60 * 60 * 1000;

interface Failures {
  count: number;
  last: number;
  /** No attempt before this time. */
  until: number;
}

export interface SignInThrottle {
  /** Milliseconds to wait before this account or address may try again; 0 when it may try now. */
  waitFor(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string, address: string): void;
}

export function createSignInThrottle(now: () => number = Date.now): SignInThrottle {
  const byKey = new Map<string, Failures>();
  const keys = (account: string, address: string) => [`account:${account.toLowerCase()}`, `address:${address}`];

  function forgetOld(time: number) {
    if (byKey.size < 10_000) return;
    for (const [key, failures] of byKey) if (time - failures.last > memoryMs) byKey.delete(key);
  }

  return {
    waitFor(account, address) {
      const time = now();
      return Math.max(0, ...keys(account, address).map((key) => (byKey.get(key)?.until ?? 0) - time));
    },
    failed(account, address) {
      const time = now();
      forgetOld(time);
      for (const key of keys(account, address)) {
        const previous = byKey.get(key);
        const count = previous && time - previous.last < memoryMs ? previous.count + 1 : 1;
        const delay =
          count > freeAttempts ? Math.min(longestDelayMs, firstDelayMs * 2 ** (count - freeAttempts - 1)) : 0;
        byKey.set(key, { count, last: time, until: time + delay });
      }
    },
    succeeded(account, address) {
      const [accountKey, addressKey] = keys(account, address);
      byKey.delete(accountKey);
      const forAddress = byKey.get(addressKey);
      // One right password does not clear the failures of an address that tried many accounts.
      if (forAddress && forAddress.count <= freeAttempts) byKey.delete(addressKey);
    },
  };
}
