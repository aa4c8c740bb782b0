import { describe, expect, it } from 'vitest';
import { aboutPage, aboutText, stateAfter, openedWith } from './fileStates';

describe('a text sent to the checker', () => {
  it('is the last text sent, and the one whose answer is awaited', () => {
    const state = stateAfter(openedWith(), { type: 'checkSent', file: aboutPage.path, text: aboutText });
    expect(state.check).toMatchObject({ sentText: aboutText, awaitedText: aboutText });
  });

  it('of a file no longer open changes nothing', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'checkSent', file: 'pages/contact.yaml', text: 'title: Contact\n' })).toBe(state);
  });
});
