/**
 * The checker's rules for a form's reply to the visitor and for the office's time zone, in the words a person reads:
 * a {name} that is no field of the form, a reply on a form without an e-mail field, a time zone no clock knows.
 */
import { describe, expect, it } from 'vitest';
import { acknowledgementMistakes } from '../../src/content/acknowledgementRules';
import { isKnownTimeZone } from '../../src/content/timeZoneRule';
import { answerPlaceholders, fillAnswers } from '../../src/quotes/acknowledgementWords';
import type { FormField } from '../../src/quotes/formFields';

const fields: FormField[] = [
  { name: 'firstName', kind: 'text', label: 'First name' },
  { name: 'email', kind: 'email', label: 'E-mail address' },
];

describe('a form’s reply to the visitor', () => {
  it('is accepted when it names fields of its form, and facts in double braces', () => {
    expect(
      acknowledgementMistakes({ subject: 'Thank you, {firstName}', body: 'We reply {{replyTime}}.' }, fields),
    ).toEqual([]);
  });

  it('is refused, at the subject or the words, when it names a field the form does not have', () => {
    expect(acknowledgementMistakes({ subject: 'Thank you, {frstName}', body: 'Hello {name}' }, fields)).toEqual([
      [
        ['acknowledgement', 'subject'],
        '{frstName} is not a field of this form, so it could not be filled in: use one of {firstName}, {email}, or double braces for a fact of site.yaml ({{phone}})',
      ],
      [
        ['acknowledgement', 'body'],
        '{name} is not a field of this form, so it could not be filled in: use one of {firstName}, {email}, or double braces for a fact of site.yaml ({{phone}})',
      ],
    ]);
  });

  it('is refused on a form without an e-mail field: there is no address to send it to', () => {
    expect(acknowledgementMistakes({ subject: 'Thanks', body: 'Thanks' }, [fields[0]])).toEqual([
      [
        ['acknowledgement'],
        'a reply to the visitor needs their e-mail address, and this form has no field of kind email: add one, or remove the acknowledgement',
      ],
    ]);
  });

  it('is filled in with the answers, leaving no gap where one is empty, and keeps a "$&" as written', () => {
    expect(answerPlaceholders('Hi {firstName}, {{phone}} {email}')).toEqual(['firstName', 'email']);
    expect(fillAnswers('Hello {firstName}, thank you.', { firstName: 'Ann' })).toBe('Hello Ann, thank you.');
    expect(fillAnswers('Hello {firstName}, thank you.', { firstName: '' })).toBe('Hello, thank you.');
    expect(fillAnswers('Hello {firstName}!', { firstName: '$&' })).toBe('Hello $&!');
  });
});

describe('the office’s time zone', () => {
  it('is a name the clock knows', () => {
    expect(isKnownTimeZone('America/Los_Angeles')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('America/Portland')).toBe(false);
  });
});
