// @vitest-environment happy-dom
/**
 * Ctrl+Z undoes every change to the open page in the order it was made, whether typed in the text or made elsewhere
 * through `applyEdit` (store/fileChanges.ts, as the form and the page itself do), and Ctrl+Y redoes them. The whole
 * editor, drawn in happy-dom with the server's answers stubbed; a stand-in for the form takes the preview's place and
 * changes the heading.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../src/editor/EditorApp';

vi.mock('../../src/editor/PreviewPane', async () => {
  const react = await import('react');
  const { useEditorStore } = await import('../../src/editor/store/editorStore');
  const { applyEdit } = await import('../../src/editor/store/fileChanges');
  function HeadingForm() {
    const store = useEditorStore();
    const changeHeading = () =>
      applyEdit(
        store,
        store.getState().file.text.replace('heading: Roofs', 'heading: Roofs that last'),
        'Heading changed',
      );
    return react.createElement('button', { type: 'button', onClick: changeHeading }, 'Change the heading');
  }
  return { previewPaneId: 'preview-pane', PreviewPane: HeadingForm };
});

const aboutText = 'title: About Us\nblocks:\n  - type: hero\n    heading: Roofs\n';
const typedText = aboutText.replace('About Us', 'About Us!');
const bothText = typedText.replace('heading: Roofs', 'heading: Roofs that last');

beforeEach(() => {
  const answers: Record<string, unknown> = {
    '/edit/api/session': { name: 'maria', role: 'owner' as const, signIn: true, publishing: false },
    '/edit/api/pages': {
      menu: [{ file: 'pages/about.yaml', route: '/about', title: 'About Us' }],
      others: [],
      menuGroups: [],
    },
    '/edit/api/schema': { files: {} },
    '/edit/api/file': { path: 'pages/about.yaml', text: aboutText },
    '/edit/api/check': { errors: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = answers[url.replace(/\?.*$/, '')];
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The page's text open in CodeMirror. */
async function openAboutPage(): Promise<EditorView> {
  render(createElement(EditorApp));
  fireEvent.click(await screen.findByRole('button', { name: /About Us/ }));
  await expect.poll(() => document.querySelector('.cm-editor'), { timeout: 5000 }).not.toBeNull();
  // Not focused: happy-dom answers CodeMirror's drawing of a focused selection with an event in the midst of it.
  return EditorView.findFromDOM(document.querySelector<HTMLElement>('.cm-editor')!)!;
}

/** Keys typed one after another, each an input event, as a person types them. */
function type(view: EditorView, at: number, text: string) {
  view.dispatch({ selection: { anchor: at } });
  for (const character of text) {
    const head = view.state.selection.main.head;
    act(() => {
      view.dispatch({
        changes: { from: head, insert: character },
        selection: { anchor: head + 1 },
        userEvent: 'input.type',
      });
    });
  }
}

/** Ctrl and a letter, with Shift, as the browser reports them: the letter in capitals when Shift is down. */
const press = (target: Element, letter: string, shiftKey = false) =>
  act(() => {
    const key = shiftKey ? letter.toUpperCase() : letter;
    fireEvent.keyDown(target, { key, keyCode: letter.toUpperCase().charCodeAt(0), ctrlKey: true, shiftKey });
  });

describe('undo and redo', () => {
  it('take back a typed change and a change made through applyEdit in order, and make them again', async () => {
    const view = await openAboutPage();
    type(view, 'title: About Us'.length, '!');
    expect(view.state.doc.toString()).toBe(typedText);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Change the heading' }));
    });
    expect(view.state.doc.toString()).toBe(bothText);
    expect(document.title).toBe('• About Us – Edit the site');

    press(view.contentDOM, 'z');
    expect(view.state.doc.toString()).toBe(typedText);
    press(view.contentDOM, 'z');
    expect(view.state.doc.toString()).toBe(aboutText);
    // The cursor is back where the typing started, and the page has no unsaved change left.
    expect(view.state.selection.main.head).toBe('title: About Us'.length);
    expect(document.title).toBe('About Us – Edit the site');

    press(view.contentDOM, 'y');
    expect(view.state.doc.toString()).toBe(typedText);
    press(view.contentDOM, 'z', true);
    expect(view.state.doc.toString()).toBe(bothText);
  });

  it('work with the focus outside the text, on the button that made the change', async () => {
    const view = await openAboutPage();
    type(view, 'title: About Us'.length, '!');
    const button = screen.getByRole('button', { name: 'Change the heading' });
    act(() => {
      fireEvent.click(button);
    });
    press(button, 'z');
    expect(view.state.doc.toString()).toBe(typedText);
    press(button, 'y');
    expect(view.state.doc.toString()).toBe(bothText);
  });

  it('keep typing on one line as one step, and keep the text in the browser after an undo', async () => {
    const view = await openAboutPage();
    type(view, 'title: About Us'.length, ' and more');
    press(view.contentDOM, 'z');
    expect(view.state.doc.toString()).toBe(aboutText);
    press(view.contentDOM, 'y');
    expect(JSON.parse(localStorage.getItem('site-editor:draft:pages/about.yaml')!).text).toBe(
      aboutText.replace('About Us', 'About Us and more'),
    );
  });
});
