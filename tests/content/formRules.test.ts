// @vitest-environment node
/**
 * What the checker says of a form a page declares (src/content/formRules.ts, and the schema's rule of a field's
 * name): a form the office could not reply to, names the server or the website's program keeps for itself or
 * repeats, options, limits and rows on the wrong kind of field, two forms of one page without ids, too many forms on
 * a page or in the site, and a status id used twice. Each mistake is made in a contact page laid over a copy of the
 * minimal fixture site, and the message is the line a person reads.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'form-rules-'));
  cpSync(path.join(__dirname, '../fixtures/minimal-site'), root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A contact page whose form has these field lines (each indented as a list item under `fields:`). */
function contactPage(fieldLines: string[], more: string[] = []): void {
  const lines = [
    'route: /contact',
    'title: Contact',
    'description: Write to us.',
    'blocks:',
    '  - type: quoteForm',
    '    heading: Write to Us',
    '    formHeading: Your Message',
    '    replyPromise: We reply the same day.',
    '    submitLabel: Send',
    '    fields:',
    ...fieldLines.map((line) => `      ${line}`),
    ...more,
  ];
  writeFileSync(path.join(root, 'pages/contact.yaml'), `${lines.join('\n')}\n`);
}
/** The lines of a second form block, up to its `fields:`. */
const secondForm = (id?: string) => [
  '  - type: quoteForm',
  ...(id ? [`    id: ${id}`] : []),
  '    heading: Again',
  '    formHeading: Again',
  '    replyPromise: Soon.',
  '    submitLabel: Send',
  '    fields:',
];
const email = ['- name: email', '  kind: email', '  label: E-mail'];
/** `count` forms in pages of three (pages/forms-01.yaml …), each form's `type` on lines 5, 15 and 25 of its page. */
function formPages(count: number): void {
  for (let page = 0; page * 3 < count; page++) {
    const number = String(page + 1).padStart(2, '0');
    const forms = Array.from({ length: Math.min(3, count - page * 3) }, (_, index) => [
      ...secondForm(`form-${index + 1}`),
      ...email.map((line) => `      ${line}`),
    ]);
    const lines = [`route: /forms-${number}`, 'title: Forms', 'description: Forms.', 'blocks:', ...forms.flat()];
    writeFileSync(path.join(root, `pages/forms-${number}.yaml`), `${lines.join('\n')}\n`);
  }
}
const headlines = () => loadContent(contentFilesIn(root)).errors.map(errorHeadline);

describe('a form the office can answer', () => {
  it('passes with a way to reply and fields of every kind written right', () => {
    contactPage([
      ...email,
      '- name: topic',
      '  kind: choice',
      '  label: Topic',
      '  options: [Cleaning, Repairs]',
      '- name: notes',
      '  kind: longText',
      '  label: Notes',
      '  rows: 3',
      '  maxLength: 500',
      '- name: name',
      '  kind: text',
      '  label: Name',
      '  maxLength: 300',
    ]);
    expect(headlines()).toEqual([]);
  });

  it('without an e-mail or phone field, is refused at its fields', () => {
    contactPage(['- name: name', '  kind: text', '  label: Name']);
    expect(headlines()).toEqual([
      'pages/contact.yaml:11:7  block 1 (quoteForm): this form has no field of kind email or phone, so the office could not reply: add one (kind: email or kind: phone)',
    ]);
  });

  it('with a phone field instead of an e-mail field, passes', () => {
    contactPage(['- name: phone', '  kind: phone', '  label: Phone']);
    expect(headlines()).toEqual([]);
  });
});

describe('the fields of a form', () => {
  it('a name the server keeps for itself is refused, naming all three', () => {
    contactPage([...email, '- name: subject', '  kind: text', '  label: Subject']);
    expect(headlines()).toEqual([
      'pages/contact.yaml:14:15  block 1 (quoteForm), field 2: the name "subject" is taken by the server (form, subject, fillTimeMs): choose another',
    ]);
  });

  it('a name the website’s program uses for itself is refused at the name, in words', () => {
    contactPage([...email, '- name: constructor', '  kind: text', '  label: Builder']);
    expect(headlines()).toEqual([
      'pages/contact.yaml:14:15  block 1 (quoteForm), field 2: "name" cannot be "constructor": the website\'s program uses this word for itself; choose another name',
    ]);
  });

  it('every name an object has from JavaScript itself is refused, and "prototype"', () => {
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
    contactPage([...email, ...names.flatMap((name) => [`- name: ${name}`, '  kind: text', `  label: ${name}`])]);
    const refused = headlines().filter((line) => line.includes(' cannot be '));
    expect(refused.map((line) => /cannot be "(\w+)"/.exec(line)?.[1])).toEqual(names);
  });

  it('a name used twice is refused at the second', () => {
    contactPage([...email, '- name: email', '  kind: text', '  label: Second']);
    expect(headlines()).toEqual([
      'pages/contact.yaml:14:15  block 1 (quoteForm), field 2: the name "email" is already used by another field of this form: names are unique',
    ]);
  });

  it('a choice without options, and options on another kind', () => {
    contactPage([
      ...email,
      '- name: topic',
      '  kind: choice',
      '  label: Topic',
      '- name: size',
      '  kind: text',
      '  label: Size',
      '  options: [Small, Large]',
    ]);
    expect(headlines()).toEqual([
      'pages/contact.yaml:15:15  block 1 (quoteForm), field 2: a choice field needs options: the answers to choose from',
      'pages/contact.yaml:20:18  block 1 (quoteForm), field 3: options belong to a field of kind choice; this one is text',
    ]);
  });

  it('a limit over its kind’s, and a limit on a kind without one', () => {
    contactPage([
      ...email,
      '- name: name',
      '  kind: text',
      '  label: Name',
      '  maxLength: 301',
      '- name: day',
      '  kind: date',
      '  label: Day',
      '  maxLength: 10',
    ]);
    expect(headlines()).toEqual([
      'pages/contact.yaml:17:20  block 1 (quoteForm), field 2: a text field holds at most 300 characters: write 300 or less',
      'pages/contact.yaml:21:20  block 1 (quoteForm), field 3: a date field has no maxLength: its answers are short already',
    ]);
  });

  it('a limit at its kind’s passes, and rows belong to a long text only', () => {
    contactPage([
      ...email,
      '- name: notes',
      '  kind: longText',
      '  label: Notes',
      '  maxLength: 5000',
      '- name: name',
      '  kind: text',
      '  label: Name',
      '  rows: 2',
    ]);
    expect(headlines()).toEqual([
      'pages/contact.yaml:21:15  block 1 (quoteForm), field 3: rows belong to a field of kind longText; this one is text',
    ]);
  });
});

describe('forms of a page, and the statuses of the inbox', () => {
  it('two forms of one page without ids: the second is told to take one', () => {
    contactPage(email, [...secondForm(), ...email.map((line) => `      ${line}`)]);
    expect(headlines()).toEqual([
      'pages/contact.yaml:14:11  block 2 (quoteForm): block 1 is a form too: give each form on a page its own id',
    ]);
  });

  it('two forms of one page, each with its own id, pass', () => {
    contactPage(email, [...secondForm('second'), ...email.map((line) => `      ${line}`)]);
    expect(headlines()).toEqual([]);
  });

  it('three forms on a page pass; a fourth is refused at its type, naming the three', () => {
    const more = ['second', 'third', 'fourth'].flatMap((id) => [
      ...secondForm(id),
      ...email.map((line) => `      ${line}`),
    ]);
    contactPage(email, more.slice(0, 20));
    expect(headlines()).toEqual([]);
    contactPage(email, more);
    expect(headlines()).toEqual([
      'pages/contact.yaml:34:11  block 4 (quoteForm): a page can have at most 3 forms, and blocks 1, 2, 3 are forms already: move this one to a page of its own',
    ]);
  });

  it('40 forms in a site pass; each one past them is refused at its type, saying how many to remove', () => {
    formPages(40);
    expect(headlines()).toEqual([]);
    formPages(42);
    expect(headlines()).toEqual([
      'pages/forms-14.yaml:15:11  block 2 (quoteForm): a site can have at most 40 forms, and this is form 41 of 42 (counted in the order of the files): remove 2, or ask their questions in fewer forms',
      'pages/forms-14.yaml:25:11  block 3 (quoteForm): a site can have at most 40 forms, and this is form 42 of 42 (counted in the order of the files): remove 2, or ask their questions in fewer forms',
    ]);
  });

  it('a status id used twice is refused at the second', () => {
    const site = path.join(root, 'site.yaml');
    writeFileSync(
      site,
      `${readFileSync(site, 'utf8')}inbox:\n  statuses:\n    - id: new\n      label: New\n    - id: new\n      label: Also new\n`,
    );
    const lines = readFileSync(site, 'utf8').split('\n');
    const second = lines.lastIndexOf('    - id: new') + 1;
    expect(headlines()).toEqual([
      `site.yaml:${second}:11  inbox, status 2: the status id "new" is used twice: ids are unique`,
    ]);
  });
});
