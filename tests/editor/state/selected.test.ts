import { describe, expect, it } from 'vitest';
import { stateAfter, openedWith } from './fileStates';

describe('selecting', () => {
  it('selects a block or a field by its path, and nothing', () => {
    const field = { path: ['blocks', 0, 'heading'], blockType: 'hero' };
    const state = stateAfter(openedWith(), { type: 'selected', selection: field });
    expect(state.selection).toBe(field);
    expect(stateAfter(state, { type: 'selected', selection: undefined }).selection).toBeUndefined();
  });

  it('keeps the state as it is when the same place is selected again', () => {
    const state = stateAfter(openedWith(), { type: 'selected', selection: { path: ['blocks', 2], blockType: 'faq' } });
    expect(stateAfter(state, { type: 'selected', selection: { path: ['blocks', 2], blockType: 'faq' } })).toBe(state);
    expect(stateAfter(state, { type: 'selected', selection: { path: ['blocks', 2], blockType: 'hero' } })).not.toBe(
      state,
    );
    expect(stateAfter(state, { type: 'selected', selection: { path: ['blocks', 3], blockType: 'faq' } })).not.toBe(
      state,
    );
  });

  it('is no change of the text: nothing to undo', () => {
    const state = stateAfter(openedWith(), { type: 'selected', selection: { path: ['blocks', 0] } });
    expect(state.undo.past).toEqual([]);
    expect(state.changes).toBe(0);
  });
});
