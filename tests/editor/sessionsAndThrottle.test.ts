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
  it('lets four attempts through, then waits 2 s, 4 s, 8 s … after each further failure, up to 15 minutes', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const wait = throttle.reserve('maria', '203.0.113.7');
      waits.push(wait);
      now += wait;
      if (wait) expect(throttle.reserve('maria', '203.0.113.7')).toBe(0);
      throttle.failed('maria', '203.0.113.7');
    }
    expect(waits.slice(0, 8)).toEqual([0, 0, 0, 0, 2000, 4000, 8000, 16000]);
    expect(Math.max(...waits)).toBe(15 * minute);
  });

  it('lets only four of many attempts sent at once reach the password check, and tells the rest to wait', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const waits = Array.from({ length: 30 }, () => throttle.reserve('maria', '203.0.113.7'));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(4);
    expect(waits.slice(4).every((wait) => wait === 2000)).toBe(true);
    for (let checked = 0; checked < 4; checked++) throttle.failed('maria', '203.0.113.7');
    expect(throttle.reserve('maria', '203.0.113.7')).toBe(2000);
    now += 2000;
    expect(throttle.reserve('maria', '203.0.113.7')).toBe(0);
    throttle.failed('maria', '203.0.113.7');
    expect(throttle.reserve('maria', '203.0.113.7')).toBe(4000);
  });

  it('counts attempts under way per account across addresses, and per address across accounts', () => {
    const throttle = createSignInThrottle(() => 0);
    const fromEverywhere = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
    expect(fromEverywhere.map((address) => throttle.reserve('maria', address))).toEqual([0, 0, 0, 0, 2000]);
    const manyNames = ['a', 'b', 'c', 'd', 'e'];
    expect(manyNames.map((name) => throttle.reserve(name, '192.0.2.5'))).toEqual([0, 0, 0, 0, 2000]);
    expect(throttle.reserve('sam', '198.51.100.9')).toBe(0);
  });

  it('counts per account across addresses, and per address across accounts', () => {
    const throttle = createSignInThrottle(() => 0);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
      throttle.failed('maria', address);
    expect(throttle.reserve('maria', '198.51.100.9')).toBeGreaterThan(0);
    expect(throttle.reserve('sam', '198.51.100.9')).toBe(0);
    for (const name of ['a', 'b', 'c', 'd']) throttle.failed(name, '192.0.2.5');
    expect(throttle.reserve('someone-else', '192.0.2.5')).toBeGreaterThan(0);
  });

  it('forgets an account’s failures after its right password', () => {
    const throttle = createSignInThrottle(() => 0);
    const attempt = (right: boolean) => {
      expect(throttle.reserve('maria', '203.0.113.7')).toBe(0);
      if (right) throttle.succeeded('maria', '203.0.113.7');
      else throttle.failed('maria', '203.0.113.7');
    };
    attempt(false);
    attempt(false);
    attempt(true);
    attempt(false);
    attempt(false);
    attempt(false);
    attempt(false);
    expect(throttle.reserve('maria', '203.0.113.7')).toBe(2000);
  });
});
