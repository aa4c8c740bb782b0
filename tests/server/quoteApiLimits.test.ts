// @vitest-environment node
/**
 * POST /api/quote at its limits and when the server fails: the rate limit per address with Retry-After, and 503
 * (never 201) with one line in the log when a request cannot be stored.
 */
import { describe, expect, it } from 'vitest';
import { refusalMessages } from '../../src/quotes/quoteMessages';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { removeDir, startTestApp } from './helpers';
import { postForm, postJson } from './rawHttp';
import { valid } from './quoteApiHelpers';

describe('limits and failures', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const limited = await startTestApp({ rateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] });
    try {
      const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${address}` });
      for (let i = 0; i < 3; i += 1)
        expect((await postJson(limited.port, valid, from('198.51.100.1'))).status).toBe(201);
      const refused = await postJson(limited.port, valid, from('198.51.100.1'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(JSON.parse(refused.text).error).toMatch(/Too many requests/);
      // Another address is not affected.
      expect((await postJson(limited.port, valid, from('198.51.100.2'))).status).toBe(201);
      // The plain form gets a page.
      const page = await postForm(limited.port, valid, from('198.51.100.1'));
      expect(page.status).toBe(429);
      expect(page.text).toContain('<h1>Too many requests</h1>');
    } finally {
      await limited.close();
      removeDir(limited.dataDir);
    }
  });

  it('answers 503, never 201, when the request cannot be stored', async () => {
    const broken = await startTestApp();
    try {
      broken.app.store.close();
      const response = await postJson(broken.port, valid);
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({ error: expect.stringMatching(/could not save/) });
      expect(broken.logs.some((line) => line.includes('NOT saved'))).toBe(true);
    } finally {
      await broken.close();
      removeDir(broken.dataDir);
    }
  });

  it('logs why a request was not saved on one line, whatever the database said', async () => {
    const failing = await startTestApp({
      openStore: (dir) => {
        const store = openQuoteStore(dir);
        const refuse = () => {
          throw new Error('disk I/O error\nEditor: maria signed in.');
        };
        return { ...store, save: refuse, saveAll: refuse };
      },
    });
    try {
      const response = await postJson(failing.port, valid);
      expect([response.status, JSON.parse(response.text)]).toEqual([503, { error: refusalMessages.notSaved.message }]);
      expect(response.headers['retry-after']).toBe('60');
      const page = await postForm(failing.port, valid);
      expect(page.text).toContain('<h1>Your request was not sent</h1>');
      expect(
        failing.logs
          .join('\n')
          .split('\n')
          .filter((line) => line.includes('signed in')),
      ).toEqual([
        'Quote request NOT saved: disk I/O error\\nEditor: maria signed in.',
        'Quote request NOT saved: disk I/O error\\nEditor: maria signed in.',
      ]);
    } finally {
      await failing.close();
      removeDir(failing.dataDir);
    }
  });
});
