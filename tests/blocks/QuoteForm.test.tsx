/**
 * The form block, drawn from fields declared in the test (a contact form of six optional fields, one of e-mail or
 * phone needed to reply), so that the office can change the live form's words without touching this test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import quoteRules from 'virtual:site-quote-rules';
import { QuoteForm } from '../../blocks/QuoteForm/QuoteForm';
import type { BlockOfType } from '../../src/content/model';
import { type FormField, formIdField, hasAlternative, maxLengthOf } from '../../src/quotes/formFields';
import { fieldMessage, requestMessages } from '../../src/quotes/quoteMessages';
import {
  hydrateBlock,
  readProjectFile,
  renderBlock,
  renderBlockOnServer,
  site,
  telAddressOf,
} from '../helpers/renderBlock';
import { hoursTextOf } from '../helpers/officeHours';

const fields: FormField[] = [
  { name: 'firstName', kind: 'text', label: 'First name', autocomplete: 'given-name', maxLength: 100 },
  { name: 'lastName', kind: 'text', label: 'Last name', autocomplete: 'family-name', maxLength: 100 },
  { name: 'email', kind: 'email', label: 'E-mail address', autocomplete: 'email' },
  { name: 'phone', kind: 'phone', label: 'Phone number', autocomplete: 'tel' },
  { name: 'address', kind: 'longText', label: 'Address', autocomplete: 'street-address', rows: 2, maxLength: 300 },
  { name: 'description', kind: 'longText', label: 'What you need' },
];
const fieldNamed = (name: string) => fields.find((field) => field.name === name)!;

const quoteForm: BlockOfType<'quoteForm'> = {
  type: 'quoteForm',
  heading: 'Get in Touch',
  formHeading: 'Send Us a Message',
  replyPromise: 'We reply to every message within one working day.',
  submitLabel: 'Send Request',
  contactInfo: true,
  endpoint: '/api/quote',
  fields,
};

/** The server's words for a rule of a field of this form. */
const messageFor = (name: string, keyword: string) => {
  const field = fieldNamed(name);
  return fieldMessage(field.kind, keyword, {
    label: field.label,
    limit: maxLengthOf(field, quoteRules.maxLength),
    orOtherContact: hasAlternative(field, fields),
  });
};
const needContact = requestMessages.needContact({ email: true, phone: true });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
const form = () => document.querySelector('form')!;
/** The message a field points to with aria-describedby. */
const messageOf = (label: string) =>
  document
    .getElementById(
      (input(label).getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error')) ?? '',
    )
    ?.textContent?.trim();

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
  it('is a plain form posted to the endpoint with its declared field names, checked by the browser', () => {
    const html = renderBlockOnServer(QuoteForm, quoteForm, { path: '/contact' });
    const plain = html.querySelector('form')!;
    expect(plain.getAttribute('method')).toBe('post');
    expect(plain.getAttribute('action')).toBe('/api/quote');
    // Without JavaScript the browser's own check of type="email" is all there is before the server.
    expect(plain.hasAttribute('novalidate')).toBe(false);
    const names = [...plain.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    // The form names itself, its fields follow in order, then the spam trap; the time trap is the script's.
    expect(names).toEqual([formIdField, ...fields.map((field) => field.name), quoteRules.honeypotField]);
    expect(plain.querySelector<HTMLInputElement>(`input[name="${formIdField}"]`)!.value).toBe('/contact');
  });

  it('sends to /api/quote when the block names no endpoint, and checks for itself once running', () => {
    renderBlock(QuoteForm, { ...quoteForm, endpoint: undefined });
    expect(form().getAttribute('action')).toBe('/api/quote');
    expect(form().hasAttribute('novalidate')).toBe(true);
  });
});

describe('quote form: the rules it is given at build time', () => {
  it('need exactly as many digits in a phone number as the schema’s pattern', () => {
    const schema = JSON.parse(readProjectFile('schema/quoteRequest.schema.json'));
    const pattern = new RegExp(schema.$defs.phone.pattern);
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

  it('hold a field to its own lower limit, and a long text to its kind’s', () => {
    expect(maxLengthOf(fieldNamed('address'), quoteRules.maxLength)).toBe(300);
    expect(maxLengthOf(fieldNamed('description'), quoteRules.maxLength)).toBe(5000);
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
    expect(input('Address').tagName).toBe('TEXTAREA');
    expect(input('Address').getAttribute('autocomplete')).toBe('street-address');
    expect(screen.getByLabelText('What you need').tagName).toBe('TEXTAREA');
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
    expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send Request' });
    expect(button.nextElementSibling?.textContent).toContain(quoteForm.replyPromise);
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
