/**
 * The quote form says where the visitor came from: the page it is sent from and the campaign tags of this page's
 * address, or of the address the visit began at, added to the address it posts to (and nothing without tags).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withVisitSource } from '../../blocks/QuoteForm/visitSource';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the address the quote form posts to', () => {
  it('carries the page and the campaign tags of the address the form is on', () => {
    history.replaceState(null, '', '/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0&x=1');
    expect(withVisitSource('/api/quote')).toBe(
      '/api/quote?page=%2Fcontact&utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0',
    );
  });

  it('carries the tags of the page the visit began at after moving on inside the site', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/services/roofing?utm_source=facebook&utm_campaign=storm` } as PerformanceEntry,
    ]);
    history.replaceState(null, '', '/contact');
    expect(withVisitSource('https://quotes.summitridgenw.com/api/quote')).toBe(
      'https://quotes.summitridgenw.com/api/quote?page=%2Fcontact&utm_source=facebook&utm_campaign=storm',
    );
  });

  it('is the endpoint as it is when the visit has no campaign tags', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    history.replaceState(null, '', '/contact?ref=menu');
    expect(withVisitSource('/api/quote')).toBe('/api/quote');
  });
});
