// @vitest-environment happy-dom
/**
 * The block form is drawn from a block's JSON Schema alone. A block type that exists only in the tests (a notice)
 * gets its fields: labels from the titles, help from the descriptions, choices, yes/no, bounded numbers, a picture
 * and a link, company facts put into free text, and the checker's messages beside their fields. Each change is one
 * edit, at the path of its field in the file.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { described, drawForm, firstNotice } from './formFixtures';

afterEach(() => cleanup());

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
