import { describe, expect, it } from 'vitest';
import { noFileOpen } from '../../../src/editor/state/openFileState';
import { aboutText, stateAfter, openedWith, typing } from './fileStates';

describe('closing the file', () => {
  it('leaves no file open and nothing to undo', () => {
    expect(stateAfter(openedWith(), typing(`${aboutText}x`, 0), { type: 'closed' })).toBe(noFileOpen);
  });

  it('then opening the same file starts afresh, with nothing to undo', () => {
    const state = stateAfter(openedWith(), typing(`${aboutText}x`, 0), { type: 'closed' });
    expect(
      stateAfter(state, {
        type: 'opened',
        file: { path: 'pages/about.yaml', title: 'About Us' },
        savedText: aboutText,
        text: aboutText,
      }).undo.past,
    ).toEqual([]);
  });
});
