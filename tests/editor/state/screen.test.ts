import { describe, expect, it } from 'vitest';
import { editorAfter, editorWith, openedWith } from './fileStates';

describe('what is on the screen', () => {
  it('opens and closes one dialog at a time', () => {
    const state = editorAfter(editorWith(openedWith()), { type: 'dialogOpened', dialog: 'photo' });
    expect(state.screen.dialog).toBe('photo');
    const picture = { picturePath: ['blocks', 0, 'image'] };
    expect(editorAfter(state, { type: 'dialogOpened', dialog: picture }).screen.dialog).toBe(picture);
    expect(editorAfter(state, { type: 'dialogClosed' }).screen.dialog).toBeUndefined();
  });

  it('shows a tab, the sheet and the preview’s width as chosen, and nothing new for the same choice', () => {
    const state = editorAfter(editorWith(openedWith(), true), { type: 'tabChosen', tab: 'text' });
    expect(state.screen.tab).toBe('text');
    expect(editorAfter(state, { type: 'tabChosen', tab: 'text' })).toBe(state);
    expect(editorAfter(state, { type: 'widthChosen', width: 'tablet' }).screen.width).toBe('tablet');
    const sheet = editorAfter(state, { type: 'sheetOpened', focus: false });
    expect(sheet.screen.sheetOpen).toBe(true);
    expect(sheet.screen.focusRequest).toBeUndefined();
    expect(editorAfter(sheet, { type: 'sheetClosed' }).screen.sheetOpen).toBe(false);
  });

  it('asks the panel’s heading for the focus when its button opens the sheet', () => {
    const state = editorAfter(editorWith(openedWith(), true), { type: 'sheetOpened', focus: true });
    expect(state.screen.focusRequest).toEqual({ path: [], serial: 1 });
  });

  it('makes each ask for a field’s focus a new one, and drops it once typing on the page begins', () => {
    const once = editorAfter(editorWith(openedWith()), { type: 'fieldFocusAsked', path: ['blocks', 0, 'heading'] });
    const twice = editorAfter(once, { type: 'fieldFocusAsked', path: ['blocks', 0, 'heading'] });
    expect(once.screen.focusRequest).toEqual({ path: ['blocks', 0, 'heading'], serial: 1 });
    expect(twice.screen.focusRequest?.serial).toBe(2);
    const typing = editorAfter(twice, { type: 'typingOnPageBegan' });
    expect(typing.screen.focusRequest).toBeUndefined();
    expect(typing.screen.typingOnPage).toBe(1);
  });

  it('keeps the text shown or hidden, the screen’s width and where the person works', () => {
    const state = editorAfter(
      editorWith(openedWith()),
      { type: 'textShownChosen', shown: false },
      { type: 'screenMeasured', narrow: true },
      { type: 'workedIn', place: 'text' },
    );
    expect(state.screen).toMatchObject({ textShown: false, narrow: true, workingIn: 'text' });
  });
});
