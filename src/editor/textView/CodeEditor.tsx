/**
 * The YAML text in CodeMirror 6: syntax colours, line numbers, the checker's findings underlined at their line and
 * column (in its own words), completion and hover help from the schemas (schemaHelp.ts), Enter that goes where the
 * structure needs (newLine.ts), and the insertions of Add item and Add photo (addItem.ts, insertPhoto.ts), each
 * written whole at the columns its place needs with its first text to type over selected. It says which block the
 * cursor is in (the preview outlines it), and puts the cursor on a place the preview leads to (sourcePlace.ts).
 *
 * The text is the open file's state (state/openFileState.ts): what is typed here goes there as it is typed, and a text
 * that comes from there (an undo, a change made in a form or on the page) is taken in as the one change from this
 * text to it, so the cursor and the snippets' places to type over move with it. Undo is the state's too, for the
 * changes made here and elsewhere alike, in the order they were made: CodeMirror keeps no history, and its undo and
 * redo keys (and the browser's Edit menu) ask the state.
 */
import {
  completionStatus,
  startCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import {
  Annotation,
  Compartment,
  EditorState,
  Prec,
  StateEffect,
  StateField,
  Transaction,
  type ChangeSpec,
} from '@codemirror/state';
import { EditorView, hoverTooltip, keymap, showTooltip, type Tooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { ContentError } from '../../content/contentError';
import { addItemAt, listAtCursor } from './addItem';
import { completionList } from './completionList';
import type { DataPath } from '../freeText';
import { type Photo, photoEdit } from './insertPhoto';
import { flashLineAt, lineFlash } from './lineFlash';
import { lineHomeKeys } from './lineHome';
import { mistakesSummaryId } from './Mistakes';
import { newLineEdit } from './newLine';
import type { SchemaFiles } from '../schemaAtPlace';
import { completionsAt, hoverAt, type Suggestion } from './schemaHelp';
import { editTransaction } from './snippetEdit';
import { type BlockAtCursor, blockAt, offsetOfPath } from '../sourcePlace';
import type { TextCursor } from '../state/openFileState';
import type { TextEdit } from './textEdit';
import type { SiteSamples } from '../valueTemplate';

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

/** A change made in the text view, as the open file's undo history needs it. */
export interface TextViewChange {
  /** The cursor before the change. */
  cursor: TextCursor;
  /** 'typing': keys typed or deleted, which join one step of undo; 'insertion': text written whole, a step alone. */
  kind: 'typing' | 'insertion';
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

const theme = EditorView.theme({
  '&': { fontSize: '15px', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.6' },
  '.cm-content': { paddingBottom: '40vh' },
  '.cm-tooltip-hover': {
    maxWidth: '420px',
    padding: '8px 12px',
    fontFamily: 'system-ui, sans-serif',
    fontSize: '14px',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'system-ui, sans-serif', maxHeight: '18em' },
  '.cm-completionDetail': { color: '#555', marginLeft: '0.75em', fontStyle: 'normal' },
  // The chosen entry is white on blue: its grey detail would be unreadable there.
  '.cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail': { color: 'inherit' },
  '.cm-completionInfo': { maxWidth: '360px', fontFamily: 'system-ui, sans-serif' },
  '.cm-diagnostic-error': { borderLeftColor: '#b42318' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy #b42318',
    textUnderlineOffset: '3px',
  },
});

/** A checker finding as a CodeMirror diagnostic: from its position to the end of the word (or line). */
function toDiagnostic(state: EditorState, error: ContentError): Diagnostic {
  const lineNumber = Math.min(Math.max(1, error.line), state.doc.lines);
  const line = state.doc.line(lineNumber);
  const from = Math.min(line.from + Math.max(0, error.col - 1), line.to);
  const rest = line.text.slice(from - line.from);
  const word = /^[^\s:]+/.exec(rest)?.[0].length ?? rest.length;
  const to = Math.min(line.to, from + Math.max(1, word));
  return {
    from,
    to: Math.max(to, from),
    severity: 'error',
    message: error.where ? `${error.where}: ${error.message}` : error.message,
  };
}

function applyEdit(view: EditorView, edit: TextEdit) {
  view.dispatch(editTransaction(view.state, edit));
  if (edit.thenComplete) startCompletion(view);
}

const completionType: Record<Suggestion['kind'], string> = {
  property: 'property',
  value: 'enum',
  section: 'class',
  item: 'class',
};

/** The schemas' help while typing. */
function schemaCompletion(current: () => { file: string; schemas: SchemaFiles | undefined; samples: SiteSamples }) {
  return (context: CompletionContext): CompletionResult | null => {
    const { file, schemas, samples } = current();
    if (!schemas) return null;
    const text = context.state.doc.toString();
    const answer = completionsAt(schemas, file, text, context.pos, samples);
    if (!answer || (!answer.suggestions.length && !context.explicit)) return null;
    const options: Completion[] = answer.suggestions.map((suggestion) => ({
      label: suggestion.label,
      detail: suggestion.detail,
      info: suggestion.info,
      type: completionType[suggestion.kind],
      boost: suggestion.boost ?? 0,
      // Worked out again from the text as it is when chosen: the word typed may have grown since the list opened.
      apply: (view: EditorView) => {
        const latest = current();
        const now = latest.schemas
          ? completionsAt(
              latest.schemas,
              latest.file,
              view.state.doc.toString(),
              view.state.selection.main.head,
              latest.samples,
            )
          : undefined;
        const chosen = now?.suggestions.find((each) => each.label === suggestion.label);
        applyEdit(view, chosen?.edit ?? suggestion.edit);
      },
    }));
    return { from: answer.from, options, validFor: /^[\w$-]*$/ };
  };
}

/** The schema's help for the field at `pos` (its title and description), as a tooltip; null where there is none. */
function helpTooltip(help: ReturnType<typeof hoverAt>): Tooltip | null {
  if (!help || (!help.title && !help.description)) return null;
  return {
    pos: help.from,
    end: help.to,
    create: () => {
      const dom = document.createElement('div');
      if (help.title) {
        const title = document.createElement('strong');
        title.textContent = help.title;
        dom.append(title);
      }
      if (help.description) {
        const text = document.createElement('p');
        text.style.margin = '4px 0 0';
        text.textContent = help.description;
        dom.append(text);
      }
      return { dom };
    },
  };
}

/** The text box's ties to the mistakes: described by their summary, and invalid while the open file has any. */
const mistakeAttributes = new Compartment();
const attributesFor = (errors: ContentError[]) =>
  EditorView.contentAttributes.of({
    'aria-describedby': mistakesSummaryId,
    ...(errors.length > 0 ? { 'aria-invalid': 'true' } : {}),
  });

/** Marks the transactions that take in the open file's text: they are not changes made here. */
const takenFromState = Annotation.define<boolean>();

/** CodeMirror's history (part of basicSetup) records nothing: the open file's state keeps the one undo history. */
const noHistoryHere = EditorState.transactionExtender.of(() => ({ annotations: Transaction.addToHistory.of(false) }));

const cursorOf = (state: EditorState): TextCursor => ({
  anchor: state.selection.main.anchor,
  head: state.selection.main.head,
});

/** The one change that turns `before` into `after`: what lies between their common start and common end. */
function changeBetween(before: string, after: string): ChangeSpec {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
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
    const helpTooltipAt = (state: EditorState, pos: number) => {
      const files = latest.current.schemas;
      return files ? helpTooltip(hoverAt(files, latest.current.file, state.doc.toString(), pos)) : null;
    };
    // The same help on a key, for whoever does not use a mouse: F1 shows it for the field at the cursor, Escape, typing
    // or moving on hides it.
    const showHelp = StateEffect.define<Tooltip | null>();
    const keyHelp = StateField.define<Tooltip | null>({
      create: () => null,
      update(shown, transaction) {
        for (const effect of transaction.effects) if (effect.is(showHelp)) return effect.value;
        return transaction.docChanged || transaction.selection ? null : shown;
      },
      provide: (field) => showTooltip.from(field),
    });
    const fieldHelpOnKey = [
      keyHelp,
      Prec.high(
        keymap.of([
          {
            key: 'F1',
            run: (editorView) => {
              const help = helpTooltipAt(editorView.state, editorView.state.selection.main.head);
              editorView.dispatch({ effects: showHelp.of(help) });
              return true;
            },
          },
          {
            key: 'Escape',
            run: (editorView) => {
              if (!editorView.state.field(keyHelp)) return false;
              editorView.dispatch({ effects: showHelp.of(null) });
              return true;
            },
          },
        ]),
      ),
    ];
    const enterKey = Prec.high(
      keymap.of([
        {
          key: 'Enter',
          run: (editorView) => {
            const { file: name, schemas: files } = latest.current;
            const { main } = editorView.state.selection;
            if (!files || !main.empty || completionStatus(editorView.state)) return false;
            const edit = newLineEdit(files, name, editorView.state.doc.toString(), main.head);
            if (!edit) return false;
            applyEdit(editorView, edit);
            return true;
          },
        },
      ]),
    );
    const undoHere = (editorView: EditorView) => {
      latest.current.onUndo(cursorOf(editorView.state));
      return true;
    };
    const redoHere = (editorView: EditorView) => {
      latest.current.onRedo(cursorOf(editorView.state));
      return true;
    };
    const undoKeys = [
      Prec.highest(
        keymap.of([
          { key: 'Mod-z', run: undoHere, preventDefault: true },
          { key: 'Mod-y', run: redoHere, preventDefault: true },
          { key: 'Mod-Shift-z', run: redoHere, preventDefault: true },
        ]),
      ),
      // Undo and Redo from the browser's Edit menu or the text's context menu.
      Prec.highest(
        EditorView.domEventHandlers({
          beforeinput(event, editorView) {
            const command =
              event.inputType === 'historyUndo' ? undoHere : event.inputType === 'historyRedo' ? redoHere : undefined;
            if (!command) return false;
            event.preventDefault();
            return command(editorView);
          },
        }),
      ),
    ];
    const state = EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        noHistoryHere,
        undoKeys,
        ...(styleNonce ? [EditorView.cspNonce.of(styleNonce)] : []),
        yaml(),
        lintGutter(),
        theme,
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
        completionList(schemaCompletion(() => latest.current)),
        enterKey,
        hoverTooltip((editorView, pos) => helpTooltipAt(editorView.state, pos)),
        fieldHelpOnKey,
        lineFlash,
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((each) => each.annotation(takenFromState))) {
            const typing = update.transactions.every(
              (each) => !each.docChanged || each.isUserEvent('input.type') || each.isUserEvent('delete'),
            );
            latest.current.onChange(update.state.doc.toString(), {
              cursor: cursorOf(update.startState),
              kind: typing ? 'typing' : 'insertion',
            });
          }
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
    const current = view.current;
    if (!current) return;
    const shown = current.state.doc.toString();
    if (shown === text) return;
    const end = text.length;
    current.dispatch({
      changes: changeBetween(shown, text),
      selection: cursor && { anchor: Math.min(cursor.anchor, end), head: Math.min(cursor.head, end) },
      scrollIntoView: cursor !== undefined,
      annotations: takenFromState.of(true),
    });
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
      const edit = addItemAt(files, name, state.doc.toString(), state.selection.main.head, known, photo);
      current.focus();
      if (edit) applyEdit(current, edit);
    },
    addPhoto(photo) {
      const current = view.current;
      const { schemas: files, file: name } = latest.current;
      if (!current || !files) return;
      const { state } = current;
      current.focus();
      applyEdit(current, photoEdit(files, name, state.doc.toString(), state.selection.main.head, photo));
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
