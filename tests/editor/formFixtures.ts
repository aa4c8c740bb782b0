/**
 * What the block form's tests share: a block type that exists only in the tests (a notice, with its JSON Schema and
 * a first value), the schemas of schema/ beside it, a site with pages and facts, and the form drawn as the editor
 * holds it, each edit applied to the value, which comes back to the form. Not a test file itself.
 */
import { act, render } from '@testing-library/react';
import { createElement, useState } from 'react';
import {
  applyFormEdit,
  type FormEdit,
  type FormError,
  type FormSite,
  SchemaForm,
} from '../../src/editor/form/SchemaForm';
import { type JsonSchema, type Located, resolve, type SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import type { DataPath } from '../../src/places/places';

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

export const files: SchemaFiles = { ...schemas, 'blocks/notice.schema.json': noticeSchema };
const notice = resolve(files, { schema: noticeSchema, file: 'blocks/notice.schema.json' });

const site: FormSite = {
  routes: ['/', '/contact', '/about'],
  facts: [
    { name: 'phone', value: '(555) 555-0147' },
    { name: 'city', value: 'Springfield' },
  ],
};

export const firstNotice = () => ({
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

export function drawForm({
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

export const described = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

export const live = () => document.querySelector('[aria-live="polite"]')!.textContent!.trim();
