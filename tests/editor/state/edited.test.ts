import { describe, expect, it } from 'vitest';
import { typingLabel } from '../../../src/editor/state/actions/typed';
import { aboutText, stateAfter, cursorAt, openedWith, typing } from './fileStates';

const renamed = aboutText.replace('Roofs', 'Roofs that last');

describe('a change made outside the text view', () => {
  it('makes the new text a step of undo of its own, named as given, with the cursor the view had', () => {
    const state = stateAfter(openedWith(), {
      type: 'edited',
      text: renamed,
      label: 'Heading changed',
      cursor: cursorAt(3),
    });
    expect(state.text).toBe(renamed);
    expect(state.changes).toBe(1);
    expect(state.cursor).toBeUndefined();
    expect(state.undo).toEqual({
      past: [{ text: aboutText, selection: undefined, cursor: cursorAt(3), label: 'Heading changed' }],
      future: [],
      typing: undefined,
    });
  });

  it('never joins the typing before or after it', () => {
    const typedFirst = aboutText.replace('About Us', 'About Uss');
    const state = stateAfter(
      openedWith(),
      typing(typedFirst, 1000, 14),
      {
        type: 'edited',
        text: typedFirst.replace('Roofs', 'Roofs that last'),
        label: 'Heading changed',
        cursor: undefined,
      },
      typing(typedFirst.replace('Roofs', 'Roofs that last').replace('Uss', 'Usss'), 1001, 15),
    );
    expect(state.undo.past.map((entry) => entry.label)).toEqual([typingLabel, 'Heading changed', typingLabel]);
  });

  it('clears what there was to redo', () => {
    const state = stateAfter(
      openedWith(),
      typing(`${aboutText}x`, 1000),
      { type: 'undo', cursor: undefined },
      { type: 'edited', text: renamed, label: 'Heading changed', cursor: undefined },
    );
    expect(state.undo.future).toEqual([]);
  });

  it('changes nothing when the text stays the same', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'edited', text: aboutText, label: 'Heading changed', cursor: undefined })).toBe(
      state,
    );
  });

  it('joins the keys typed in one field of a form without a pause into one step, and no other change', () => {
    const heading = (words: string, at: number, key = 'set:heading') => ({
      type: 'edited' as const,
      text: aboutText.replace('Roofs', words),
      label: 'Headline changed',
      cursor: undefined,
      join: { key, at },
    });
    const joined = stateAfter(openedWith(), heading('R', 1000), heading('Ro', 1100), heading('Roo', 1200));
    expect(joined.undo.past.map((entry) => entry.text)).toEqual([aboutText]);
    expect(joined.text).toBe(aboutText.replace('Roofs', 'Roo'));
    // After a pause, or in another field, a new step starts.
    const paused = stateAfter(joined, heading('Root', 1200 + 600));
    expect(paused.undo.past).toHaveLength(2);
    const elsewhere = stateAfter(joined, heading('Roots', 1300, 'set:tagline'));
    expect(elsewhere.undo.past).toHaveLength(2);
  });
});
