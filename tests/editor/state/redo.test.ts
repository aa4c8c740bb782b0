import { describe, expect, it } from 'vitest';
import { typingLabel } from '../../../src/editor/state/actions/typed';
import { undoLimit } from '../../../src/editor/state/openFileState';
import { aboutText, stateAfter, cursorAt, openedWith, typing } from './fileStates';

const typed = aboutText.replace('About Us', 'About Us!');
const edited = typed.replace('Roofs', 'Roofs that last');

describe('redo', () => {
  it('makes the undone changes again, in order, with the cursor each was undone from', () => {
    const worked = stateAfter(openedWith(), typing(typed, 1000, 15), {
      type: 'edited',
      text: edited,
      label: 'Heading changed',
      cursor: cursorAt(16),
    });
    const undone = stateAfter(worked, { type: 'undo', cursor: cursorAt(40) }, { type: 'undo', cursor: cursorAt(16) });
    const once = stateAfter(undone, { type: 'redo', cursor: cursorAt(15) });
    expect(once.text).toBe(typed);
    expect(once.cursor).toEqual(cursorAt(16));
    const twice = stateAfter(once, { type: 'redo', cursor: cursorAt(16) });
    expect(twice.text).toBe(edited);
    expect(twice.cursor).toEqual(cursorAt(40));
    expect(twice.undo.future).toEqual([]);
    // The round trip: the history is as it was before the undos, save the cursors they were made from.
    expect(twice.undo.past).toEqual([
      { text: aboutText, selection: undefined, cursor: cursorAt(15), label: typingLabel },
      { text: typed, selection: undefined, cursor: cursorAt(16), label: 'Heading changed' },
    ]);
  });

  it('has nothing to redo after a new change', () => {
    const state = stateAfter(
      openedWith(),
      typing(typed, 1000, 15),
      { type: 'undo', cursor: undefined },
      { type: 'edited', text: edited, label: 'Heading changed', cursor: undefined },
    );
    expect(stateAfter(state, { type: 'redo', cursor: undefined })).toBe(state);
  });

  it('changes nothing when there is nothing to redo', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'redo', cursor: undefined })).toBe(state);
  });

  it(`keeps at most ${undoLimit} steps to redo`, () => {
    let state = openedWith();
    for (let count = 1; count <= undoLimit; count++)
      state = stateAfter(state, {
        type: 'edited',
        text: `${aboutText}${count}`,
        label: `Change ${count}`,
        cursor: undefined,
      });
    for (let count = 1; count <= undoLimit; count++) state = stateAfter(state, { type: 'undo', cursor: undefined });
    expect(state.text).toBe(aboutText);
    expect(state.undo.future).toHaveLength(undoLimit);
    expect(state.undo.future.at(-1)!.label).toBe('Change 1');
  });
});
