// @vitest-environment happy-dom
/**
 * The form of an entry of a collection, on a copy of the second fixture site (its articles require an author) with a
 * collection of projects declared in the copy: each entry file reads its collection's entry schema, the one the check
 * judges it with, so the form, the text view's help and the checker's messages name the same fields, the
 * collection's own among them. Draft is a checkbox in words, and when it goes live a day and a time on the office's
 * clock: changed or cleared through the form, the list of pages says so.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { entrySchemaOf } from '../../src/content/collections/declaration';
import { nameAt, schemaAtPath } from '../../src/editor/fileEdits/editNames';
import { readValue, textWithEdit } from '../../src/editor/fileEdits/textWithEdit';
import { localInputOf, momentOfLocalInput } from '../../src/editor/form/dateTime';
import { fieldKindOf } from '../../src/editor/form/fieldKinds';
import { type FormError, SchemaForm } from '../../src/editor/form/SchemaForm';
import { errorsAtPaths } from '../../src/editor/panel/errorPaths';
import { hoverAt } from '../../src/editor/textView/schemaHelp';
import { entrySchemaFileOf, schemaFileFor } from '../../src/schemaPlaces/schemaAtPlace';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { copyOfFixture, removeDir } from './helpers';
import { declarePicturesFirstCollection } from './picturesFirstCollection';

const root = copyOfFixture('second-site');
declarePicturesFirstCollection(root);
const files = schemaFilesForHelp(root);
const file = 'collections/articles/what-a-will-does.yaml';
const saved = readFileSync(path.join(root, file), 'utf8');

afterEach(() => cleanup());
afterAll(() => removeDir(root));

/** The entry's details as the panel draws them (EntryDetails.tsx): its schema's fields but the blocks. */
function drawDetails(text: string, errors: FormError[] = [], entry = file) {
  const value = readValue(text, []);
  const whole = schemaAtPath(files, entry, value, [])!;
  const { blocks: _blocks, ...fields } = whole.schema.properties!;
  const onChange = vi.fn();
  render(
    createElement(SchemaForm, {
      files,
      schema: { ...whole, schema: { ...whole.schema, properties: fields } },
      value,
      path: [],
      errors,
      onChange,
      site: { routes: ['/'], facts: [] },
      onPickPhoto: () => {},
    }),
  );
  return onChange;
}

/** The checker's message is under the control, which names it as its description and is marked invalid. */
function expectMistakeBeside(control: HTMLElement, message: string) {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const texts = described.map((id) => document.getElementById(id)?.textContent ?? '');
  expect(texts.some((each) => each.includes(message))).toBe(true);
}

describe('the schema of an entry', () => {
  it('is its collection’s: the fields every entry has and its own, in the order they are filled in', () => {
    const articles = files[entrySchemaFileOf('articles')] as { additionalProperties?: unknown };
    expect(Object.keys(files[entrySchemaFileOf('articles')].properties!)).toEqual([
      'title',
      'date',
      'updated',
      'summary',
      'image',
      'category',
      'tags',
      'author',
      'draft',
      'publishAt',
      'blocks',
    ]);
    expect(files[entrySchemaFileOf('articles')].required).toEqual(['title', 'date', 'summary', 'author']);
    expect(articles.additionalProperties).toBe(false);
    // The very schema the check judges with: the same fields, the same required ones.
    const declaration = parse(readFileSync(path.join(root, 'collections/articles.yaml'), 'utf8'));
    const judged = entrySchemaOf('articles', declaration) as { properties: object; required: string[] };
    expect(Object.keys(files[entrySchemaFileOf('articles')].properties!).sort()).toEqual(
      Object.keys(judged.properties).sort(),
    );
    expect(files[entrySchemaFileOf('articles')].required).toEqual(judged.required);
  });

  it('is read for each entry file of its collection, and entry.schema.json is read when there is none', () => {
    expect(schemaFileFor(file, files)).toBe('collections/articles.entry.schema.json');
    expect(schemaFileFor('collections/projects/new-steps.yaml', files)).toBe('collections/projects.entry.schema.json');
    expect(schemaFileFor(file)).toBe('entry.schema.json');
    expect(schemaFileFor('collections/events/open-day.yaml', files)).toBe('entry.schema.json');
    expect(schemaFileFor('collections/articles.yaml', files)).toBe('collection.schema.json');
    expect(schemaFileFor('site.yaml', files)).toBe('site.schema.json');
    expect(schemaFileFor('pages/about.yaml', files)).toBe('page.schema.json');
  });

  it('follows an own field’s reference as the check does: a project’s photos are pictures, its location is named', () => {
    const project = 'collections/projects/new-steps.yaml';
    const data = { location: 'Meridian', photos: [{ src: '/images/office.svg', alt: 'The office' }] };
    expect(fieldKindOf(files, schemaAtPath(files, project, data, ['photos', 0])!)).toBe('picture');
    expect(nameAt(files, project, data, ['location'])).toBe('Location');
    expect(nameAt(files, project, data, ['photos', 0, 'alt'])).toBe('Image description');
  });

  it('gives the text view’s help the collection’s own fields too', () => {
    const offset = saved.indexOf('author:') + 2;
    expect(hoverAt(files, file, saved, offset)).toMatchObject({ title: 'Written by' });
  });
});

describe('the form of an entry', () => {
  it('draws the collection’s own fields with their labels, required in words, and edits one', () => {
    const onChange = drawDetails(saved);
    const author = screen.getByLabelText('Written by (required)') as HTMLInputElement;
    expect(author.value).toBe('Elena Hartwell');
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('What a Will Does, and What It Does Not');
    fireEvent.change(author, { target: { value: 'Marcus Reyes' } });
    expect(onChange).toHaveBeenCalledWith({ kind: 'set', path: ['author'], value: 'Marcus Reyes' });
  });

  it('shows the check’s message about a missing own field beside the field that asks for it', () => {
    const text = saved.replace('author: Elena Hartwell\n', '');
    const errors = checkWithDrafts(root, { [file]: text }).errors;
    const mistakes = errorsAtPaths(text, file, errors);
    expect(mistakes).toMatchObject([{ path: ['author'], message: 'missing required field "author"' }]);
    drawDetails(text, mistakes);
    const author = screen.getByLabelText('Written by (required)') as HTMLInputElement;
    expect(author.value).toBe('');
    expectMistakeBeside(author, 'missing required field "author"');
    expect(document.querySelector('.schema-form > .form-error')).toBeNull();
  });

  it('shows a project’s missing location beside Location, the line of the check staying at the entry', () => {
    const project = 'collections/projects/porch-rebuild.yaml';
    const text = [
      'title: Porch Rebuild',
      'date: 2026-10-01',
      'summary: A porch rebuilt from the posts up.',
      'image:',
      '  src: /images/office.svg',
      '  alt: The finished porch',
      '',
    ].join('\n');
    mkdirSync(path.join(root, 'collections/projects'));
    writeFileSync(path.join(root, project), text);
    try {
      const errors = checkWithDrafts(root, { [project]: text }).errors.filter((each) => each.file === project);
      expect(errors).toMatchObject([{ line: 1, col: 1, message: 'missing required field "location"' }]);
      drawDetails(text, errorsAtPaths(text, project, errors), project);
      expectMistakeBeside(screen.getByLabelText('Location (required)'), 'missing required field "location"');
      expect(document.querySelector('.schema-form > .form-error')).toBeNull();
    } finally {
      rmSync(path.join(root, 'collections/projects'), { recursive: true });
    }
  });

  it('keeps a draft off the site with a checkbox in words; unticked, the line and its note go', () => {
    const draft = saved.replace(
      'author: Elena Hartwell\n',
      'author: Elena Hartwell\n# A draft, not on the site: untick Draft in its details in the editor once it is ready.\ndraft: true\n',
    );
    const onChange = drawDetails(draft);
    const box = screen.getByLabelText('Draft: keep it off the site') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ kind: 'remove', path: ['draft'] });
    const unticked = textWithEdit(files, file, draft, { kind: 'remove', path: ['draft'] });
    expect(unticked.text).toBe(saved);
    expect(unticked.label).toBe('Draft: keep it off the site unticked');
  });

  it('names a tick of Draft for the undo history as what the box shows, never as a field removed', () => {
    const ticked = textWithEdit(files, file, saved, { kind: 'set', path: ['draft'], value: true });
    expect(ticked.label).toBe('Draft: keep it off the site ticked');
    expect(textWithEdit(files, file, ticked.text, { kind: 'remove', path: ['draft'] }).label).toBe(
      'Draft: keep it off the site unticked',
    );
    expect(textWithEdit(files, file, ticked.text, { kind: 'set', path: ['draft'], value: false }).label).toBe(
      'Draft: keep it off the site unticked',
    );
    // Any other field is still changed or removed.
    expect(textWithEdit(files, file, saved, { kind: 'remove', path: ['tags'] }).label).toBe('Tags removed');
  });

  it('sets when it goes live as a day and a time on the office’s clock, with its zone; Clear cancels it', () => {
    const scheduled = saved.replace(
      'author: Elena Hartwell\n',
      'author: Elena Hartwell\npublishAt: 2099-12-01T09:00:00-08:00\n',
    );
    const onChange = drawDetails(scheduled);
    const when = screen.getByLabelText(/^Goes live at/) as HTMLInputElement;
    expect(when.type).toBe('datetime-local');
    expect(when.value).toBe(localInputOf('2099-12-01T09:00:00-08:00'));
    expect(document.getElementById(when.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toMatch(
      /^Your time zone: .*UTC[+-]\d\d:\d\d/,
    );
    fireEvent.change(when, { target: { value: '2099-12-02T10:30' } });
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'set',
      path: ['publishAt'],
      value: momentOfLocalInput('2099-12-02T10:30'),
    });
    expect(momentOfLocalInput('2099-12-02T10:30')).toMatch(/^2099-12-02T10:30:00[+-]\d\d:\d\d$/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Goes live at' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove', path: ['publishAt'] });
  });
});

describe('a moment on the office’s clock', () => {
  // Pacific time: -08:00 in winter, -07:00 from March to November (near enough for these days).
  const pacific = (date: Date) => (date.getUTCMonth() >= 3 && date.getUTCMonth() <= 9 ? -420 : -480);

  it('is written with the offset its zone has on that day, summer or winter', () => {
    expect(momentOfLocalInput('2026-12-01T09:00', pacific)).toBe('2026-12-01T09:00:00-08:00');
    expect(momentOfLocalInput('2026-07-01T09:00', pacific)).toBe('2026-07-01T09:00:00-07:00');
    expect(momentOfLocalInput('2026-07-01T09:00', () => 330)).toBe('2026-07-01T09:00:00+05:30');
    expect(momentOfLocalInput('2026-07-01', pacific)).toBeUndefined();
  });

  it('shows a moment written in any zone as the day and time it is on this clock', () => {
    expect(localInputOf('2026-12-01T17:00:00Z', pacific)).toBe('2026-12-01T09:00');
    expect(localInputOf('2026-12-01T09:00:00-08:00', pacific)).toBe('2026-12-01T09:00');
    expect(localInputOf('2026-07-01T12:00:00-04:00', pacific)).toBe('2026-07-01T09:00');
    expect(localInputOf('next Tuesday', pacific)).toBe('');
    expect(localInputOf(undefined, pacific)).toBe('');
  });
});

describe('a schedule changed through the form', () => {
  it('is what the list of pages says, and cancelled it is gone from the list and the file', () => {
    const entry = 'collections/articles/annual-report-for-your-llc.yaml';
    const absolute = path.join(root, entry);
    const listed = () =>
      siteOutline(root, Date.parse('2026-11-28T12:00:00Z'))
        .collections.flatMap((collection) => collection.entries)
        .find((each) => each.file === entry)?.notLiveYet;
    expect(listed()).toBe('Scheduled for Thursday, January 1, 2099 at 9:00 am');

    const moved = textWithEdit(files, entry, readFileSync(absolute, 'utf8'), {
      kind: 'set',
      path: ['publishAt'],
      value: momentOfLocalInput('2099-06-01T09:00', () => -360),
    });
    expect(moved.label).toBe('Goes live at changed');
    expect(checkWithDrafts(root, { [entry]: moved.text }).errors).toEqual([]);
    writeFileSync(absolute, moved.text);
    expect(listed()).toBe('Scheduled for Monday, June 1, 2099 at 9:00 am');

    const cancelled = textWithEdit(files, entry, moved.text, { kind: 'remove', path: ['publishAt'] });
    expect(checkWithDrafts(root, { [entry]: cancelled.text }).errors).toEqual([]);
    writeFileSync(absolute, cancelled.text);
    expect(readValue(cancelled.text, ['publishAt'])).toBeUndefined();
    expect(listed()).toBeUndefined();
  });
});
