/** The quote form of a static copy of the site posts to the quote server named by site.yaml's quoteEndpoint. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import { blockFromPage, renderBlock, renderBlockOnServer, site } from '../helpers/renderBlock';

const quoteForm = blockFromPage('contact.yaml', 'quoteForm');
const endpoint = 'https://quotes.summitridgenw.com/api/quote';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  site.quoteEndpoint = endpoint;
  fetchMock = vi.fn().mockResolvedValue(new Response('{"id":"q1"}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  delete site.quoteEndpoint;
  vi.unstubAllGlobals();
});

it('posts the plain form to quoteEndpoint without JavaScript', () => {
  expect(renderBlockOnServer(QuoteForm, quoteForm).querySelector('form')!.getAttribute('action')).toBe(endpoint);
});

it('sends the request to quoteEndpoint with JavaScript', () => {
  renderBlock(QuoteForm, quoteForm);
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ann@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
  expect(fetchMock.mock.calls[0][0]).toBe(endpoint);
});
