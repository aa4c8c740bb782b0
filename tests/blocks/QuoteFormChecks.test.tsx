/**
 * What the form block checks before it sends anything (the form is declared in QuoteFormFixture.ts): the messages
 * are the server's own words, beside their fields and summed up above the form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import { renderBlock } from '../helpers/renderBlock';
import { input, messageFor, messageOf, needContact, quoteForm, send, type } from './QuoteFormFixture';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('quote form: checks before sending', () => {
  it('asks for an e-mail or a phone number on both fields, moves focus to the first, and sends nothing', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    send();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const label of ['E-mail address', 'Phone number']) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(label)).toBe(needContact);
    }
    await waitFor(() => expect(document.activeElement).toBe(input('E-mail address')));
    expect(input('First name').value).toBe('Dana');
  });

  it('sums the problems up above the form, once per message, with links that focus the field', async () => {
    renderBlock(QuoteForm, quoteForm);
    send();
    const summary = screen.getByText(/Please check these 2 fields before sending/).parentElement!;
    expect(summary.closest('[aria-live]')).not.toBeNull();
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0].textContent).toBe(`E-mail address, Phone number: ${needContact}`);
    fireEvent.click(within(summary).getByRole('link', { name: 'Phone number' }));
    expect(document.activeElement).toBe(input('Phone number'));
  });

  it('explains an e-mail address that is not one, in the server’s words', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('E-mail address', 'dana@example');
    send();
    expect(messageOf('E-mail address')).toBe(messageFor('email', 'format'));
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 10 digits in a phone number', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '555-0147');
    send();
    expect(messageOf('Phone number')).toBe(messageFor('phone', 'pattern'));
    expect(messageOf('Phone number')).toContain('at least 10 digits');
    await waitFor(() => expect(document.activeElement).toBe(input('Phone number')));
  });

  it('says when a field is over its limit, counting characters as the server does', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('E-mail address', 'dana@example.com');
    type('First name', '🏠'.repeat(100));
    type('What you need', 'x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeTruthy();
    send();
    expect(input('First name').hasAttribute('aria-invalid')).toBe(false);
    expect(messageOf('What you need')).toBe(messageFor('description', 'maxLength'));
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('What you need')));
  });

  it('clears a message once the field is corrected', () => {
    renderBlock(QuoteForm, quoteForm);
    send();
    type('Phone number', '(555) 555-0147');
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(input('E-mail address').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/before sending/)).toBeNull();
  });
});
