// @vitest-environment happy-dom
/**
 * The block form with the real schemas of schema/: how it reads them (pictures, links, long text, fixed choices, kinds
 * and maps), site.yaml's own shapes (days ticked, footer columns of a kind, the site's own facts), and every block
 * type's example and site.yaml drawn with a label on every control; a new review and a new gallery picture start as
 * they should.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldKindOf } from '../../src/editor/form/fieldKinds';
import { resolve } from '../../src/schemaPlaces/schemaAtPlace';
import { drawForm, files } from './formFixtures';
import { projectRoot } from './helpers';

afterEach(() => cleanup());

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
