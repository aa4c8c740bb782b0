/**
 * What the inbox says of a request's reply to the visitor and of its forwarded copy (requestText.ts): forwarded and
 * when, waiting with the try to come and the last answer, or not forwarded and why.
 */
import { describe, expect, it } from 'vitest';
import { messageStateText } from '../../src/editor/inbox/requestText';

const now = new Date('2026-11-28T20:00:00');

describe('a request’s forwarded copy in the inbox', () => {
  it('says Forwarded and when, Waiting to forward with the next try, or Not forwarded with the reason', () => {
    expect(messageStateText('forward', { state: 'done', at: now.getTime() - 60_000 }, now)).toMatch(
      /^Forwarded today \d\d:\d\d[^.]*\.$/,
    );
    expect(messageStateText('forward', { state: 'waiting', attempts: 0, lastError: '' }, now)).toBe(
      'Waiting to forward.',
    );
    expect(
      messageStateText(
        'forward',
        { state: 'waiting', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:9' },
        now,
      ),
    ).toBe('Waiting to forward (try 3; last: connect ECONNREFUSED 127.0.0.1:9).');
    expect(
      messageStateText('forward', { state: 'givenUp', reason: 'the receiver answered 400 Bad Request' }, now),
    ).toBe('Not forwarded: the receiver answered 400 Bad Request.');
  });

  it('says of the reply to the visitor whether it was sent, waits, or why it was not', () => {
    expect(messageStateText('acknowledgement', { state: 'done', at: now.getTime() }, now)).toMatch(
      /^Reply sent to the visitor today \d\d:\d\d[^.]*\.$/,
    );
    expect(
      messageStateText(
        'acknowledgement',
        { state: 'givenUp', reason: '3 replies went to this address in the last 24 hours' },
        now,
      ),
    ).toBe('No reply to the visitor: 3 replies went to this address in the last 24 hours.');
  });
});
