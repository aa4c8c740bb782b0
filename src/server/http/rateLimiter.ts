/**
 * Requests a minute per address: a fixed one-minute window that starts with an address's first request.
 * Counted in memory: a restart forgets, which is fine for keeping a form from being flooded.
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(address: string, now?: number): RateDecision;
}

const windowMs = 60_000;

/** `limitPerMinute` 0 (or less) turns limiting off, for benchmarks. */
export function createRateLimiter(limitPerMinute: number): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = 0;

  // Forget finished windows now and then, so a stream of one-off addresses cannot grow the map forever.
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [address, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(address);
  };

  return {
    take(address, now = Date.now()) {
      if (limitPerMinute <= 0) return { allowed: true };
      sweep(now);
      let window = windows.get(address);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      if (window.count <= limitPerMinute) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
    },
  };
}
