import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../src/content/contentError';
import { aboutPage, aboutText, stateAfter, openedWith, typing } from './fileStates';

const changed = aboutText.replace('Roofs', 'Roofs that last');

describe('the file saved', () => {
  it('makes the text saved the text on disk and the one the editor holds from the start, with the save’s mistakes', () => {
    const mistake: ContentError = { file: 'site.yaml', line: 2, col: 3, where: '', message: 'Missing "phone".' };
    const state = stateAfter(
      openedWith(),
      typing(changed, 1000),
      { type: 'saveStarted' },
      {
        type: 'saved',
        file: aboutPage.path,
        text: changed,
        errors: [mistake],
      },
    );
    expect(state.savedText).toBe(changed);
    expect(state.openedText).toBe(changed);
    expect(state.check.errors).toEqual([mistake]);
    // Saving is not a change of the text: it is not undone.
    expect(state.undo.past).toHaveLength(1);
  });

  it('leaves what was typed during the save unsaved', () => {
    const typedOn = `${changed}# more\n`;
    const state = stateAfter(openedWith(), typing(changed, 1000), { type: 'saveStarted' }, typing(typedOn, 1100), {
      type: 'saved',
      file: aboutPage.path,
      text: changed,
      errors: [],
    });
    expect(state.text).toBe(typedOn);
    expect(state.savedText).toBe(changed);
  });

  it('of a file no longer open changes nothing', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'saved', file: 'pages/contact.yaml', text: 'title: Contact\n', errors: [] })).toBe(
      state,
    );
  });
});
