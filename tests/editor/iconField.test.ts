// @vitest-environment happy-dom
/**
 * An icon is chosen by its picture: the real schemas' icon fields (a feature card's, an announcement's) are a radio
 * group of the site's own icons, each with its name under it. A click or an arrow key chooses, with one edit that
 * writes the icon's name; Tab stops at the chosen icon only.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconNames } from '../../blocks/ui/Icon';
import { type FormEdit, type FormError, SchemaForm } from '../../src/editor/form/SchemaForm';
import { applyFormEdit } from '../../src/editor/form/formEdit';
import { resolve } from '../../src/schemaPlaces/schemaAtPlace';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import type { DataPath } from '../../src/places/places';

afterEach(() => cleanup());

const files = schemaFilesForHelp();
const blockSchema = (type: string) => {
  const file = `blocks/${type}.schema.json`;
  return resolve(files, { schema: files[file], file });
};

/** The form of one block, as the editor holds it: each edit applied to the block, which comes back to the form. */
function Holder({
  type,
  block,
  errors,
  edits,
}: {
  type: string;
  block: unknown;
  errors: FormError[];
  edits: FormEdit[];
}) {
  const [held, setHeld] = useState<unknown>(block);
  return createElement(SchemaForm, {
    files,
    schema: blockSchema(type),
    value: held,
    path: ['blocks', 0],
    errors,
    site: { routes: ['/'], facts: [] },
    onChange: (edit: FormEdit) => {
      edits.push(edit);
      setHeld((now: unknown) => (applyFormEdit({ blocks: [now] }, edit) as { blocks: unknown[] }).blocks[0]);
    },
    onPickPhoto: (_: DataPath) => {},
  });
}

function drawBlock(type: string, block: Record<string, unknown>, errors: FormError[] = []) {
  const edits: FormEdit[] = [];
  render(createElement(Holder, { type, block, errors, edits }));
  return edits;
}

/** A features block of one point, which the form shows open. */
const features = () => ({
  type: 'features',
  heading: 'Why us',
  items: [{ title: 'Insured', text: 'Fully.', icon: 'shield' }],
});

describe('an icon field', () => {
  it('is a radio group named by the field, each icon drawn with its name under it', () => {
    drawBlock('features', features());
    const group = screen.getByRole('radiogroup', { name: 'Icon' });
    const radios = within(group).getAllByRole('radio');
    const schemaIcons = blockSchema('features').schema.properties!.items.items!.properties!.icon.enum as string[];
    // An optional field with a default: the icons, then "Not set" with the icon drawn when it is left out.
    expect(radios.map((radio) => radio.textContent)).toEqual([...schemaIcons, 'Not set (check)']);
    for (const radio of radios.slice(0, -1)) expect(radio.querySelector('svg path, svg circle, svg rect')).toBeTruthy();
    expect(schemaIcons.every((name) => iconNames.includes(name as never))).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The small picture beside the title.',
    );
  });

  it('marks the chosen icon checked, with a tick, and makes it the group’s only stop of Tab', () => {
    drawBlock('features', features());
    const group = screen.getByRole('radiogroup', { name: 'Icon' });
    const checked = within(group).getAllByRole('radio', { checked: true });
    expect(checked.map((radio) => radio.textContent)).toEqual(['shield']);
    expect(checked[0].querySelectorAll('svg')).toHaveLength(2);
    const stops = within(group)
      .getAllByRole('radio')
      .filter((radio) => radio.tabIndex === 0);
    expect(stops).toEqual(checked);
  });

  it('chooses by a click with one edit that writes the icon’s name, and none for the icon already chosen', () => {
    const edits = drawBlock('features', features());
    const group = screen.getByRole('radiogroup', { name: 'Icon' });
    fireEvent.click(within(group).getByRole('radio', { name: 'shield' }));
    fireEvent.click(within(group).getByRole('radio', { name: 'leaf' }));
    expect(edits).toEqual([{ kind: 'set', path: ['blocks', 0, 'items', 0, 'icon'], value: 'leaf' }]);
    expect(within(group).getByRole('radio', { name: 'leaf' }).getAttribute('aria-checked')).toBe('true');
    expect(within(group).getByRole('radio', { name: 'shield' }).getAttribute('aria-checked')).toBe('false');
  });

  it('moves and chooses with the arrow keys, one edit a key, wrapping at the ends', () => {
    const edits = drawBlock('features', features());
    const group = screen.getByRole('radiogroup', { name: 'Icon' });
    const shield = within(group).getByRole('radio', { name: 'shield' });
    shield.focus();
    fireEvent.keyDown(shield, { key: 'ArrowRight' });
    expect(edits).toEqual([{ kind: 'set', path: ['blocks', 0, 'items', 0, 'icon'], value: 'clock' }]);
    const clock = within(group).getByRole('radio', { name: 'clock' });
    expect(document.activeElement).toBe(clock);
    expect(clock.getAttribute('aria-checked')).toBe('true');
    expect(clock.tabIndex).toBe(0);
    fireEvent.keyDown(clock, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(edits.slice(1).map((edit) => (edit.kind === 'set' ? edit.value : edit.kind))).toEqual(['shield', 'remove']);
    expect(document.activeElement!.textContent).toBe('Not set (check)');
    // Tab is left to the browser: it leaves the group.
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(edits).toHaveLength(3);
  });

  it('leaves an optional icon out with "Not set", and shows the checker’s message about it', () => {
    const announcement = { type: 'announcement', message: 'Open on Saturdays.', icon: 'clock' };
    const errors = [{ path: ['blocks', 0, 'icon'], message: 'Choose one of the icons.' }];
    const edits = drawBlock('announcement', announcement, errors);
    const group = screen.getByRole('radiogroup', { name: 'Icon' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(
      group
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual([
      'Optional small picture before the message, for example clock for new hours.',
      'Mistake: Choose one of the icons.',
    ]);
    fireEvent.click(within(group).getByRole('radio', { name: 'Not set' }));
    expect(edits).toEqual([{ kind: 'remove', path: ['blocks', 0, 'icon'] }]);
  });
});
