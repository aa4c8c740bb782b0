import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../src/content/contentError';
import { aboutPage, aboutText, stateAfter, openedWith, typing } from './fileStates';

const mistake: ContentError = { file: aboutPage.path, line: 1, col: 1, where: '', message: 'Unknown field "titl".' };

describe('a save refused', () => {
  it('shows the mistakes the server named, and the text stays unsaved', () => {
    const broken = aboutText.replace('title', 'titl');
    const state = stateAfter(
      openedWith(),
      typing(broken, 1000),
      { type: 'saveStarted' },
      {
        type: 'saveRefused',
        file: aboutPage.path,
        errors: [mistake],
      },
    );
    expect(state.check.errors).toEqual([mistake]);
    expect(state.text).toBe(broken);
    expect(state.savedText).toBe(aboutText);
  });

  it('of a file no longer open changes nothing', () => {
    const state = openedWith();
    expect(stateAfter(state, { type: 'saveRefused', file: 'pages/contact.yaml', errors: [mistake] })).toBe(state);
  });
});
