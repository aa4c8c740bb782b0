// @vitest-environment happy-dom
/**
 * The block form is drawn from a block's JSON Schema alone. A block type that exists only in this file (a notice)
 * gets its whole form: labels from the titles, help from the descriptions, choices, yes/no, bounded numbers, a
 * picture, a link, a list with its buttons, and the checker's messages beside their fields. Each change is one edit,
 * and focus lands where the person's next step is. The real schemas of schema/ draw with a label on every control.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  applyFormEdit,
  type FormEdit,
  type FormError,
  type FormSite,
  SchemaForm,
} from '../../src/editor/form/SchemaForm';
import { fieldKindOf } from '../../src/editor/form/fieldKinds';
import { type JsonSchema, type Located, resolve, type SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { projectRoot } from './helpers';
import type { DataPath } from '../../src/places/places';

afterEach(() => cleanup());

const schemas = schemaFilesForHelp();

/** A block type no component knows: its schema is all the form has. It uses the shared picture and link. */
const noticeSchema: JsonSchema = {
  title: 'Notice',
  type: 'object',
  required: ['type', 'heading', 'points'],
  properties: {
    type: { const: 'notice', title: 'Block type', description: 'Always notice.' },
    heading: { $ref: '../common.schema.json#/$defs/text', title: 'Heading', description: 'Shown large at the top.' },
    body: { type: 'string', maxLength: 1000, title: 'Body', description: 'What the notice says.' },
    tone: {
      enum: ['calm', 'urgent', 'happy'],
      default: 'calm',
      title: 'Tone',
      description: 'The colour of the notice.',
    },
    size: { enum: ['tiny', 'small', 'medium', 'large', 'huge'], title: 'Size', description: 'How large it is.' },
    showIcon: { type: 'boolean', title: 'Show the icon', description: 'Whether the icon is drawn.' },
    count: { type: 'integer', minimum: 1, maximum: 9, title: 'How many', description: 'From 1 to 9.' },
    ctaLabel: { type: 'string', minLength: 1 },
    picture: { $ref: '../common.schema.json#/$defs/image', title: 'Picture' },
    target: { $ref: '../common.schema.json#/$defs/internalOrExternalHref', title: 'Where it leads' },
    points: {
      type: 'array',
      title: 'Points',
      description: 'The points in order.',
      items: {
        type: 'object',
        title: 'Point',
        required: ['title'],
        properties: {
          title: { type: 'string', minLength: 1, title: 'Title' },
          text: { type: 'string', title: 'Text', description: 'A sentence or two.' },
        },
      },
    },
    tags: { type: 'array', title: 'Tags', items: { type: 'string', title: 'Tag' } },
  },
} as JsonSchema;

const files: SchemaFiles = { ...schemas, 'blocks/notice.schema.json': noticeSchema };
const notice = resolve(files, { schema: noticeSchema, file: 'blocks/notice.schema.json' });

const site: FormSite = {
  routes: ['/', '/contact', '/about'],
  facts: [
    { name: 'phone', value: '(555) 555-0147' },
    { name: 'city', value: 'Springfield' },
  ],
};

const firstNotice = () => ({
  type: 'notice',
  heading: 'Closed on Monday',
  tone: 'calm',
  count: 3,
  picture: { src: '/images/shop.jpg', alt: 'The shop' },
  points: [{ title: 'First' }, { title: 'Second' }, { title: 'Third' }],
  tags: ['one'],
});

/** What a drawn form did: its edits, the pictures it asked a photo for, and the value with its edits applied. */
interface Drawn {
  edits: FormEdit[];
  picked: DataPath[];
  value: unknown;
  /** With `later`, the value comes back only when this is called (the text's round trip through the file). */
  comeBack?: () => void;
}

/** The form as the editor holds it: each edit applied to the value, which comes back to the form. */
function Holder({
  initial,
  schema,
  path,
  errors,
  record,
  later,
}: {
  initial: unknown;
  schema: Located;
  path: DataPath;
  errors: FormError[];
  record: Drawn;
  later: boolean;
}) {
  const [held, setHeld] = useState(initial);
  return createElement(SchemaForm, {
    files,
    schema,
    value: held,
    path,
    errors,
    site,
    onChange: (edit: FormEdit) => {
      record.edits.push(edit);
      // The edit's path is from the file's root: the value here is the block at `path`.
      const file = applyFormEdit({ blocks: [record.value] }, rebase(edit, path)) as { blocks: unknown[] };
      record.value = file.blocks[0];
      const value = record.value;
      if (later) record.comeBack = () => setHeld(value);
      else setHeld(value);
    },
    onPickPhoto: (at: DataPath) => record.picked.push(at),
  });
}

function drawForm({
  value = firstNotice() as unknown,
  errors = [] as FormError[],
  schema = notice,
  path = ['blocks', 0] as DataPath,
  later = false,
} = {}) {
  const record: Drawn = { edits: [], picked: [], value };
  const holder = (shown: FormError[]) =>
    createElement(Holder, { initial: value, schema, path, errors: shown, record, later });
  const view = render(holder(errors));
  return {
    view,
    /** The checker's answer changes (after an edit): the same form, drawn with these messages. */
    checked: (shown: FormError[]) => view.rerender(holder(shown)),
    edits: record.edits,
    picked: record.picked,
    value: () => record.value,
    comeBack: () => act(() => record.comeBack?.()),
  };
}

/** An edit of the block at `path` as an edit of { blocks: [block] }. */
function rebase(edit: FormEdit, path: DataPath): FormEdit {
  const shift = (at: DataPath) => ['blocks', 0, ...at.slice(path.length)];
  if (edit.kind === 'set' || edit.kind === 'remove') return { ...edit, path: shift(edit.path) };
  return { ...edit, listPath: shift(edit.listPath) };
}

const described = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const live = () => document.querySelector('[aria-live="polite"]')!.textContent!.trim();

describe('a new block type gets its form from its schema', () => {
  it('labels each field with its title, "required" when it is, or its key in words when it has no title', () => {
    drawForm();
    expect(screen.getByLabelText('Heading (required)').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Body').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Cta label').tagName).toBe('INPUT');
    // The block's type is fixed by its schema and already in the file: nothing to choose, so no field.
    expect(screen.queryByLabelText(/Block type/)).toBeNull();
  });

  it('shows each description as help under its field, tied to the control', () => {
    drawForm();
    expect(described(screen.getByLabelText('Heading (required)'))).toBe('Shown large at the top.');
    expect(described(screen.getByLabelText('How many'))).toBe('From 1 to 9.');
  });

  it('draws up to four choices as radio buttons with "Not set" for an optional field, and more as a list', () => {
    drawForm();
    const tone = screen.getByRole('group', { name: 'Tone' });
    expect(
      within(tone)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['calm', 'urgent', 'happy', 'Not set (calm)']);
    expect((within(tone).getByLabelText('calm') as HTMLInputElement).checked).toBe(true);
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(size.tagName).toBe('SELECT');
    expect([...size.options].map((option) => option.textContent)).toEqual([
      'Not set',
      'tiny',
      'small',
      'medium',
      'large',
      'huge',
    ]);
  });

  it('draws yes/no as a checkbox and a number with the schema’s bounds', () => {
    drawForm();
    const box = screen.getByLabelText('Show the icon') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.checked).toBe(false);
    const count = screen.getByLabelText('How many') as HTMLInputElement;
    expect([count.type, count.min, count.max, count.step, count.value]).toEqual(['number', '1', '9', '1', '3']);
  });

  it('offers the site’s pages in a link field, and lets any address be typed', () => {
    const { edits } = drawForm();
    const link = screen.getByLabelText('Where it leads') as HTMLInputElement;
    const list = document.getElementById(link.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual(['/', '/contact', '/about']);
    fireEvent.change(link, { target: { value: 'https://example.com' } });
    expect(edits).toEqual([{ kind: 'set', path: ['blocks', 0, 'target'], value: 'https://example.com' }]);
  });

  it('shows a picture’s file with Choose photo, which asks for a photo for that picture, and requires its description', () => {
    const { picked } = drawForm();
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect((within(picture).getByLabelText('Image file (required)') as HTMLInputElement).value).toBe(
      '/images/shop.jpg',
    );
    expect((within(picture).getByLabelText('Image description (required)') as HTMLInputElement).value).toBe('The shop');
    fireEvent.click(within(picture).getByRole('button', { name: 'Choose photo (Image file)' }));
    expect(picked).toEqual([['blocks', 0, 'picture']]);
  });

  it('sends one edit per change, at the path of the field in the file', () => {
    const { edits } = drawForm();
    fireEvent.change(screen.getByLabelText('Heading (required)'), { target: { value: 'Open on Monday' } });
    fireEvent.click(screen.getByLabelText('urgent'));
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Show the icon'));
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('How many'), { target: { value: '' } });
    expect(edits).toEqual([
      { kind: 'set', path: ['blocks', 0, 'heading'], value: 'Open on Monday' },
      { kind: 'set', path: ['blocks', 0, 'tone'], value: 'urgent' },
      { kind: 'set', path: ['blocks', 0, 'size'], value: 'medium' },
      { kind: 'set', path: ['blocks', 0, 'showIcon'], value: true },
      { kind: 'set', path: ['blocks', 0, 'count'], value: 7 },
      { kind: 'remove', path: ['blocks', 0, 'count'] },
    ]);
    expect((screen.getByLabelText('Heading (required)') as HTMLInputElement).value).toBe('Open on Monday');
  });

  it('leaves an emptied optional text out of the file, and keeps an emptied required one as empty text', () => {
    const { edits } = drawForm({ value: { ...firstNotice(), ctaLabel: 'Go' } });
    fireEvent.change(screen.getByLabelText('Cta label'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Heading (required)'), { target: { value: '' } });
    expect(edits).toEqual([
      { kind: 'remove', path: ['blocks', 0, 'ctaLabel'] },
      { kind: 'set', path: ['blocks', 0, 'heading'], value: '' },
    ]);
  });

  it('puts a company fact into free text at the cursor', () => {
    const { edits } = drawForm();
    const heading = screen.getByLabelText('Heading (required)') as HTMLInputElement;
    heading.setSelectionRange(6, 6);
    const menus = screen.getAllByRole('button', { name: 'Insert fact' });
    // Free text offers facts (the heading, the body, the call to action, the picture's description, the tag); a
    // link, a picture's file, a number and the closed points do not.
    expect(menus).toHaveLength(5);
    fireEvent.click(menus[0]);
    fireEvent.click(screen.getAllByRole('button', { name: '{{phone}} (555) 555-0147' })[0]);
    expect(edits).toEqual([{ kind: 'set', path: ['blocks', 0, 'heading'], value: 'Closed{{phone}} on Monday' }]);
  });
});

describe('a list in the form', () => {
  const items = () => screen.getByRole('group', { name: 'Points (required)' });

  it('shows each item under its first text, and opens it to show its fields', () => {
    drawForm();
    const toggle = within(items()).getByRole('button', { name: 'Point 2 Second' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(items()).queryByLabelText('Title (required)')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect((within(items()).getByLabelText('Title (required)') as HTMLInputElement).value).toBe('Second');
  });

  it('adds an item with its required fields empty, focuses its first field and says so', () => {
    const { edits, value } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(edits).toEqual([{ kind: 'insert', listPath: ['blocks', 0, 'points'], index: 3, value: { title: '' } }]);
    expect((value() as { points: unknown[] }).points).toHaveLength(4);
    const focused = document.activeElement as HTMLInputElement;
    expect(focused.labels?.[0].textContent).toBe('Title (required)');
    expect(focused.closest('li')!.querySelector('.form-item-name')!.textContent).toBe('Point 4');
    expect(live()).toBe('Point 4 added');
  });

  it('removes an item and focuses the next one, or Add after the last', () => {
    const { edits } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Point 2)' }));
    expect(edits).toEqual([{ kind: 'remove', path: ['blocks', 0, 'points', 1] }]);
    expect(document.activeElement).toBe(within(items()).getByRole('button', { name: 'Point 2 Third' }));
    expect(live()).toBe('Point 2 removed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Point 2)' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add point' }));
  });

  it('duplicates an item right after it and focuses the copy', () => {
    const { edits, value } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate (Point 1)' }));
    expect(edits).toEqual([{ kind: 'duplicate', listPath: ['blocks', 0, 'points'], index: 0 }]);
    expect((value() as { points: unknown[] }).points).toEqual([
      { title: 'First' },
      { title: 'First' },
      { title: 'Second' },
      { title: 'Third' },
    ]);
    expect((document.activeElement as HTMLInputElement).value).toBe('First');
    expect(document.activeElement!.closest('li')!.querySelector('.form-item-name')!.textContent).toBe('Point 2');
  });

  it('moves an item with its buttons, keeping focus on the button pressed, and says where it went', () => {
    const { edits } = drawForm();
    fireEvent.click(screen.getByRole('button', { name: 'Move up (Point 3)' }));
    expect(edits).toEqual([{ kind: 'move', listPath: ['blocks', 0, 'points'], from: 2, to: 1 }]);
    expect(live()).toBe('Point 3 moved to position 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up (Point 2)' }));
    expect(within(items()).getByRole('button', { name: 'Point 2 Third' })).toBeTruthy();
    fireEvent.click(document.activeElement!);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up (Point 1)' }));
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true');
    // At the top, Move up does nothing.
    fireEvent.click(document.activeElement!);
    expect(edits).toEqual([
      { kind: 'move', listPath: ['blocks', 0, 'points'], from: 2, to: 1 },
      { kind: 'move', listPath: ['blocks', 0, 'points'], from: 1, to: 0 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move down (Point 2)' }));
    expect(edits.at(-1)).toEqual({ kind: 'move', listPath: ['blocks', 0, 'points'], from: 1, to: 2 });
  });

  it('focuses the new item once the value comes back from the file, and keeps what was typed meanwhile', () => {
    const { comeBack } = drawForm({ later: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(document.activeElement).toBe(document.body);
    comeBack();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title (required)' }));
    fireEvent.change(screen.getByLabelText('Heading (required)'), { target: { value: 'Typed' } });
    expect((screen.getByLabelText('Heading (required)') as HTMLInputElement).value).toBe('Typed');
  });

  it('moves an item dragged onto another', () => {
    const { edits } = drawForm();
    const rows = within(items()).getAllByRole('listitem');
    const handle = rows[0].querySelector('[draggable="true"]')!;
    fireEvent.dragStart(handle, { dataTransfer: { setData: vi.fn(), setDragImage: vi.fn() } });
    fireEvent.dragOver(rows[2]);
    fireEvent.drop(rows[2]);
    expect(edits).toEqual([{ kind: 'move', listPath: ['blocks', 0, 'points'], from: 0, to: 2 }]);
    expect(live()).toBe('Point 1 moved to position 3');
  });

  it('draws a list of texts as a text field per item with the same buttons', () => {
    const { edits } = drawForm();
    expect((screen.getByLabelText('Tag 1 (required)') as HTMLInputElement).value).toBe('one');
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(edits).toEqual([{ kind: 'insert', listPath: ['blocks', 0, 'tags'], index: 1, value: '' }]);
    expect(document.activeElement).toBe(screen.getByLabelText('Tag 2 (required)'));
    fireEvent.change(screen.getByLabelText('Tag 2 (required)'), { target: { value: 'two' } });
    expect(edits.at(-1)).toEqual({ kind: 'set', path: ['blocks', 0, 'tags', 1], value: 'two' });
  });
});

describe('the checker’s messages', () => {
  it('shows a message next to its field, which is marked invalid and described by it', () => {
    drawForm({
      errors: [
        { path: ['blocks', 0, 'heading'], message: 'The heading is empty.' },
        { path: ['blocks', 1, 'heading'], message: 'Another block’s heading.' },
      ],
    });
    const heading = screen.getByLabelText('Heading (required)');
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(described(heading)).toBe('Shown large at the top. | Mistake: The heading is empty.');
    expect(document.body.textContent).not.toContain('Another block’s heading.');
    expect(screen.getByLabelText('Body').getAttribute('aria-invalid')).toBeNull();
  });

  it('opens a list item with a mistake, says so in its summary, and shows the message at its field', () => {
    drawForm({ errors: [{ path: ['blocks', 0, 'points', 2, 'title'], message: 'Too short.' }] });
    const toggle = screen.getByRole('button', { name: 'Point 3 Third (1 mistake)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(described(screen.getByLabelText('Title (required)'))).toBe('Mistake: Too short.');
  });

  it('shows a message about a value the form has no field for at the nearest group', () => {
    drawForm({ errors: [{ path: ['blocks', 0, 'picture', 'width'], message: 'width is not a field of a picture.' }] });
    const picture = screen.getByRole('group', { name: 'Picture' });
    expect(picture.getAttribute('aria-invalid')).toBe('true');
    expect(described(picture)).toContain('Mistake: width is not a field of a picture.');
  });
});

describe('how the form reads a schema', () => {
  const kindAt = (file: string, ...path: string[]) => {
    let located = resolve(files, { schema: files[file], file });
    for (const name of path)
      located =
        name === '[]'
          ? resolve(files, { schema: located.schema.items!, file: located.file })
          : resolve(files, { schema: located.schema.properties![name], file: located.file });
    return fieldKindOf(files, located);
  };

  it('finds pictures by a `src` that takes only /images/ files, with or without a description', () => {
    expect(kindAt('blocks/gallery.schema.json', 'items', '[]', 'image')).toBe('picture');
    expect(kindAt('blocks/logos.schema.json', 'logos', '[]')).toBe('picture');
    expect(kindAt('site.schema.json', 'company', 'logo')).toBe('picture');
    expect(kindAt('blocks/gallery.schema.json', 'items', '[]', 'image', 'src')).toBe('pictureFile');
  });

  it('finds links by a pattern that takes a page of the site, and not a web address alone', () => {
    expect(kindAt('blocks/testimonials.schema.json', 'link', 'href')).toBe('link');
    expect(kindAt('site.schema.json', 'company', 'credentials', '[]', 'url')).toBe('text');
  });

  it('gives several lines to text that may be long or is told in sentences, and one line to the rest', () => {
    expect(kindAt('blocks/faq.schema.json', 'items', '[]', 'answer')).toBe('longText');
    expect(kindAt('blocks/testimonials.schema.json', 'items', '[]', 'quote')).toBe('longText');
    expect(kindAt('blocks/testimonials.schema.json', 'intro')).toBe('longText');
    expect(kindAt('blocks/testimonials.schema.json', 'heading')).toBe('text');
    expect(kindAt('blocks/testimonials.schema.json', 'items', '[]', 'author')).toBe('text');
    expect(kindAt('blocks/gallery.schema.json', 'items', '[]', 'id')).toBe('text');
  });

  it('draws fixed choices in a list as checkboxes, and a union of kinds by its kind', () => {
    expect(kindAt('site.schema.json', 'company', 'hours', '[]', 'days')).toBe('choiceList');
    expect(kindAt('site.schema.json', 'footer', 'columns', '[]')).toBe('kinds');
    expect(kindAt('site.schema.json', 'company', 'facts')).toBe('map');
  });
});

describe('site.yaml’s own shapes', () => {
  const siteFile = 'site.schema.json';
  const at = (...path: string[]) => {
    let located = resolve(files, { schema: files[siteFile], file: siteFile });
    for (const name of path)
      located =
        name === '[]'
          ? resolve(files, { schema: located.schema.items!, file: located.file })
          : resolve(files, { schema: located.schema.properties![name], file: located.file });
    return located;
  };

  it('ticks days in a list of fixed choices, keeping the schema’s order', () => {
    const { edits } = drawForm({
      schema: at('company', 'hours', '[]'),
      value: { label: 'Some days', days: ['Monday', 'Friday'] },
      path: ['company', 'hours', 0],
    });
    const days = screen.getByRole('group', { name: 'Days (required)' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, false, false, true, false, false]);
    fireEvent.click(within(days).getByLabelText('Wednesday'));
    fireEvent.click(within(days).getByLabelText('Monday'));
    expect(edits).toEqual([
      { kind: 'insert', listPath: ['company', 'hours', 0, 'days'], index: 1, value: 'Wednesday' },
      { kind: 'remove', path: ['company', 'hours', 0, 'days', 0] },
    ]);
  });

  it('draws an item of a list of kinds by its kind, and adds an item of the kind chosen', () => {
    const { edits } = drawForm({
      schema: at('footer'),
      value: { columns: [{ kind: 'contact', heading: 'Call us' }], legalLinks: [] },
      path: ['footer'],
    });
    expect(screen.getByRole('button', { name: 'Footer column 1 Call us' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Kind of column (required)') as HTMLInputElement).value).toBe('contact');
    fireEvent.change(screen.getByLabelText('Kind of new footer column'), { target: { value: 'about' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add footer column' }));
    expect(edits).toEqual([
      { kind: 'insert', listPath: ['footer', 'columns'], index: 1, value: { kind: 'about', text: '' } },
    ]);
    expect((document.activeElement as HTMLInputElement).labels?.[0].textContent).toBe('Company note (required)');
  });

  it('adds a fact of the site’s own by its name', () => {
    const { edits } = drawForm({
      schema: at('company', 'facts'),
      value: { parking: 'Behind' },
      path: ['company', 'facts'],
    });
    expect((screen.getByLabelText('parking (required)') as HTMLInputElement).value).toBe('Behind');
    fireEvent.change(screen.getByLabelText('New name'), { target: { value: 'wifi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to more facts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove parking' }));
    expect(edits).toEqual([
      { kind: 'set', path: ['company', 'facts', 'wifi'], value: '' },
      { kind: 'remove', path: ['company', 'facts', 'parking'] },
    ]);
  });
});

describe('the real schemas', () => {
  /** Every control of the form has a visible label: its own, or the fieldset's legend for a radio or checkbox. */
  function expectEveryControlLabelled() {
    for (const control of document.querySelectorAll<HTMLInputElement>(
      '.schema-form input, .schema-form select, .schema-form textarea',
    )) {
      const label = control.labels?.[0]?.textContent?.trim();
      expect(label, control.outerHTML).toBeTruthy();
    }
  }

  it('draws every field of the reviews block with a labelled control', () => {
    const file = 'blocks/testimonials.schema.json';
    const schema = resolve(files, { schema: files[file], file });
    const example = (files[file].examples as unknown[])[0];
    drawForm({ schema, value: example, path: ['blocks', 0] });
    for (const [name, property] of Object.entries(schema.schema.properties!)) {
      const { title, const: fixed } = resolve(files, { schema: property, file }).schema;
      if (fixed !== undefined) continue;
      const named = [...document.querySelectorAll('label, legend, .form-group-title')].filter((element) =>
        element.textContent!.startsWith(title!),
      );
      expect(named.length, name).toBeGreaterThan(0);
    }
    // A review opened shows its four fields.
    fireEvent.click(screen.getAllByRole('button', { name: /^Review 1/ })[0]);
    for (const title of ['Quote', 'Name', 'Town or role', 'Stars'])
      expect(screen.getByLabelText(`${title} (required)`)).toBeTruthy();
    expectEveryControlLabelled();
  });

  it('starts a new review at five stars, and a new gallery picture at its photo', () => {
    const reviews = 'blocks/testimonials.schema.json';
    const { edits, view } = drawForm({
      schema: resolve(files, { schema: files[reviews], file: reviews }),
      value: (files[reviews].examples as unknown[])[0],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add review' }));
    expect(edits.at(-1)).toMatchObject({ kind: 'insert', value: { stars: 5 } });
    view.unmount();

    const gallery = 'blocks/gallery.schema.json';
    const example = (files[gallery].examples as { items: unknown[] }[])[0];
    const { picked } = drawForm({ schema: resolve(files, { schema: files[gallery], file: gallery }), value: example });
    const add = screen
      .getAllByRole('button', { name: /^Add / })
      .find((button) => /picture|photo|project/i.test(button.textContent!))!;
    fireEvent.click(add);
    expect(picked).toEqual([['blocks', 0, 'items', example.items.length, 'image']]);
  });

  it('draws each block type’s own example, and site.yaml, with every control labelled', () => {
    for (const name of Object.keys(files).filter(
      (each) => each.startsWith('blocks/') && each !== 'blocks/notice.schema.json',
    )) {
      const schema = resolve(files, { schema: files[name], file: name });
      const example = (files[name].examples as unknown[] | undefined)?.[0] ?? {};
      const { view } = drawForm({ schema, value: example });
      for (const toggle of screen.queryAllByRole('button', { expanded: false })) fireEvent.click(toggle);
      expectEveryControlLabelled();
      view.unmount();
    }
    const siteValue = parse(readFileSync(join(projectRoot, 'site.yaml'), 'utf8'));
    drawForm({
      schema: resolve(files, { schema: files['site.schema.json'], file: 'site.schema.json' }),
      value: siteValue,
      path: [],
    });
    expect(screen.getByRole('group', { name: 'Company facts (required)' })).toBeTruthy();
    expectEveryControlLabelled();
  });
});

describe('edits applied to a value', () => {
  it('set, insert, remove, move and duplicate do what the file will', () => {
    const start = { points: [{ title: 'a' }, { title: 'b' }] };
    let value: unknown = start;
    value = applyFormEdit(value, { kind: 'set', path: ['points', 0, 'title'], value: 'A' });
    value = applyFormEdit(value, { kind: 'insert', listPath: ['points'], index: 2, value: { title: 'c' } });
    value = applyFormEdit(value, { kind: 'move', listPath: ['points'], from: 2, to: 0 });
    value = applyFormEdit(value, { kind: 'duplicate', listPath: ['points'], index: 1 });
    value = applyFormEdit(value, { kind: 'remove', path: ['points', 3] });
    value = applyFormEdit(value, { kind: 'set', path: ['link', 'href'], value: '/contact' });
    expect(value).toEqual({
      points: [{ title: 'c' }, { title: 'A' }, { title: 'A' }],
      link: { href: '/contact' },
    });
    expect(start).toEqual({ points: [{ title: 'a' }, { title: 'b' }] });
  });
});
