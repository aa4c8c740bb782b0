import { describe, expect, it } from 'vitest';
import { aboutPage, aboutText, stateAfter, openedWith } from './fileStates';

describe('a save under way', () => {
  it('makes the answer of a check still under way stale', () => {
    const state = stateAfter(
      openedWith(),
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
      { type: 'saveStarted' },
    );
    expect(state.check.awaitedText).toBeUndefined();
    expect(state.check.sentText).toBe(aboutText);
    expect(
      stateAfter(state, { type: 'checked', file: aboutPage.path, text: aboutText, errors: [], preview: undefined }),
    ).toBe(state);
  });
});
