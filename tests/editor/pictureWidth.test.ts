// @vitest-environment happy-dom
/**
 * A photo narrower than its place shows blurred: a hero's background is drawn across the screen, which the build
 * serves up to its widest file, so a 640 px photo there gets a warning in words under it (tied to the file's field),
 * and a 2,000 px one none. A warning, not a mistake; and no warning where the schema does not say how wide the place
 * is (a gallery's card), nor for a drawing, sharp at any width.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormEdit, SchemaForm } from '../../src/editor/form/SchemaForm';
import { widestPictureFile } from '../../src/editor/form/pictureWidth';
import { imageWidths } from '../../src/prerender/images';
import { resolve } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';

afterEach(() => cleanup());

const files = schemaFilesForHelp();

function drawBlock(type: string, block: unknown) {
  const file = `blocks/${type}.schema.json`;
  const edits: FormEdit[] = [];
  render(
    createElement(SchemaForm, {
      files,
      schema: resolve(files, { schema: files[file], file }),
      value: block,
      path: ['blocks', 0],
      errors: [],
      site: { routes: ['/'], facts: [], pictureUrl: (src) => `/edit/media${src}` },
      onChange: (edit) => edits.push(edit),
      onPickPhoto: () => {},
    }),
  );
  return edits;
}

/** The thumbnail of the picture whose file is `src` loads, and the browser knows the photo's own width. */
function photoLoads(src: string, naturalWidth: number) {
  const thumbnail = document.querySelector<HTMLImageElement>(`img[src="/edit/media${src}"]`)!;
  Object.defineProperty(thumbnail, 'naturalWidth', { value: naturalWidth });
  fireEvent.load(thumbnail);
}

const hero = (src: string) => ({ type: 'hero', heading: 'Welcome', images: [{ src, alt: 'The front door' }] });

const warningOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .find((text) => text.startsWith('Warning:'))
    // The number and its unit are held together by a no-break space.
    ?.replace(/\u00a0/g, ' ');

describe('a photo too narrow for its place', () => {
  it('warns under a hero’s background photo of 640 px that it will look blurred, and how wide looks sharp', () => {
    const edits = drawBlock('hero', hero('/images/door.jpg'));
    const file = screen.getByLabelText('Image file (required)');
    expect(warningOf(file)).toBeUndefined();
    photoLoads('/images/door.jpg', 640);
    expect(warningOf(file)).toBe(
      'Warning: This photo is 640 px wide; this place shows it up to 1,600 px wide, so it will look blurred. ' +
        'A photo at least 1,600 px wide looks sharp.',
    );
    // A warning, not a mistake: the field is not marked wrong, and nothing is changed.
    expect(file.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('.form-error')).toBeNull();
    expect(edits).toEqual([]);
  });

  it('says nothing of a hero’s photo of 2,000 px', () => {
    drawBlock('hero', hero('/images/door.jpg'));
    photoLoads('/images/door.jpg', 2000);
    expect(warningOf(screen.getByLabelText('Image file (required)'))).toBeUndefined();
    expect(screen.queryByText(/blurred/)).toBeNull();
  });

  it('says nothing of a drawing, nor of a card’s photo, whose width the schema does not give', () => {
    drawBlock('hero', hero('/images/door.svg'));
    photoLoads('/images/door.svg', 640);
    expect(screen.queryByText(/blurred/)).toBeNull();
    cleanup();

    drawBlock('gallery', { type: 'gallery', items: [{ image: { src: '/images/deck.jpg', alt: 'A deck' } }] });
    photoLoads('/images/deck.jpg', 640);
    expect(screen.queryByText(/blurred/)).toBeNull();
  });

  it('measures a hero’s place by the widest file the build makes of a picture', () => {
    expect(widestPictureFile).toBe(Math.max(...imageWidths));
  });
});
