/**
 * How the form block sends a request and tells the visitor what came of it (the form is declared in
 * QuoteFormFixture.ts), including what was typed before the page's script ran.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import type { BlockOfType } from '../../src/content/model';
import { hydrateBlock, renderBlock, site, telAddressOf } from '../helpers/renderBlock';
import { answer, form, input, messageOf, quoteForm, send, type } from './QuoteFormFixture';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('quote form: typed before the page’s script ran', () => {
  it('keeps what the visitor typed and picked before the form hydrated, and sends it', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'q1' }));
    const container = await hydrateBlock(QuoteForm, quoteForm, (html) => {
      html.querySelector<HTMLInputElement>('input[name="firstName"]')!.value = 'Dana';
      html.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'dana@example.com';
      html.querySelector<HTMLTextAreaElement>('textarea[name="description"]')!.value = 'A new fence.';
    });
    try {
      // A render after hydration (the form turning its own checks on) must not put the empty values back.
      await act(async () => {});
      expect(input('First name').value).toBe('Dana');
      expect(input('E-mail address').value).toBe('dana@example.com');
      send();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
        firstName: 'Dana',
        email: 'dana@example.com',
        description: 'A new fence.',
      });
    } finally {
      container.remove();
    }
  });

  it('keeps an answer picked from a group before the form hydrated', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'q2' }));
    const booking: BlockOfType<'quoteForm'> = {
      ...quoteForm,
      fields: [
        { name: 'email', kind: 'email', label: 'E-mail address' },
        { name: 'room', kind: 'choice', label: 'Room', options: ['Small hall', 'Large hall'] },
      ],
    };
    const container = await hydrateBlock(QuoteForm, booking, (html) => {
      html.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ann@example.com';
      html.querySelector<HTMLInputElement>('input[name="room"][value="Large hall"]')!.checked = true;
    });
    try {
      await act(async () => {});
      send();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
        email: 'ann@example.com',
        room: 'Large hall',
      });
    } finally {
      container.remove();
    }
  });
});

describe('quote form: sending', () => {
  it('sends the fields as JSON, once, and says Sending… while it waits', async () => {
    let reply!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('E-mail address', 'dana@example.com');
    send();

    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(form().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quote');
    expect(init.method).toBe('POST');
    expect(init.headers.Accept).toBe('application/json');
    expect(JSON.parse(init.body)).toMatchObject({ firstName: 'Dana', email: 'dana@example.com', subject: '' });

    await act(async () => reply(answer(201, { id: 'q1' })));
    expect(screen.getByRole('status').textContent).toContain('your request has been sent');
  });

  it('on 201 says the request was sent, repeats the reply promise and moves focus there', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'q1' }));
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('Phone number', '(555) 555-0199');
    send();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toContain('your request has been sent'));
    expect(status.textContent).toContain(quoteForm.replyPromise);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole('button', { name: 'Send Request' })).toBeNull();
  });

  it('after a success, “Send another request” brings the form back empty, with focus in its first field', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 'q1' }));
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('Phone number', '(555) 555-0199');
    send();
    fireEvent.click(await screen.findByRole('button', { name: 'Send another request' }));
    expect(input('First name').value).toBe('');
    expect(input('Phone number').value).toBe('');
    // Moved once the empty form is drawn (a render and its effects: slower than 1 s on a machine running other tests).
    await waitFor(() => expect(document.activeElement).toBe(input('First name')), { timeout: 5000 });
  });

  it('on 400 shows the server’s message next to its field and focuses it', async () => {
    fetchMock.mockResolvedValue(answer(400, { errors: { phone: 'This phone number cannot receive calls.' } }));
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '(555) 555-0000');
    send();
    await waitFor(() => expect(input('Phone number').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('Phone number')).toBe('This phone number cannot receive calls.');
    await waitFor(() => expect(document.activeElement).toBe(input('Phone number')));
    expect(screen.queryByText(/has been sent/)).toBeNull();
    expect(input('Phone number').value).toBe('(555) 555-0000');
  });

  it.each([
    ['the endpoint does not exist (404)', () => Promise.resolve(answer(404)), /Something went wrong on our side/],
    [
      'the server fails (500)',
      () => Promise.resolve(answer(500, { error: 'boom' })),
      /Something went wrong on our side/,
    ],
    [
      'the server cannot store it (503)',
      () => Promise.resolve(answer(503, { error: 'not saved' })),
      /Something went wrong on our side/,
    ],
    [
      'too many requests were sent (429)',
      () => Promise.resolve(answer(429, { error: 'slow down' })),
      /Too many requests .* try again in a minute/,
    ],
    [
      'a 400 names no field of the form',
      () => Promise.resolve(answer(400, { errors: { body: 'Not JSON' } })),
      /Something went wrong/,
    ],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch')), /could not reach our server/],
  ])(
    'when %s, says the request was NOT sent, offers the phone number and keeps what was typed',
    async (_, reply, advice) => {
      fetchMock.mockImplementation(reply);
      renderBlock(QuoteForm, quoteForm);
      type('First name', 'Dana');
      type('E-mail address', 'dana@example.com');
      type('What you need', 'Leak above the kitchen.');
      send();
      const alert = screen.getByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain('Your request was not sent.'));
      expect(alert.textContent).toMatch(advice);
      expect(within(alert).getByRole('link', { name: site.company.phone }).getAttribute('href')).toBe(
        telAddressOf(site.company.phone),
      );
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(screen.queryByText(/has been sent/)).toBeNull();
      expect(input('First name').value).toBe('Dana');
      expect(input('E-mail address').value).toBe('dana@example.com');
      expect((screen.getByLabelText('What you need') as HTMLTextAreaElement).value).toBe('Leak above the kitchen.');
      expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
    },
  );
});
