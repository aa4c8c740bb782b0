import { describe, expect, it } from 'vitest';
import type { Preview } from '../../../src/editor/api';
import { aboutPage, aboutText, editorAfter, editorWith, openedWith } from './fileStates';

const page = { site: { company: {} }, html: '<p>About</p>' } as unknown as Preview;

describe('asking the server', () => {
  it('drops a draft’s notice once another page is asked for, or the draft is thrown away', () => {
    const state = editorAfter(editorWith(), {
      type: 'opened',
      file: aboutPage,
      savedText: aboutText,
      text: `${aboutText}# draft\n`,
      notice: 'Your unsaved changes are back.',
      chosen: true,
    });
    expect(state.notice).toBe('Your unsaved changes are back.');
    expect(editorAfter(state, { type: 'openAsked', file: 'pages/contact.yaml', title: 'Contact' }).notice).toBe(
      undefined,
    );
    expect(editorAfter(state, { type: 'draftDiscarded' }).notice).toBeUndefined();
  });

  it('closes the New page dialog once the page is made', () => {
    const state = editorAfter(editorWith(), { type: 'dialogOpened', dialog: 'new-page' });
    expect(editorAfter(state, { type: 'pageCreated', file: 'pages/new.yaml', title: 'New' }).screen.dialog).toBe(
      undefined,
    );
  });

  it('changes nothing when Save is pressed: the save starts with saveStarted', () => {
    const state = editorWith(openedWith());
    expect(editorAfter(state, { type: 'saveAsked' })).toBe(state);
  });

  it('lists the files with drafts, and says a failure in words', () => {
    const files = new Set(['pages/about.yaml']);
    expect(editorAfter(editorWith(), { type: 'draftsListed', files }).drafts).toBe(files);
    expect(editorAfter(editorWith(), { type: 'failed', message: 'Failed to fetch' }).status).toEqual({
      kind: 'failed',
      message: 'Failed to fetch',
    });
  });

  it('says a check failed only when its answer was the one awaited', () => {
    const sent = editorAfter(editorWith(openedWith()), { type: 'checkSent', file: aboutPage.path, text: aboutText });
    const failed = { type: 'checkFailed', file: aboutPage.path, message: 'Failed to fetch' } as const;
    expect(editorAfter(sent, { ...failed, text: aboutText }).status.kind).toBe('failed');
    expect(editorAfter(sent, { ...failed, text: 'older text' }).status.kind).toBe('checking');
  });

  it('draws new words over the last page that passed', () => {
    const drawing = { preview: page, words: [{ place: 'pages/about.yaml#title', text: 'About' }] };
    expect(editorAfter(editorWith(openedWith()), { type: 'wordsDrawn', drawing }).preview.drawing).toBe(drawing);
  });
});
