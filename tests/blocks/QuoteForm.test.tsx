import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuoteForm, messages } from '../../blocks/QuoteForm';
import { blockFromPage, renderBlock, renderBlockOnServer } from '../helpers/renderBlock';

const quoteForm = blockFromPage('contact.yaml', 'quoteForm');

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
const form = () => document.querySelector('form')!;

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('quote form: without JavaScript', () => {
  it('is a plain form posted to the endpoint with the field names the server expects', () => {
    const html = renderBlockOnServer(QuoteForm, quoteForm);
    const plain = html.querySelector('form')!;
    expect(plain.getAttribute('method')).toBe('post');
    expect(plain.getAttribute('action')).toBe('/api/quote');
    expect(plain.hasAttribute('novalidate')).toBe(false);
    const names = [...plain.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    expect(names).toEqual(['firstName', 'lastName', 'email', 'phone', 'address', 'description', 'website']);
  });

  it('sends to /api/quote when the block names no endpoint', () => {
    renderBlock(QuoteForm, { ...quoteForm, endpoint: undefined });
    expect(form().getAttribute('action')).toBe('/api/quote');
  });
});

describe('quote form: fields', () => {
  it('labels every field visibly and helps the browser fill it in', () => {
    renderBlock(QuoteForm, quoteForm);
    expect(input('First name').autocomplete).toBe('given-name');
    expect(input('Last name').autocomplete).toBe('family-name');
    expect(input('E-mail address').type).toBe('email');
    expect(input('E-mail address').autocomplete).toBe('email');
    expect(input('Phone number').type).toBe('tel');
    expect(input('Phone number').autocomplete).toBe('tel');
    expect(input('Project address').autocomplete).toBe('street-address');
    expect(screen.getByLabelText('Project description').tagName).toBe('TEXTAREA');
  });

  it('hides the honeypot field from people and from the tab order', () => {
    renderBlock(QuoteForm, quoteForm);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the form heading, the send button and the reply promise under it', () => {
    renderBlock(QuoteForm, quoteForm);
    expect(screen.getByRole('heading', { name: 'Request a Quote' })).toBeTruthy();
    expect(screen.getAllByText(quoteForm.replyPromise).length).toBeGreaterThanOrEqual(1);
    const button = screen.getByRole('button', { name: 'Send Request' });
    expect(button.nextElementSibling?.textContent).toContain(quoteForm.replyPromise);
  });
});

describe('quote form: contact details', () => {
  it('lists phone, e-mail, address and office hours from site.yaml beside the form', () => {
    renderBlock(QuoteForm, quoteForm);
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: '(503) 555-0147' }).getAttribute('href')).toBe('tel:+15035550147');
    expect(within(details).getByRole('link', { name: 'office@summitridgenw.com' }).getAttribute('href')).toBe(
      'mailto:office@summitridgenw.com',
    );
    expect(details.textContent).toContain('15680 SW Tualatin-Sherwood Rd, Suite 110');
    expect(details.textContent).toContain('Sherwood, OR 97140');
    expect(details.textContent).toContain('Monday – Friday8:00 am – 5:00 pm');
    expect(details.textContent).toContain('SaturdayClosed');
    expect(details.textContent).toContain(quoteForm.replyPromise);
  });

  it('leaves the contact details out when contactInfo is not set', () => {
    renderBlock(QuoteForm, { ...quoteForm, contactInfo: false });
    expect(screen.queryByRole('complementary', { name: 'Contact details' })).toBeNull();
  });
});

describe('quote form: checks before sending', () => {
  it('asks for an e-mail or a phone number on both fields and sends nothing', () => {
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    send();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const label of ['E-mail address', 'Phone number']) {
      const field = input(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(messages.needContact);
    }
    expect(document.activeElement).toBe(input('E-mail address'));
    expect(input('First name').value).toBe('Dana');
  });

  it('explains an e-mail address that is not one', () => {
    renderBlock(QuoteForm, quoteForm);
    type('E-mail address', 'dana@example');
    send();
    expect(screen.getByText('Please enter an e-mail address like name@example.com.')).toBeTruthy();
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 10 digits in a phone number', () => {
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '555-0147');
    send();
    expect(screen.getByText(messages.phone)).toBeTruthy();
    expect(document.activeElement).toBe(input('Phone number'));
  });

  it('clears a message once the field is corrected', () => {
    renderBlock(QuoteForm, quoteForm);
    send();
    type('Phone number', '(503) 555-0147');
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(input('E-mail address').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('quote form: sending', () => {
  it('sends the fields as JSON and says Sending… while it waits', async () => {
    let reply!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('E-mail address', 'dana@example.com');
    send();

    const button = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quote');
    expect(init.method).toBe('POST');
    expect(init.headers.Accept).toBe('application/json');
    expect(JSON.parse(init.body)).toMatchObject({ firstName: 'Dana', email: 'dana@example.com', website: '' });

    await act(async () => reply(answer(201, { ok: true })));
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
  });

  it('on 201 confirms the request, repeats the reply promise, moves focus there and clears the form', async () => {
    fetchMock.mockResolvedValue(answer(201, { ok: true }));
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('Phone number', '(503) 555-0199');
    send();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('your request has been sent'));
    expect(status.textContent).toContain(quoteForm.replyPromise);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(input('First name').value).toBe('');
    expect(input('Phone number').value).toBe('');
  });

  it('on 400 shows the server’s message next to its field and focuses it', async () => {
    fetchMock.mockResolvedValue(answer(400, { errors: { phone: 'This phone number cannot receive calls.' } }));
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '(503) 555-0000');
    send();
    await waitFor(() => expect(input('Phone number').getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(input('Phone number').getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('This phone number cannot receive calls.');
    expect(document.activeElement).toBe(input('Phone number'));
    expect(screen.queryByText(/has been sent/)).toBeNull();
  });

  it.each([
    ['the endpoint does not exist (404)', () => Promise.resolve(answer(404))],
    ['the server fails (500)', () => Promise.resolve(answer(500, { error: 'boom' }))],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, says the request was NOT sent, offers the phone number and keeps what was typed', async (_, reply) => {
    fetchMock.mockImplementation(reply);
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    type('E-mail address', 'dana@example.com');
    type('Project description', 'Leak above the kitchen.');
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your request was not sent.');
    expect(within(alert).getByRole('link', { name: '(503) 555-0147' }).getAttribute('href')).toBe('tel:+15035550147');
    expect(screen.queryByText(/has been sent/)).toBeNull();
    expect(input('First name').value).toBe('Dana');
    expect(input('E-mail address').value).toBe('dana@example.com');
    expect((screen.getByLabelText('Project description') as HTMLTextAreaElement).value).toBe('Leak above the kitchen.');
  });
});
