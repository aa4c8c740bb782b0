// @vitest-environment happy-dom
/**
 * A completion list that opened while typing lies over the lines where a person clicks to go on writing: it takes
 * no click and closes on one, so the click places the cursor. A list asked for with Ctrl+Space is picked from as
 * usual, and Enter or Tab takes its chosen entry.
 */
import { completionStatus, currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { EditorState, Prec } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionList, unaskedListClass } from '../../src/editor/textView/completionList';

let view: EditorView | undefined;

afterEach(() => {
  vi.useRealTimers();
  view?.destroy();
  view = undefined;
});

function editorWith(text: string): EditorView {
  view = new EditorView({
    state: EditorState.create({
      doc: text,
      selection: { anchor: text.length },
      extensions: [
        completionList((context) => {
          const word = context.matchBefore(/\w*/);
          if (!word || (word.from === word.to && !context.explicit)) return null;
          return { from: word.from, options: [{ label: 'heading' }, { label: 'height' }] };
        }),
        // happy-dom lays out no text for CodeMirror's own handling of a click: the click stops after the list's.
        Prec.lowest(EditorView.domEventHandlers({ mousedown: () => true })),
      ],
    }),
    parent: document.body,
  });
  return view;
}

/** Typing as a person does: one character after another, each an input event. */
function type(editor: EditorView, text: string) {
  for (const character of text) {
    const at = editor.state.selection.main.head;
    editor.dispatch({
      changes: { from: at, insert: character },
      selection: { anchor: at + 1 },
      userEvent: 'input.type',
    });
  }
}

const listShown = async (editor: EditorView) => {
  await expect.poll(() => completionStatus(editor.state), { timeout: 2000 }).toBe('active');
  await expect.poll(() => editor.dom.querySelector('.cm-tooltip-autocomplete'), { timeout: 2000 }).not.toBeNull();
  return editor.dom.querySelector('.cm-tooltip-autocomplete')!;
};

const click = (editor: EditorView) =>
  editor.contentDOM.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, clientX: 1, clientY: 1 }));

describe('the completion list', () => {
  it('that opened while typing lets a click through to the text, and closes', async () => {
    const editor = editorWith('title: X\n');
    type(editor, 'he');
    const list = await listShown(editor);
    expect(list.classList.contains(unaskedListClass)).toBe(true);
    expect(getComputedStyle(list).pointerEvents).toBe('none');
    click(editor);
    expect(completionStatus(editor.state)).toBeNull();
    expect(editor.state.doc.toString()).toBe('title: X\nhe');
  });

  it('asked for with Ctrl+Space takes clicks as usual, and stays open on a click in the text', async () => {
    const editor = editorWith('title: X\nhe');
    startCompletion(editor);
    const list = await listShown(editor);
    expect(list.classList.contains(unaskedListClass)).toBe(false);
    expect(getComputedStyle(list).pointerEvents).not.toBe('none');
    expect(currentCompletions(editor.state).map((each) => each.label)).toEqual(['heading', 'height']);
    click(editor);
    expect(completionStatus(editor.state)).toBe('active');
  });

  it('takes its chosen entry on Tab', async () => {
    const editor = editorWith('title: X\nhe');
    startCompletion(editor);
    await listShown(editor);
    // CodeMirror takes no key in the first moments of a list, so a key meant for the text is not taken by it: a
    // fake clock, which CodeMirror reads through Date.now(), lets those moments pass.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.advanceTimersByTime(100);
    editor.contentDOM.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    await expect.poll(() => editor.state.doc.toString()).toBe('title: X\nheading');
  });
});
