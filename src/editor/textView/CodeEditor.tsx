/**
 * The YAML text in CodeMirror 6: syntax colours, line numbers, the checker's findings underlined at their line and
 * column in its own words (mistakeMarks.ts), completion and hover help from the schemas and Enter that goes where the
 * structure needs (schemaAssist.ts), and the insertions of Add item and Add photo (addItem.ts, insertPhoto.ts), each
 * written whole at the columns its place needs with its first text to type over selected, through the one command that
 * changes a file (../fileEdits/textWithEdit.ts, by snippetEdit.ts). It says which block the
 * cursor is in (the preview outlines it), and puts the cursor on a place the preview leads to (sourcePlace.ts).
 *
 * The text and its undo history are the open file's state (state/openFileState.ts), for the changes made here and
 * elsewhere alike, in the order they were made (stateHistory.ts): CodeMirror keeps no history of its own.
 */
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import { EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { ContentError } from '../../content/contentError';
import type { DataPath } from '../../places/places';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { type BlockAtCursor, blockAt, offsetOfPath } from '../sourcePlace';
import type { TextCursor } from '../state/openFileState';
import type { SiteSamples } from '../valueTemplate';
import { addItemChange, listAtCursor } from './addItem';
import { type Photo, photoChange } from './insertPhoto';
import { flashLineAt, lineFlash } from './lineFlash';
import { lineHomeKeys } from './lineHome';
import { attributesFor, mistakeAttributes, toDiagnostic } from './mistakeMarks';
import { schemaAssist } from './schemaAssist';
import { applyEditOrSay } from './snippetEdit';
import { changeMadeHere, cursorOf, noHistoryHere, type TextViewChange, takeInText, undoKeys } from './stateHistory';
import { textViewTheme } from './textViewTheme';

/** What the Add button beside the text adds where the cursor is ("Add review"), if anything. */
export interface ListAtCursor {
  label: string;
  /** The item needs a picture: the photo is chosen first. */
  needsPhoto: boolean;
}

export interface CodeEditorHandle {
  /** Puts the cursor at a line and column (1-based) and shows it. */
  jumpTo(line: number, col: number): void;
  /**
   * Puts the cursor where `path` is written (a field at its words, a block at its first line), lit for a moment; the
   * text takes the focus unless `keepFocus` (the field's form has it).
   */
  showPlace(path: DataPath, keepFocus?: boolean): void;
  /** Adds an item to the list at the cursor, with `photo` as its picture when it needs one. */
  addItem(photo?: Photo): void;
  /** Puts a photo where the structure at the cursor has a place for it. */
  addPhoto(photo: Photo): void;
  focus(): void;
  /** Where the cursor is now. */
  cursor(): TextCursor | undefined;
}

interface CodeEditorProps {
  /** Changing the file starts a fresh editor state. */
  file: string;
  /** The open file's text: taken in whenever it differs from the view's own. */
  text: string;
  /** Where the cursor goes when a text is taken in (an undo puts it back); undefined maps it through the change. */
  cursor: TextCursor | undefined;
  errors: ContentError[];
  schemas: SchemaFiles | undefined;
  /** The site's pages and a picture of it, for the links and pictures of what is inserted. */
  samples: SiteSamples;
  onChange(text: string, change: TextViewChange): void;
  onUndo(cursor: TextCursor): void;
  onRedo(cursor: TextCursor): void;
  onSave(): void;
  /** The list at the cursor changed (the Add button's name). */
  onListAtCursor(list: ListAtCursor | undefined): void;
  /** The block the cursor is in changed. */
  onBlockAtCursor(block: BlockAtCursor | undefined): void;
  label: string;
}

/** The page's nonce for CodeMirror's <style> elements (the editor's Content-Security-Policy allows only those). */
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="style-nonce"]')?.content;

export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(
  {
    file,
    text,
    cursor,
    errors,
    schemas,
    samples,
    onChange,
    onUndo,
    onRedo,
    onSave,
    onListAtCursor,
    onBlockAtCursor,
    label,
  },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // Read by the long-lived CodeMirror extensions, so they always see the latest props.
  const latest = useRef({ file, schemas, samples, onChange, onUndo, onRedo, onSave, onListAtCursor, onBlockAtCursor });
  latest.current = { file, schemas, samples, onChange, onUndo, onRedo, onSave, onListAtCursor, onBlockAtCursor };
  const shownList = useRef<string>(undefined);
  const shownBlock = useRef<string>(undefined);

  /** Tells the text pane what the Add button adds at the cursor, when that changes. */
  function reportListAtCursor(state: EditorState) {
    const { schemas: files, file: name } = latest.current;
    const list = files ? listAtCursor(files, name, state.doc.toString(), state.selection.main.head) : undefined;
    const key = list ? `${list.label}:${list.needsPhoto}` : '';
    if (key === shownList.current) return;
    shownList.current = key;
    latest.current.onListAtCursor(list);
  }

  /** Tells the preview which block the cursor is in, when that changes. */
  function reportBlockAtCursor(state: EditorState) {
    const block = blockAt(state.doc.toString(), state.selection.main.head);
    const key = block ? `${block.index}:${block.type}` : '';
    if (key === shownBlock.current) return;
    shownBlock.current = key;
    latest.current.onBlockAtCursor(block);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schemas arrive after the text; the button follows.
  useEffect(() => {
    shownList.current = undefined;
    if (view.current) reportListAtCursor(view.current.state);
  }, [schemas, file]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file is a new editor; the text typed afterwards lives in CodeMirror itself.
  useEffect(() => {
    const state = EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        noHistoryHere,
        undoKeys(
          (before) => latest.current.onUndo(before),
          (before) => latest.current.onRedo(before),
        ),
        ...(styleNonce ? [EditorView.cspNonce.of(styleNonce)] : []),
        yaml(),
        lintGutter(),
        textViewTheme,
        EditorView.lineWrapping,
        // tabindex: the text is focusable as it is (contenteditable), but saying so lets every tool see that the
        // scrolling area around it (.cm-scroller) holds a place for the keyboard; it adds no stop to the Tab order.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        mistakeAttributes.of(attributesFor(errors)),
        Prec.high(keymap.of(lineHomeKeys)),
        keymap.of([
          {
            key: 'Mod-s',
            preventDefault: true,
            run: () => {
              latest.current.onSave();
              return true;
            },
          },
        ]),
        schemaAssist(() => latest.current),
        lineFlash,
        EditorView.updateListener.of((update) => {
          const change = changeMadeHere(update);
          if (change) latest.current.onChange(update.state.doc.toString(), change);
          if (update.docChanged || update.selectionSet) {
            reportListAtCursor(update.state);
            reportBlockAtCursor(update.state);
          }
        }),
      ],
    });
    const created = new EditorView({ state, parent: host.current! });
    view.current = created;
    shownList.current = undefined;
    shownBlock.current = undefined;
    reportListAtCursor(state);
    reportBlockAtCursor(state);
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [file]);

  // A text from the open file's state (an undo, a change made elsewhere), taken in before it is painted; the text typed
  // here is already the view's and changes nothing.
  useLayoutEffect(() => {
    if (view.current) takeInText(view.current, text, cursor);
  }, [text, cursor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new editor of another file needs the mistakes drawn again.
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    current.dispatch(
      setDiagnostics(
        current.state,
        errors.map((error) => toDiagnostic(current.state, error)),
      ),
    );
    current.dispatch({ effects: mistakeAttributes.reconfigure(attributesFor(errors)) });
    // The list of mistakes below the text grows and shrinks with them: keep the line being typed in view.
    if (current.hasFocus) {
      requestAnimationFrame(() =>
        current.dispatch({
          effects: EditorView.scrollIntoView(current.state.selection.main.head, { y: 'nearest', yMargin: 24 }),
        }),
      );
    }
  }, [errors, file]);

  useImperativeHandle(ref, () => ({
    jumpTo(line, col) {
      const current = view.current;
      if (!current) return;
      const target = current.state.doc.line(Math.min(Math.max(1, line), current.state.doc.lines));
      const pos = Math.min(target.from + Math.max(0, col - 1), target.to);
      current.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      current.focus();
    },
    showPlace(path, keepFocus = false) {
      const current = view.current;
      if (!current) return;
      const pos = offsetOfPath(current.state.doc.toString(), path);
      if (pos === undefined) return;
      current.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      flashLineAt(current, pos);
      if (!keepFocus) current.focus();
    },
    addItem(photo) {
      const current = view.current;
      const { schemas: files, file: name, samples: known } = latest.current;
      if (!current || !files) return;
      const { state } = current;
      const change = addItemChange(files, name, state.doc.toString(), state.selection.main.head, known, photo);
      current.focus();
      if (change) applyEditOrSay(current, { files, file: name }, change.edit, change.label);
    },
    addPhoto(photo) {
      const current = view.current;
      const { schemas: files, file: name } = latest.current;
      if (!current || !files) return;
      const { state } = current;
      current.focus();
      const change = photoChange(files, name, state.doc.toString(), state.selection.main.head, photo);
      applyEditOrSay(current, { files, file: name }, change.edit, change.label);
    },
    focus() {
      view.current?.focus();
    },
    cursor() {
      return view.current ? cursorOf(view.current.state) : undefined;
    },
  }));

  return <div className="code-editor" ref={host} />;
});
