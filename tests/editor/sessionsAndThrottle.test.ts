/** How long a session lasts and how sign-in slows down, on a clock the test moves. */
import { describe, expect, it } from 'vitest';
import { absoluteLimitMs, createSessionStore, idleLimitMs } from '../../src/server/editor/sessions';
import { createSignInThrottle } from '../../src/server/editor/signInThrottle';

const minute = 60_000;

describe('a session', () => {
  it('ends after 8 hours without a request', () => {
    let now = 0;
    const sessions = createSessionStore(() => now);
    const token = sessions.start('maria');
    now += idleLimitMs - minute;
    expect(sessions.touch(token)?.name).toBe('maria');
    now += idleLimitMs + minute;
    expect(sessions.touch(token)).toBeUndefined();
  });

  it('ends 12 hours after sign-in even when used all the time', () => {
    let now = 0;
    const sessions = createSessionStore(() => now);
    const token = sessions.start('maria');
    while (now < absoluteLimitMs - 30 * minute) {
      now += 30 * minute;
      expect(sessions.touch(token)?.name).toBe('maria');
    }
    now = absoluteLimitMs + minute;
    expect(sessions.touch(token)).toBeUndefined();
  });

  it('ends at sign-out, and all of an account at once', () => {
    const sessions = createSessionStore();
    const [first, second, other] = [sessions.start('maria'), sessions.start('maria'), sessions.start('sam')];
    sessions.end(first);
    expect(sessions.touch(first)).toBeUndefined();
    expect(sessions.touch(second)?.name).toBe('maria');
    sessions.endAllOf('maria');
    expect(sessions.touch(second)).toBeUndefined();
    expect(sessions.touch(other)?.name).toBe('sam');
    expect(sessions.touch('made-up-token')).toBeUndefined();
  });
});

describe('sign-in throttling', () => {
  it('lets three attempts through, then waits 2 s, 4 s, 8 s … after each failure, up to 15 minutes', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      now += throttle.waitFor('maria', '203.0.113.7');
      throttle.failed('maria', '203.0.113.7');
      waits.push(throttle.waitFor('maria', '203.0.113.7'));
    }
    expect(waits.slice(0, 7)).toEqual([0, 0, 0, 2000, 4000, 8000, 16000]);
    expect(Math.max(...waits)).toBe(15 * minute);
  });

  it('counts per account across addresses, and per address across accounts', () => {
    const throttle = createSignInThrottle(() => 0);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
      throttle.failed('maria', address);
    expect(throttle.waitFor('maria', '198.51.100.9')).toBeGreaterThan(0);
    expect(throttle.waitFor('sam', '198.51.100.9')).toBe(0);
    for (const name of ['a', 'b', 'c', 'd']) throttle.failed(name, '192.0.2.5');
    expect(throttle.waitFor('someone-else', '192.0.2.5')).toBeGreaterThan(0);
  });

  it('forgets an account’s failures after its right password', () => {
    const throttle = createSignInThrottle(() => 0);
    throttle.failed('maria', '203.0.113.7');
    throttle.failed('maria', '203.0.113.7');
    throttle.succeeded('maria', '203.0.113.7');
    throttle.failed('maria', '203.0.113.7');
    throttle.failed('maria', '203.0.113.7');
    throttle.failed('maria', '203.0.113.7');
    expect(throttle.waitFor('maria', '203.0.113.7')).toBe(0);
  });
});
