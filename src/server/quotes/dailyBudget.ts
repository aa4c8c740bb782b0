/**
 * The cap on stored bytes a day, counted in memory in hourly buckets over the last 24 hours (asking SQLite for
 * the sum on every request would cost more the busier the day). At start the count is read from the database.
 */
const hourMs = 60 * 60_000;

export interface DailyBudget {
  /** Whether there is room for another request now. */
  allows(now: number): boolean;
  add(now: number, bytes: number): void;
}

export function createDailyBudget(maxBytes: number, storedSince: (since: number) => number): DailyBudget {
  const buckets = new Map<number, number>();
  if (maxBytes > 0) {
    const now = Date.now();
    buckets.set(Math.floor(now / hourMs), storedSince(now - 24 * hourMs));
  }
  const total = (now: number) => {
    const current = Math.floor(now / hourMs);
    let sum = 0;
    for (const [hour, bytes] of buckets) {
      if (hour <= current - 24) buckets.delete(hour);
      else sum += bytes;
    }
    return sum;
  };
  return {
    allows: (now) => maxBytes <= 0 || total(now) < maxBytes,
    add(now, bytes) {
      if (maxBytes <= 0) return;
      const hour = Math.floor(now / hourMs);
      buckets.set(hour, (buckets.get(hour) ?? 0) + bytes);
    },
  };
}
