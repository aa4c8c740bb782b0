import { describe, expect, it } from 'vitest';
import { noFileOpen } from '../../../src/editor/state/openFileState';
import { aboutPage, aboutText, stateAfter, openedWith, typing } from './fileStates';

describe('opening a file', () => {
  it('starts from the text given, with nothing to undo, nothing selected and no check yet', () => {
    const draft = `${aboutText}# more\n`;
    expect(openedWith(draft, aboutText)).toEqual({
      ...noFileOpen,
      file: aboutPage,
      text: draft,
      savedText: aboutText,
      openedText: draft,
    });
  });

  it('forgets the file open before: its undo history, selection and check', () => {
    const worked = stateAfter(
      openedWith(),
      typing(`${aboutText}x`, 0),
      { type: 'selected', selection: { path: ['blocks', 0], blockType: 'hero' } },
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
    );
    const contact = { path: 'pages/contact.yaml', title: 'Contact' };
    const next = stateAfter(worked, {
      type: 'opened',
      file: contact,
      savedText: 'title: Contact\n',
      text: 'title: Contact\n',
    });
    expect(next.undo).toEqual({ past: [], future: [], typing: undefined });
    expect(next.selection).toBeUndefined();
    expect(next.check).toEqual(noFileOpen.check);
    expect(next.changes).toBe(0);
  });

  it('keeps the undo history and the selection when the same file is opened again', () => {
    const selection = { path: ['blocks', 0], blockType: 'hero' };
    const worked = stateAfter(openedWith(), typing(`${aboutText}x`, 0), { type: 'selected', selection });
    const again = stateAfter(worked, { type: 'opened', file: aboutPage, savedText: aboutText, text: `${aboutText}x` });
    expect(again.undo.past.map((entry) => entry.text)).toEqual([aboutText]);
    expect(again.undo.typing).toBeUndefined();
    expect(again.selection).toBe(selection);
  });
});
