import { describe, expect, it } from 'vitest';
import { aboutPage, editorAfter, editorWith, openedWith } from './fileStates';

const said = 'pages/about.yaml moved from /about to /about-us. Links on 2 other pages now point to /about-us. …';

describe('a page moved to another address', () => {
  it('closes its dialog and says in the top bar what the move did', () => {
    const open = editorAfter(editorWith(openedWith()), { type: 'dialogOpened', dialog: { movePage: aboutPage.path } });
    const state = editorAfter(open, {
      type: 'pageMoved',
      file: aboutPage.path,
      title: aboutPage.title,
      text: 'route: /about-us\n',
      message: said,
    });
    expect(state.screen.dialog).toBeUndefined();
    expect(state.status).toEqual({ kind: 'saved', message: said });
  });

  it('keeps saying so when the page opens again from its new text', () => {
    const moved = editorAfter(editorWith(openedWith()), {
      type: 'pageMoved',
      file: aboutPage.path,
      title: aboutPage.title,
      text: 'route: /about-us\n',
      message: said,
    });
    const reopened = editorAfter(
      moved,
      { type: 'closed' },
      { type: 'opened', file: aboutPage, savedText: 'route: /about-us\n', text: 'route: /about-us\n' },
    );
    expect(reopened.status).toEqual({ kind: 'saved', message: said });
    expect(reopened.file.savedText).toBe('route: /about-us\n');
  });
});
