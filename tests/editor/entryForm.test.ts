// @vitest-environment happy-dom
/**
 * The form of an entry of a collection: its file reads schema/entry.schema.json, so the fields every entry has get
 * their controls with visible labels, and a change is one edit of its field.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaAtPath } from '../../src/editor/fileEdits/editNames';
import { SchemaForm } from '../../src/editor/form/SchemaForm';
import { schemaFileFor } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';

afterEach(() => cleanup());

const schemas = schemaFilesForHelp();
const file = 'collections/news/spring-checklist.yaml';
const entry = {
  title: 'Spring Roof Care Checklist',
  date: '2026-03-14',
  summary: 'What to look at after the winter.',
  author: 'Dana',
  blocks: [],
};

describe('the form of an entry', () => {
  it('reads each file by its own schema', () => {
    expect(schemaFileFor('site.yaml')).toBe('site.schema.json');
    expect(schemaFileFor('pages/about.yaml')).toBe('page.schema.json');
    expect(schemaFileFor('collections/news.yaml')).toBe('collection.schema.json');
    expect(schemaFileFor(file)).toBe('entry.schema.json');
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['entry.schema.json', 'collection.schema.json']));
  });

  it("draws the common fields with their labels, leaves the collection's own to the text, and edits one field", () => {
    const whole = schemaAtPath(schemas, file, entry, [])!;
    const { blocks: _blocks, ...fields } = whole.schema.properties!;
    const onChange = vi.fn();
    render(
      createElement(SchemaForm, {
        files: schemas,
        schema: { ...whole, schema: { ...whole.schema, properties: fields } },
        value: entry,
        path: [],
        errors: [],
        onChange,
        site: { routes: ['/'], facts: [] },
        onPickPhoto: () => {},
      }),
    );
    const title = screen.getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe('Spring Roof Care Checklist');
    expect((screen.getByLabelText(/^Summary/) as HTMLTextAreaElement | HTMLInputElement).value).toBe(
      'What to look at after the winter.',
    );
    expect(screen.getByLabelText(/^Date/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Author/)).toBeNull();
    fireEvent.change(title, { target: { value: 'Spring Checklist' } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ path: ['title'], value: 'Spring Checklist' }));
  });
});
