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
});
