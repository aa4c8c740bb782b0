// @vitest-environment node
/**
 * The words a visitor reads when the quote endpoint refuses the whole request: another method or website, too many
 * requests, a body of another kind or too large or unreadable, an unknown form, no forms, the day's storage used up.
 */
import { describe, expect, it } from 'vitest';
import { refusalMessages } from '../../src/quotes/quoteMessages';

describe('what a visitor reads when the whole request is refused', () => {
  const phone = '(503) 555-0147';

  it('a method other than POST, and a preflight from another website', () => {
    expect(refusalMessages.method('/api/quote')).toEqual({
      title: 'Method not allowed',
      message: '/api/quote only accepts POST.',
    });
    expect(refusalMessages.preflight('/api/quote')).toEqual({
      title: 'Not allowed',
      message: "/api/quote takes requests from this site's own pages only.",
    });
  });

  it('a post from a page of another website, with the phone number', () => {
    expect(refusalMessages.otherSite(phone)).toEqual({
      title: 'Not sent from our site',
      message:
        'This request came from a page of another website, so it was not accepted. Please use the form on our own site, or call us at (503) 555-0147.',
    });
  });

  it('too many requests: how long to wait, one second or several', () => {
    expect(refusalMessages.rate(42)).toEqual({
      title: 'Too many requests',
      message: 'Too many requests from your address in the last minute. Please try again in 42 seconds.',
    });
    expect(refusalMessages.rate(1).message).toBe(
      'Too many requests from your address in the last minute. Please try again in 1 second.',
    );
  });

  it('a body of another kind, and a body too large', () => {
    expect(refusalMessages.type).toEqual({
      title: 'Unsupported request',
      message:
        'Please send the request as application/json or application/x-www-form-urlencoded, in UTF-8, uncompressed.',
    });
    expect(refusalMessages.tooLarge(32)).toEqual({
      title: 'Request too large',
      message: 'The request is larger than 32 KB. Please shorten the longest text and send it again.',
    });
  });

  it('a request naming no form, or a form the site does not have', () => {
    expect(refusalMessages.unknownForm(undefined)).toEqual({
      title: 'Unknown form',
      message:
        'This request does not say which form of our site it was sent from. Please send it with the form on our site.',
    });
    expect(refusalMessages.unknownForm('/old-page')).toEqual({
      title: 'Unknown form',
      message:
        'Our site has no form called "/old-page". Please send your request again with the form on our site; if the page was open for a long time, reload it first.',
    });
  });

  it('a server that knows no form (no build beside it): its setup, not the visitor, with the phone number', () => {
    expect(refusalMessages.noForms(phone)).toEqual({
      title: 'Your request was not sent',
      message:
        'Our site cannot take requests just now, so yours has not reached us. Please call us at (503) 555-0147, or try again later.',
    });
  });

  it('a body that could not be read as fields', () => {
    expect(refusalMessages.unreadable('The request body is not valid JSON.')).toEqual({
      title: 'Your request could not be read',
      message: 'The request body is not valid JSON.',
    });
  });

  it('the day’s storage used up, with the phone number, and a request that could not be saved', () => {
    expect(refusalMessages.cap(phone)).toEqual({
      title: 'Your request was not sent',
      message:
        'We are receiving an unusual number of requests and cannot take more just now, so yours has not reached us. Please call us at (503) 555-0147, or try again later.',
    });
    expect(refusalMessages.notSaved).toEqual({
      title: 'Your request was not sent',
      message: 'We could not save your request just now, so it has not reached us. Please try again in a few minutes.',
    });
  });
});
