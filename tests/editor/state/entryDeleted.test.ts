import { describe, expect, it } from 'vitest';
import type { PreviewDrawing } from '../../../src/editor/preview/PreviewFrame';
import { editorAfter, editorWith, openedWith } from './fileStates';

const entry = 'collections/news/after-a-wind-storm.yaml';

describe('an entry deleted', () => {
  it('closes its dialog, says so in the top bar, and leaves nothing of it on the screen', () => {
    const open = editorAfter(editorWith(openedWith()), { type: 'dialogOpened', dialog: { deleteEntry: entry } });
    const drawn = {
      ...open,
      preview: { ...open.preview, drawing: {} as PreviewDrawing },
      screen: { ...open.screen, tab: 'preview' as const, sheetOpen: true },
    };
    const state = editorAfter(drawn, { type: 'entryDeleted', file: entry, name: 'Post “After a Wind Storm”' });
    expect(state.screen).toMatchObject({ dialog: undefined, tab: 'pages', sheetOpen: false });
    expect(state.status).toEqual({
      kind: 'saved',
      message: 'Post “After a Wind Storm” deleted. Visitors see it until you publish.',
    });
    expect(state.preview.drawing).toBeUndefined();
  });
});
