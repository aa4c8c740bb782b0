// @vitest-environment node
/**
 * The quote form's rules for the fields a form declares: the words a visitor reads for a required field left empty,
 * a choice, a date, a yes/no answer, a field's own limit and the ways to reply the form has, and the sentence above
 * the fields; and what a request becomes once checked: trimmed, only the form's fields, one validator per form.
 */
import { describe, expect, it } from 'vitest';
import type { FormField } from '../../src/quotes/formFields';
import { requestMessages } from '../../src/quotes/quoteMessages';
import {
  checkQuoteRequest,
  fieldRecord,
  formValidator,
  knownFieldsOf,
  onlyKnownFields,
} from '../../src/quotes/validateQuoteRequest';
import { booking, contact, errorsOf } from './quoteForms';

const booked = (fields: Record<string, unknown>) =>
  errorsOf({ name: 'Ann', email: 'ann@example.com', room: 'Small hall', ...fields }, booking);

describe('what a visitor reads for the fields a form declares', () => {
  it('a required field left empty, in the words of its kind', () => {
    expect(errorsOf({ day: '2026-05-31' }, booking)).toEqual({
      name: 'Please fill in “Your name”.',
      email: 'Please enter your e-mail address, so we can reply to you.',
      room: 'Please choose an answer to “Room”.',
    });
    expect(booked({ name: '  ' })).toEqual({ name: 'Please fill in “Your name”.' });
    expect(booked({})).toEqual({});
  });

  it.each([
    ['text', 'Please fill in “Asked”.'],
    ['longText', 'Please fill in “Asked”.'],
    ['email', 'Please enter your e-mail address, so we can reply to you.'],
    ['phone', 'Please enter your phone number, so we can call you back.'],
    ['choice', 'Please choose an answer to “Asked”.'],
    ['date', 'Please enter a date for “Asked”.'],
    ['yesNo', 'Please answer “Asked” with yes or no.'],
  ] as const)('a required %s field left empty', (kind, message) => {
    const asked: FormField = { name: 'asked', kind, label: 'Asked', required: true, options: ['A', 'B'] };
    const form = { fields: [{ name: 'reach', kind: 'email', label: 'E-mail', required: true } as FormField, asked] };
    expect(errorsOf({ reach: 'a@example.com' }, form)).toEqual({ asked: message });
  });

  it('a choice that is none of its options', () => {
    expect(booked({ room: 'Garden' })).toEqual({ room: 'Please choose one of the answers offered for “Room”.' });
    expect(booked({ room: 'Large hall' })).toEqual({});
    expect(booked({ room: 4 })).toEqual({ room: 'Please choose an answer to “Room”.' });
  });

  it('a date that is not a day of the calendar, year-month-day', () => {
    const message = 'Please enter a real date for “Day”, as year-month-day: for example 2026-05-31.';
    for (const day of ['31/05/2026', '2026-02-30', '2026-13-01', '2026-5-31', 'tomorrow', '2026-05-31T10:00'])
      expect(booked({ day }), day).toEqual({ day: message });
    expect(booked({ day: '2028-02-29' })).toEqual({});
    expect(booked({ day: 20260531 })).toEqual({ day: 'Please enter a date for “Day”.' });
  });

  it('a yes/no answer that is neither', () => {
    const message = 'Please answer “Catering wanted?” with yes or no.';
    expect(booked({ catering: 'maybe' })).toEqual({ catering: message });
    expect(booked({ catering: true })).toEqual({ catering: message });
    expect(booked({ catering: 'yes' })).toEqual({});
    expect(booked({ catering: 'no' })).toEqual({});
  });

  it('a field’s own limit, below its kind’s', () => {
    expect(booked({ notes: 'x'.repeat(501) })).toEqual({ notes: 'Please shorten “Notes” to 500 characters or fewer.' });
    expect(booked({ notes: 'x'.repeat(500) })).toEqual({});
  });

  it('an e-mail address without a phone field to fall back on: no offer of one', () => {
    expect(booked({ email: 'ann@' })).toEqual({ email: 'Please enter an e-mail address like name@example.com.' });
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`;
    expect(booked({ email: long })).toEqual({
      email: 'An e-mail address has at most 254 characters: please check this one.',
    });
  });

  it('a phone number without an e-mail field to fall back on: no offer of one', () => {
    const form = { fields: [{ name: 'phone', kind: 'phone', label: 'Phone', required: true }] as FormField[] };
    expect(errorsOf({ phone: '555-0147' }, form)).toEqual({
      phone: 'Please enter a phone number with at least 10 digits, area code included.',
    });
  });

  it('a way to reply, in the words of the kinds the form has, on each of its reply fields', () => {
    const onlyPhone = { fields: [{ name: 'phone', kind: 'phone', label: 'Phone' }, contact.fields[0]] as FormField[] };
    expect(errorsOf({ firstName: 'Ann' }, onlyPhone)).toEqual({
      phone: 'Please enter a phone number, so we can reply to you.',
    });
    const twoEmails = {
      fields: [
        { name: 'work', kind: 'email', label: 'Work e-mail' },
        { name: 'home', kind: 'email', label: 'Home e-mail' },
      ] as FormField[],
    };
    const message = 'Please enter an e-mail address, so we can reply to you.';
    expect(errorsOf({}, twoEmails)).toEqual({ work: message, home: message });
    expect(errorsOf({ home: 'a@example.com' }, twoEmails)).toEqual({});
    // Two e-mail fields are no alternative to each other: the format message offers nothing else.
    expect(errorsOf({ home: 'a@' }, twoEmails)).toEqual({
      home: 'Please enter an e-mail address like name@example.com.',
    });
  });

  it('the sentence above the fields says what must be filled in', () => {
    const { formNote } = requestMessages;
    const both = { email: true, phone: true };
    const none = { email: false, phone: false };
    expect(formNote({ reply: both, required: false })).toBe(
      'Every field is optional, but we need an e-mail address or a phone number to reply.',
    );
    expect(formNote({ reply: { email: true, phone: false }, required: true })).toBe(
      'Fields marked (required) must be filled in, and we need an e-mail address to reply.',
    );
    expect(formNote({ reply: { email: false, phone: true }, required: false })).toBe(
      'Every field is optional, but we need a phone number to reply.',
    );
    expect(formNote({ reply: none, required: true })).toBe('Fields marked (required) must be filled in.');
    expect(formNote({ reply: none, required: false })).toBe('Every field is optional.');
  });
});

describe('what a request becomes', () => {
  it("text trimmed, a textarea's line breaks as plain line feeds, empty fields left out", () => {
    expect(
      checkQuoteRequest(contact, {
        email: ' ann@example.com ',
        description: ' Door\r\nWindow\rDeck ',
        phone: '  ',
        address: undefined,
        lastName: null,
      }),
    ).toStrictEqual({
      ok: true,
      request: fieldRecord(Object.entries({ email: 'ann@example.com', description: 'Door\nWindow\nDeck' })),
    });
  });

  it("a form post keeps only the form's fields", () => {
    expect(
      onlyKnownFields(contact, {
        email: 'a@example.com',
        subject: '',
        fillTimeMs: '5000',
        form: '/contact',
        submit: 'Send',
        colour: 'red',
      }),
    ).toEqual({
      email: 'a@example.com',
      subject: '',
      fillTimeMs: '5000',
      form: '/contact',
    });
    expect(knownFieldsOf(booking)).toEqual([
      'name',
      'email',
      'room',
      'day',
      'catering',
      'notes',
      'form',
      'subject',
      'fillTimeMs',
    ]);
  });

  it('the name of the form it came from is not one of its fields, and is not kept', () => {
    expect(checkQuoteRequest(contact, { form: '/contact', email: 'a@example.com' })).toStrictEqual({
      ok: true,
      request: fieldRecord([['email', 'a@example.com']]),
    });
  });

  it('is checked by one validator per form, compiled once', () => {
    expect(formValidator(contact)).toBe(formValidator(contact));
    expect(formValidator(booking)).not.toBe(formValidator(contact));
  });
});
