/**
 * Requests a minute per address: a fixed one-minute window that starts with an address's first request.
 * Counted in memory: a restart forgets, which is fine for keeping a form from being flooded.
 *
 * The table of addresses has a fixed size (recentTable.ts): when it is full, the addresses seen least recently go
 * first, so a spray of made-up addresses cannot grow the memory without limit.
 */
import { RecentTable } from './recentTable.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision;
  /** How many addresses are being counted (for tests of the bound). */
  readonly size: number;
}

const windowMs = 60_000;
export const defaultMaxAddresses = 10_000;

/** `limitPerMinute` 0 (or less) turns limiting off, for benchmarks. */
export function createRateLimiter(limitPerMinute: number, maxAddresses = defaultMaxAddresses): RateLimiter {
  const windows = new RecentTable<{ startedAt: number; count: number }>(maxAddresses);

  return {
    take(key, now = Date.now()) {
      if (limitPerMinute <= 0) return { allowed: true };
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limitPerMinute) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
    },
    get size() {
      return windows.size;
    },
  };
}
