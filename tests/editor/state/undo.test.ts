import { describe, expect, it } from 'vitest';
import { typingLabel } from '../../../src/editor/state/actions/typed';
import { aboutText, stateAfter, cursorAt, openedWith, typing } from './fileStates';

const typed = aboutText.replace('About Us', 'About Us!');
const edited = typed.replace('Roofs', 'Roofs that last');
const hero = { path: ['blocks', 0], blockType: 'hero' };
const heading = { path: ['blocks', 0, 'heading'], blockType: 'hero' };

/** Typed on the title, then the heading changed in a form with the hero selected, then its heading selected. */
const worked = () =>
  stateAfter(
    openedWith(),
    typing(typed, 1000, 15),
    { type: 'selected', selection: hero },
    { type: 'edited', text: edited, label: 'Heading changed', cursor: cursorAt(16) },
    { type: 'selected', selection: heading },
  );

describe('undo', () => {
  it('puts back the text, selection and cursor before the last change, which waits to be redone', () => {
    const state = stateAfter(worked(), { type: 'undo', cursor: cursorAt(40) });
    expect(state.text).toBe(typed);
    expect(state.selection).toBe(hero);
    expect(state.cursor).toEqual(cursorAt(16));
    expect(state.undo.past.map((entry) => entry.text)).toEqual([aboutText]);
    expect(state.undo.future).toEqual([
      { text: edited, selection: heading, cursor: cursorAt(40), label: 'Heading changed' },
    ]);
  });

  it('undoes the changes in the order they were made, typing included', () => {
    const once = stateAfter(worked(), { type: 'undo', cursor: undefined });
    const twice = stateAfter(once, { type: 'undo', cursor: undefined });
    expect([once.text, twice.text]).toEqual([typed, aboutText]);
    expect(twice.cursor).toEqual(cursorAt(15));
    expect(twice.undo.future.map((entry) => entry.label)).toEqual(['Heading changed', typingLabel]);
    expect(twice.changes).toBe(4);
  });

  it('ends the typing going on: the next key is a new step', () => {
    const state = stateAfter(
      openedWith(),
      typing(typed, 1000, 15),
      typing(typed.replace('!', '!!'), 1001, 16),
      { type: 'undo', cursor: undefined },
      typing(typed, 1002, 15),
    );
    expect(state.undo.typing).toEqual({ at: 1002, line: 0 });
    expect(state.undo.past).toHaveLength(1);
  });

  it('changes nothing when there is nothing to undo', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'undo', cursor: cursorAt(0) })).toBe(state);
  });
});
