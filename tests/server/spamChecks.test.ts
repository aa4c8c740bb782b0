// @vitest-environment node
/**
 * The spam checks and how the office reviews them: what marks a request as spam and why, letters in any of their
 * forms, repeats across a restart, a trap password managers leave alone, and `npm run leads` showing spam and
 * releasing a request that is not.
 */
import { describe, expect, it } from 'vitest';
import { openQuoteStore } from '../../src/server/quotes/quoteStore';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { removeDir, tempDir, waitFor } from './helpers';
import { postForm } from './rawHttp';
import { testMailClock } from './mailClock';
import { idOf, leads, person, safeguardServers } from './officeSafeguardHelpers';

const { cleanup, app, smtp } = safeguardServers();

describe('spam', () => {
  it('is stored with its reason, never e-mailed, shown by --spam, and sent once marked not spam', async () => {
    const mail = await smtp();
    const clock = testMailClock();
    const server = await app({ smtpUrl: mail.url, mailClock: clock });
    const trapped = await idOf(server.port, { ...person(1), subject: 'Buy now' });
    const tooFast = await idOf(server.port, { ...person(2), fillTimeMs: '900' });
    const links = await idOf(server.port, {
      ...person(3),
      description: 'see http://a.example http://b.example www.c.example',
    });
    const original = await idOf(server.port, { ...person(4), fillTimeMs: '45000' });
    const repeat = await idOf(server.port, { ...person(4), firstName: ' PERSON4 ' });
    await waitFor(() => mail.messages.length >= 1, 10_000, 'the real request’s e-mail');
    await clock.advance(400);
    expect(mail.messages.map((message) => message.messageId)).toEqual([`<quote-${original}@summitridgenw.com>`]);

    const caught = JSON.parse(leads(server.dataDir, '--format', 'json', '--spam').stdout) as {
      id: string;
      spam: boolean;
      spamReason: string;
    }[];
    const reasonOf = (id: string) => caught.find((quote) => quote.id === id)?.spamReason;
    expect(reasonOf(trapped)).toBe('spam trap filled in');
    expect(reasonOf(tooFast)).toMatch(/^sent 0\.9 s after the form appeared/);
    expect(reasonOf(links)).toBe('3 links (more than 2)');
    expect(reasonOf(repeat)).toMatch(/the same as a request in the last 60 minutes/);
    expect(reasonOf(original)).toBe('');
    const csv = leads(server.dataDir, '--format', 'csv', '--spam').stdout;
    expect(csv.split('\r\n')[0]).toMatch(/,Spam,Spam reason$/);
    expect(csv).toContain('spam trap filled in');

    const released = leads(server.dataDir, '--not-spam', tooFast);
    expect(released.code).toBe(0);
    expect(released.stdout).toMatch(/is no longer spam/);
    await clock.advanceUntil(() => mail.messages.length >= 2, 100);
    expect(mail.messages[1].messageId).toBe(`<quote-${tooFast}@summitridgenw.com>`);
    expect(leads(server.dataDir, '--not-spam', original)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is not marked as spam/),
    });
  });

  it('reads letters in any of their forms: full-width links count, and a repeat in full-width letters is a repeat', async () => {
    const server = await app();
    const fullWidthLinks = await idOf(server.port, {
      ...person(1),
      description: 'ｈｔｔｐｓ：／／ａ．ｅｘａｍｐｌｅ ｈｔｔｐ：／／ｂ．ｅｘａｍｐｌｅ ｗｗｗ．ｃ．ｅｘａｍｐｌｅ',
    });
    const hiddenLinks = await idOf(server.port, {
      ...person(2),
      description: 'ht\u200btps://a.example htt\u00adp://b.example w\u200dww.c.example',
    });
    const original = await idOf(server.port, { ...person(3), firstName: 'Same', description: 'Roof leak' });
    const repeat = await idOf(server.port, { ...person(3), firstName: 'Ｓａｍｅ', description: 'Ｒｏｏｆ\u200b leak' });
    const reasonOf = (id: string) =>
      readQuotes(server.dataDir, { includeSpam: true })!.find((quote) => quote.id === id)?.spamReason;
    expect(reasonOf(fullWidthLinks)).toBe('3 links (more than 2)');
    expect(reasonOf(hiddenLinks)).toBe('3 links (more than 2)');
    expect(reasonOf(original)).toBe('');
    expect(reasonOf(repeat)).toBe('the same as a request in the last 60 minutes');
  });

  it('recognises a repeat of a request that came in before a restart', () => {
    const dataDir = tempDir('repeat-restart');
    cleanup(() => removeDir(dataDir));
    const before = openQuoteStore(dataDir);
    before.save({
      request: person(1),
      spam: false,
      fingerprint: 'same-words',
      clientAddress: '',
      messageIdDomain: 'x',
    });
    before.close();
    const after = openQuoteStore(dataDir);
    try {
      expect(after.hasFingerprintSince('same-words', Date.now() - 60 * 60_000)).toBe(true);
      expect(after.hasFingerprintSince('same-words', Date.now() + 1000)).toBe(false);
      expect(after.hasFingerprintSince('other-words', 0)).toBe(false);
    } finally {
      after.close();
    }
  });

  it('has a trap whose name password managers do not fill in', async () => {
    const server = await app();
    const page = await postForm(server.port, { firstName: 'Ann' });
    expect(page.text).toMatch(/<input id="subject" name="subject" type="text" tabindex="-1" autocomplete="off"/);
    expect(page.text).not.toMatch(/name="(website|url|company)"/);
  });
});
