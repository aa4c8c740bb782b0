import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import quoteRules from 'virtual:site-quote-rules';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import { fields } from '../../blocks/QuoteForm/checkBeforeSending';
import { fieldMessage, requestMessages } from '../../src/quotes/quoteMessages';
import {
  blockFromPage,
  readProjectFile,
  renderBlock,
  renderBlockOnServer,
  site,
  telAddressOf,
} from '../helpers/renderBlock';
import { hoursTextOf } from '../helpers/officeHours';

const quoteForm = blockFromPage('contact.yaml', 'quoteForm');
const schema = JSON.parse(readProjectFile('schema/quoteRequest.schema.json')) as {
  properties: Record<string, { title: string; maxLength?: number; pattern?: string }>;
};
const { messages } = quoteRules;

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
const form = () => document.querySelector('form')!;
/** The message a field points to with aria-describedby. */
const messageOf = (label: string) =>
  document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent;

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
  it('is a plain form posted to the endpoint with the schema’s field names, checked by the browser', () => {
    const html = renderBlockOnServer(QuoteForm, quoteForm);
    const plain = html.querySelector('form')!;
    expect(plain.getAttribute('method')).toBe('post');
    expect(plain.getAttribute('action')).toBe('/api/quote');
    // Without JavaScript the browser's own check of type="email" is all there is before the server.
    expect(plain.hasAttribute('novalidate')).toBe(false);
    const names = [...plain.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    // The time trap is sent by the script only: the plain form has every other field of the schema.
    expect(names).toEqual(Object.keys(schema.properties).filter((name) => name !== 'fillTimeMs'));
  });

  it('sends to /api/quote when the block names no endpoint, and checks for itself once running', () => {
    renderBlock(QuoteForm, { ...quoteForm, endpoint: undefined });
    expect(form().getAttribute('action')).toBe('/api/quote');
    expect(form().hasAttribute('novalidate')).toBe(true);
  });
});

describe('quote form: the rules it is given at build time', () => {
  it('are the schema’s limits, field by field', () => {
    for (const field of fields) {
      expect(quoteRules.maxLength[field], field).toBe(schema.properties[field].maxLength);
      expect(quoteRules.labels[field], field).toBe(schema.properties[field].title);
    }
  });

  it('need exactly as many digits in a phone number as the schema’s pattern', () => {
    const pattern = new RegExp(schema.properties.phone.pattern!);
    const digits = quoteRules.phoneMinDigits;
    expect(pattern.test('5'.repeat(digits - 1))).toBe(false);
    expect(pattern.test('5'.repeat(digits))).toBe(true);
  });

  it('check e-mail addresses as the server does: one plain mailbox, nothing that adds to a reply', () => {
    const pattern = new RegExp(quoteRules.emailPattern.source, quoteRules.emailPattern.flags);
    expect(['ann.lee@example.com', "o'brien@example.co.uk"].filter((address) => pattern.test(address))).toHaveLength(2);
    const refused = [
      'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example',
      'ann@example.com?subject=Invoice',
      'ann@example.com&bcc=spy@evil.example',
      'ann@example',
      'ann lee@example.com',
    ];
    expect(refused.filter((address) => pattern.test(address))).toEqual([]);
  });

  it('carry the server’s own messages, with the schema’s numbers in them', () => {
    expect(messages.needContact).toBe(requestMessages.needContact);
    expect(messages.emailFormat).toBe(fieldMessage('email', 'format', {}));
    expect(messages.phoneDigits).toBe(fieldMessage('phone', 'pattern', {}));
    for (const field of fields) {
      expect(messages.tooLong[field]).toBe(
        fieldMessage(field, 'maxLength', { limit: schema.properties[field].maxLength }),
      );
    }
    expect(messages.tooLong.description).toContain('5,000 characters');
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
    expect(input('Project address').tagName).toBe('TEXTAREA');
    expect(input('Project address').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText('Project description').tagName).toBe('TEXTAREA');
  });

  it('hides the honeypot field from people, screen readers and the tab order, without type=hidden', () => {
    renderBlock(QuoteForm, quoteForm);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="subject"]')!;
    expect(honeypot.type).toBe('text');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the form heading, the send button and the reply promise under it', () => {
    renderBlock(QuoteForm, quoteForm);
    expect(screen.getByRole('heading', { name: 'Request a Quote' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send Request' });
    expect(button.nextElementSibling?.textContent).toContain(quoteForm.replyPromise);
    expect(quoteForm.replyPromise).toContain('24 hours');
  });
});

describe('quote form: contact details', () => {
  it('lists phone, e-mail, address and office hours from site.yaml beside the form', () => {
    renderBlock(QuoteForm, quoteForm);
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    const { phone, email, address } = site.company;
    expect(within(details).getByRole('link', { name: phone }).getAttribute('href')).toBe(telAddressOf(phone));
    expect(within(details).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(details.textContent).toContain(address.street);
    expect(details.textContent).toContain(`${address.city}, ${address.region} ${address.postalCode}`);
    for (const row of site.company.hours) expect(details.textContent).toContain(`${row.label}${hoursTextOf(row)}`);
    expect(details.textContent).toContain(quoteForm.replyPromise);
  });

  it('leaves the contact details out when contactInfo is not set', () => {
    renderBlock(QuoteForm, { ...quoteForm, contactInfo: false });
    expect(screen.queryByRole('complementary', { name: 'Contact details' })).toBeNull();
  });
});

describe('quote form: checks before sending', () => {
  it('asks for an e-mail or a phone number on both fields, moves focus to the first, and sends nothing', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('First name', 'Dana');
    send();
    expect(fetchMock).not.toHaveBeenCalled();
    for (const label of ['E-mail address', 'Phone number']) {
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(label)).toBe(requestMessages.needContact);
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
    expect(lines[0].textContent).toBe(`E-mail address, Phone number: ${requestMessages.needContact}`);
    fireEvent.click(within(summary).getByRole('link', { name: 'Phone number' }));
    expect(document.activeElement).toBe(input('Phone number'));
  });

  it('explains an e-mail address that is not one, in the server’s words', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('E-mail address', 'dana@example');
    send();
    expect(messageOf('E-mail address')).toBe(messages.emailFormat);
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 10 digits in a phone number', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '555-0147');
    send();
    expect(messageOf('Phone number')).toBe(messages.phoneDigits);
    expect(messages.phoneDigits).toContain('at least 10 digits');
    await waitFor(() => expect(document.activeElement).toBe(input('Phone number')));
  });

  it('says when a field is over its limit, counting characters as the server does', async () => {
    renderBlock(QuoteForm, quoteForm);
    type('E-mail address', 'dana@example.com');
    type('First name', '🏠'.repeat(100));
    type('Project description', 'x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeTruthy();
    send();
    expect(input('First name').hasAttribute('aria-invalid')).toBe(false);
    expect(messageOf('Project description')).toBe(messages.tooLong.description);
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Project description')));
  });

  it('clears a message once the field is corrected', () => {
    renderBlock(QuoteForm, quoteForm);
    send();
    type('Phone number', '(503) 555-0147');
    expect(input('Phone number').hasAttribute('aria-invalid')).toBe(false);
    expect(input('E-mail address').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(/before sending/)).toBeNull();
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
    type('Phone number', '(503) 555-0199');
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
    type('Phone number', '(503) 555-0199');
    send();
    fireEvent.click(await screen.findByRole('button', { name: 'Send another request' }));
    expect(input('First name').value).toBe('');
    expect(input('Phone number').value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input('First name')));
  });

  it('on 400 shows the server’s message next to its field and focuses it', async () => {
    fetchMock.mockResolvedValue(answer(400, { errors: { phone: 'This phone number cannot receive calls.' } }));
    renderBlock(QuoteForm, quoteForm);
    type('Phone number', '(503) 555-0000');
    send();
    await waitFor(() => expect(input('Phone number').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf('Phone number')).toBe('This phone number cannot receive calls.');
    await waitFor(() => expect(document.activeElement).toBe(input('Phone number')));
    expect(screen.queryByText(/has been sent/)).toBeNull();
    expect(input('Phone number').value).toBe('(503) 555-0000');
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
      type('Project description', 'Leak above the kitchen.');
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
      expect((screen.getByLabelText('Project description') as HTMLTextAreaElement).value).toBe(
        'Leak above the kitchen.',
      );
      expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
    },
  );
});
