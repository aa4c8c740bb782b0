/**
 * Every table the server keys by something a visitor chooses (a name typed at sign-in, an address) has a fixed
 * size: a million made-up keys leave it at its bound, and the memory it holds flat.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, defaultMaxAddresses } from '../../src/server/http/rateLimiter';
import { createSessionStore, maxSessions, maxSessionsPerAccount } from '../../src/server/editor/sessions';
import { createSignInThrottle, maxEntries } from '../../src/server/editor/signInThrottle';

const million = 1_000_000;

// A full garbage collection before each measure, so only what the table keeps is counted.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('the sign-in throttle', () => {
  it('remembers at most its bound of names and addresses after a million made-up ones, in flat memory', () => {
    const throttle = createSignInThrottle(() => 0);
    // Warm up to the bound first, so what is measured afterwards is growth beyond it.
    for (let index = 0; index < maxEntries; index++) {
      throttle.reserve(`warm-${index}`, `10.0.${index >> 8}.${index & 255}`);
      throttle.failed(`warm-${index}`, `10.0.${index >> 8}.${index & 255}`);
    }
    const before = heapUsed();
    for (let index = 0; index < million / 2; index++) {
      // Each attempt brings a new name and a new address: two new keys.
      const name = `${'x'.repeat(500)}${index}`;
      const address = `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`;
      throttle.reserve(name, address);
      throttle.failed(name, address);
    }
    expect(throttle.size).toBeLessThanOrEqual(maxEntries);
    // A table that kept every key would hold a million entries (gigabytes with names this long).
    expect(heapUsed() - before).toBeLessThan(16 * 1024 * 1024);
  });

  it('still slows down the name and address being tried right now while a flood of others goes on', () => {
    const throttle = createSignInThrottle(() => 0);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      // A few made-up names in between, far fewer than the bound.
      for (let other = 0; other < 100; other++) throttle.failed(`made-up-${attempt}-${other}`, `192.0.2.${other}`);
      waits.push(throttle.reserve('maria', '203.0.113.7'));
      throttle.failed('maria', '203.0.113.7');
    }
    expect(waits).toEqual([0, 0, 0, 0, 2000, 4000]);
  });
});

describe('the rate limit of the quote form', () => {
  it('counts at most its bound of addresses after a million different ones', () => {
    const limiter = createRateLimiter(10);
    for (let index = 0; index < defaultMaxAddresses; index++) limiter.take(`warm-${index}`, 0);
    const before = heapUsed();
    for (let index = 0; index < million; index++)
      limiter.take(`198.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, 0);
    expect(limiter.size).toBeLessThanOrEqual(defaultMaxAddresses);
    expect(heapUsed() - before).toBeLessThan(16 * 1024 * 1024);
  });
});

describe('editor sessions', () => {
  it('keeps at most 20 sessions of one account, ending the oldest first', () => {
    const sessions = createSessionStore(() => 0);
    const tokens = Array.from({ length: maxSessionsPerAccount + 5 }, () => sessions.start('maria'));
    expect(sessions.size).toBe(maxSessionsPerAccount);
    expect(sessions.touch(tokens[0])).toBeUndefined();
    expect(sessions.touch(tokens[4])).toBeUndefined();
    expect(sessions.touch(tokens[5])?.name).toBe('maria');
    expect(sessions.touch(tokens.at(-1))?.name).toBe('maria');
  });

  it('keeps at most its bound of sessions in all, however many accounts sign in', () => {
    const sessions = createSessionStore(() => 0);
    for (let index = 0; index < maxSessions * 3; index++) sessions.start(`editor-${index}`);
    expect(sessions.size).toBe(maxSessions);
  });
});
