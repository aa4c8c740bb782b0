import { describe, expect, it } from 'vitest';
import { insertionLabel, lineOfChange, typingLabel } from '../../../src/editor/state/actions/typed';
import { typingPauseMs, undoLimit } from '../../../src/editor/state/openFileState';
import { aboutText, stateAfter, cursorAt, openedWith, typing } from './fileStates';

const heading = aboutText.indexOf('Roofs') + 'Roofs'.length;
const withHeading = (words: string) => aboutText.replace('Roofs', `Roofs${words}`);

describe('typing in the text view', () => {
  it('makes the text the one typed, a step of undo back to the text before, with the cursor before', () => {
    const selection = { path: ['blocks', 0], blockType: 'hero' };
    const opened = stateAfter(openedWith(), { type: 'selected', selection });
    const state = stateAfter(opened, typing(withHeading(' a'), 1000, heading));
    expect(state.text).toBe(withHeading(' a'));
    expect(state.changes).toBe(1);
    expect(state.cursor).toBeUndefined();
    expect(state.undo).toEqual({
      past: [{ text: aboutText, selection, cursor: cursorAt(heading), label: typingLabel }],
      future: [],
      typing: { at: 1000, line: 3 },
    });
  });

  it('joins the keys typed on one line without a pause into one step', () => {
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      typing(withHeading(' an'), 1000 + typingPauseMs - 1, heading + 2),
      typing(withHeading(' and'), 1000 + 2 * typingPauseMs - 2, heading + 3),
    );
    expect(state.text).toBe(withHeading(' and'));
    expect(state.changes).toBe(3);
    expect(state.undo.past).toEqual([
      { text: aboutText, selection: undefined, cursor: cursorAt(heading), label: typingLabel },
    ]);
  });

  it('starts a new step after a pause', () => {
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      typing(withHeading(' an'), 1000 + typingPauseMs, heading + 2),
    );
    expect(state.undo.past.map((entry) => [entry.text, entry.cursor])).toEqual([
      [aboutText, cursorAt(heading)],
      [withHeading(' a'), cursorAt(heading + 2)],
    ]);
  });

  it('starts a new step on another line', () => {
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      typing(withHeading(' a').replace('About', 'Abouts'), 1001, 12),
    );
    expect(state.undo.past.map((entry) => entry.text)).toEqual([aboutText, withHeading(' a')]);
    expect(state.undo.typing).toEqual({ at: 1001, line: 0 });
  });

  it('makes what the view writes whole a step alone, and typing after it another', () => {
    const item = `${aboutText}  - type: text\n`;
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      {
        type: 'typed',
        text: withHeading(' a').replace('Roofs a\n', 'Roofs a\n  - type: text\n'),
        cursor: cursorAt(heading + 2),
        at: 1001,
        kind: 'insertion',
      },
      typing(item.replace('Roofs', 'Roofs a').replace('type: text', 'type: texts'), 1002, 80),
    );
    expect(state.undo.past.map((entry) => entry.label)).toEqual([typingLabel, insertionLabel, typingLabel]);
    expect(state.undo.past[1].text).toBe(withHeading(' a'));
  });

  it('names a step the view wrote by the name its command gave it ("Review added"), a paste by what it is', () => {
    const state = stateAfter(
      openedWith(),
      {
        type: 'typed',
        text: withHeading(' a'),
        cursor: cursorAt(heading),
        at: 1000,
        kind: 'insertion',
        label: 'Review added',
      },
      { type: 'typed', text: withHeading(' ab'), cursor: cursorAt(heading), at: 2000, kind: 'insertion' },
    );
    expect(state.undo.past.map((entry) => entry.label)).toEqual(['Review added', insertionLabel]);
  });

  it('drops the step when the typing comes back to the text it started from', () => {
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      typing(aboutText, 1100, heading + 2),
    );
    expect(state.text).toBe(aboutText);
    expect(state.undo).toEqual({ past: [], future: [], typing: undefined });
    expect(state.changes).toBe(2);
  });

  it('changes nothing when the text is the same', () => {
    const state = openedWith();
    expect(stateAfter(state, typing(aboutText, 1000))).toBe(state);
  });

  it('clears what there was to redo', () => {
    const state = stateAfter(
      openedWith(),
      typing(withHeading(' a'), 1000, heading),
      { type: 'undo', cursor: cursorAt(heading + 2) },
      typing(withHeading('!'), 1100, heading),
    );
    expect(state.undo.future).toEqual([]);
    expect(state.undo.past.map((entry) => entry.text)).toEqual([aboutText]);
  });

  it(`keeps at most ${undoLimit} steps, dropping the oldest`, () => {
    let state = openedWith();
    for (let count = 1; count <= undoLimit + 50; count++) {
      state = stateAfter(state, typing(`${aboutText}${'x'.repeat(count)}`, count * typingPauseMs, aboutText.length));
    }
    expect(state.undo.past).toHaveLength(undoLimit);
    expect(state.undo.past[0].text).toBe(`${aboutText}${'x'.repeat(50)}`);
    expect(state.undo.past.at(-1)!.text).toBe(`${aboutText}${'x'.repeat(undoLimit + 49)}`);
  });
});

describe('the line of a change', () => {
  it('is the line where the new text starts to differ, counted from 0', () => {
    expect(lineOfChange('a\nb\nc', 'a\nb!\nc')).toBe(1);
    expect(lineOfChange('a\nb', 'a\nb\n')).toBe(1);
    expect(lineOfChange('a\nb', 'a\n')).toBe(1);
    expect(lineOfChange('', 'x')).toBe(0);
    expect(lineOfChange('abc', 'xbc')).toBe(0);
  });
});
