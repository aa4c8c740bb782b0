import { describe, expect, it } from 'vitest';
import type { Preview } from '../../../src/editor/api';
import { aboutPage, aboutText, editorAfter, editorWith, openedWith, typing } from './fileStates';

const page = (html: string) => ({ site: { company: { name: html } }, html }) as unknown as Preview;
const file = aboutPage.path;
const typedText = aboutText.replace('About Us', 'About Us!');

describe('around the open file', () => {
  it('starts a page chosen in the list afresh: no status, no preview, and the preview tab on a narrow screen', () => {
    const before = editorAfter(editorWith(undefined, true), { type: 'failed', message: 'Lost' });
    const state = editorAfter(before, {
      type: 'opened',
      file: aboutPage,
      savedText: aboutText,
      text: aboutText,
      chosen: true,
    });
    expect(state.status).toEqual({ kind: 'idle' });
    expect(state.preview.drawing).toBeUndefined();
    expect(state.screen.tab).toBe('preview');
  });

  it('leaves the screen as it is when the file opens afresh after its draft was thrown away', () => {
    const before = editorAfter(editorWith(undefined, true), { type: 'tabChosen', tab: 'text' });
    const state = editorAfter(before, { type: 'opened', file: aboutPage, savedText: aboutText, text: aboutText });
    expect(state.screen.tab).toBe('text');
  });

  it('says Checking… while a check is awaited, unless a save says how it went', () => {
    const sent = editorAfter(editorWith(openedWith()), { type: 'checkSent', file, text: aboutText });
    expect(sent.status.kind).toBe('checking');
    const saving = editorAfter(
      editorWith(openedWith()),
      { type: 'saveStarted' },
      { type: 'checkSent', file, text: aboutText },
    );
    expect(saving.status.kind).toBe('saving');
  });

  it('shows the page that passed when the check answers for the text as it is, and keeps the site’s facts', () => {
    const sent = editorAfter(editorWith(openedWith()), { type: 'checkSent', file, text: aboutText });
    const passed = editorAfter(sent, { type: 'checked', file, text: aboutText, errors: [], preview: page('one') });
    expect(passed.status.kind).toBe('idle');
    expect(passed.preview.drawing?.preview).toBe(passed.file.check.passed?.preview);
    expect(passed.preview.current).toBe(true);
    expect(passed.preview.checkedSite).toEqual({ company: { name: 'one' } });
    const failing = editorAfter(
      passed,
      typing(typedText, 1),
      { type: 'checkSent', file, text: typedText },
      { type: 'checked', file, text: typedText, errors: [], preview: undefined },
    );
    expect(failing.preview.current).toBe(false);
    expect(failing.preview.drawing?.preview).toBe(passed.preview.drawing?.preview);
  });

  it('keeps the preview while typing went on past the text checked', () => {
    const sent = editorAfter(
      editorWith(openedWith()),
      { type: 'checkSent', file, text: aboutText },
      typing(typedText, 1),
    );
    const state = editorAfter(sent, { type: 'checked', file, text: aboutText, errors: [], preview: page('one') });
    expect(state.status.kind).toBe('idle');
    expect(state.preview.drawing).toBeUndefined();
    expect(state.preview.checkedSite).toBeDefined();
  });

  it('says Saving…, then Saved with the file’s name, or how many mistakes stop the save', () => {
    const saving = editorAfter(editorWith(openedWith()), { type: 'saveStarted' });
    expect(saving.status.kind).toBe('saving');
    expect(editorAfter(saving, { type: 'saved', file, text: aboutText, errors: [] }).status).toEqual({
      kind: 'saved',
      message: 'Saved pages/about.yaml.',
    });
    const error = { file, line: 1, column: 1, message: 'Wrong' } as never;
    expect(editorAfter(saving, { type: 'saveRefused', file, errors: [error] }).status.message).toBe(
      'Not saved: 1 mistake needs fixing first. Your changes are kept in this browser.',
    );
  });

  it('lets what a save said give way once the text changes', () => {
    const saved = editorAfter(
      editorWith(openedWith()),
      { type: 'saveStarted' },
      { type: 'saved', file, text: aboutText, errors: [] },
    );
    expect(editorAfter(saved, typing(typedText, 1)).status.kind).toBe('idle');
    expect(editorAfter(saved, { type: 'selected', selection: { path: ['blocks', 0] } }).status.kind).toBe('saved');
  });
});
