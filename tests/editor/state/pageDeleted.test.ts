import { describe, expect, it } from 'vitest';
import type { PreviewDrawing } from '../../../src/editor/preview/PreviewFrame';
import { editorAfter, editorWith, openedWith } from './fileStates';

const page = 'pages/services/framing/commercial.yaml';

describe('a page deleted', () => {
  it('closes its dialog, says in the top bar where its visitors go, and leaves nothing of it on the screen', () => {
    const open = editorAfter(editorWith(openedWith()), { type: 'dialogOpened', dialog: { deletePage: page } });
    const drawn = {
      ...open,
      preview: { ...open.preview, drawing: {} as PreviewDrawing },
      screen: { ...open.screen, tab: 'preview' as const, sheetOpen: true },
    };
    const state = editorAfter(drawn, {
      type: 'pageDeleted',
      file: page,
      from: '/services/framing/commercial',
      to: '/services/framing',
    });
    expect(state.screen).toMatchObject({ dialog: undefined, tab: 'pages', sheetOpen: false });
    expect(state.status).toEqual({
      kind: 'saved',
      message: 'Page deleted; visitors to /services/framing/commercial go to /services/framing once published.',
    });
    expect(state.preview.drawing).toBeUndefined();
  });
});
