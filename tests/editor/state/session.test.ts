import { describe, expect, it } from 'vitest';
import { startingState } from '../../../src/editor/state/editorState';
import { aboutText, editorAfter, editorWith, openedWith } from './fileStates';

const maria = { name: 'maria', role: 'owner' as const, signIn: true, publishing: false };
const starting = startingState({ narrow: false, phone: false, textShown: true, drafts: new Set() });

describe('the session', () => {
  it('is loading until the server says who is signed in, or that nobody is', () => {
    expect(starting.session).toBe('loading');
    expect(editorAfter(starting, { type: 'sessionFound', session: maria }).session).toBe(maria);
    expect(editorAfter(starting, { type: 'sessionFound', session: 'signed-out' }).session).toBe('signed-out');
  });

  it('is the one the sign-in form was answered with', () => {
    const signedOut = editorAfter(starting, { type: 'sessionFound', session: 'signed-out' });
    expect(editorAfter(signedOut, { type: 'signedIn', session: maria }).session).toBe(maria);
  });

  it('ends on a 401 with the open file kept for after signing in again', () => {
    const state = editorAfter(editorWith(openedWith()), { type: 'signedOut' });
    expect(state.session).toBe('signed-out');
    expect(state.file.text).toBe(aboutText);
    expect(editorAfter(state, { type: 'signedOut' })).toBe(state);
  });

  it('asks the server to sign out without changing anything until it answers', () => {
    const state = editorWith(openedWith());
    expect(editorAfter(state, { type: 'signOutAsked' })).toBe(state);
  });
});

describe('the site loaded', () => {
  it('keeps the list of pages and the schemas as the server sends them', () => {
    const outline = { menu: [], others: [], collections: [], menuGroups: [] };
    const schemas = { 'page.schema.json': { title: 'Page' } };
    const state = editorAfter(editorWith(), { type: 'outlineLoaded', outline }, { type: 'schemasLoaded', schemas });
    expect(state.outline).toBe(outline);
    expect(state.schemas).toBe(schemas);
  });
});
