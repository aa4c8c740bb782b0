/**
 * The text of the open page: its file name, Add photo and the Add button of the list at the cursor ("Add review"), a
 * restored draft's notice, the YAML editor and its mistakes.
 */
import { lazy, type RefObject, Suspense, useState } from 'react';
import type { ContentError } from '../../content/contentError';
import type { CodeEditorHandle, ListAtCursor } from './CodeEditor';
import type { TextViewChange } from './stateHistory';
import { Mistakes } from './Mistakes';
import { notHeldBack, useHeldBack } from '../form/heldBackErrors';
import { siteFile } from '../PageList';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import type { BlockAtCursor } from '../sourcePlace';
import type { OpenFileState, TextCursor } from '../state/openFileState';
import type { SiteSamples } from '../valueTemplate';
import './textPane.css';

// CodeMirror arrives when the first file is opened: signing in and the list of pages need none of it.
const CodeEditor = lazy(() => import('./CodeEditor').then((module) => ({ default: module.CodeEditor })));

export function TextPane({
  openFile,
  notice,
  editor,
  errors,
  schemas,
  samples,
  onAddPhoto,
  onAddItem,
  onDiscardDraft,
  onChange,
  onUndo,
  onRedo,
  onSave,
  onBlockAtCursor,
}: {
  openFile: OpenFileState;
  notice: string | undefined;
  editor: RefObject<CodeEditorHandle | null>;
  errors: ContentError[];
  schemas: SchemaFiles | undefined;
  samples: SiteSamples;
  onAddPhoto(): void;
  /** The Add button: `list` says what it adds, and whether a photo is to be chosen first. */
  onAddItem(list: ListAtCursor): void;
  onDiscardDraft(): void;
  onChange(text: string, change: TextViewChange): void;
  onUndo(cursor: TextCursor): void;
  onRedo(cursor: TextCursor): void;
  onSave(): void;
  onBlockAtCursor(block: BlockAtCursor | undefined): void;
}) {
  const [list, setList] = useState<ListAtCursor>();
  const [addHint, setAddHint] = useState(false);
  // A new list item's messages wait until it is left, here as in the form (heldBackErrors.ts).
  const heldBack = useHeldBack();
  const open = openFile.file;
  if (!open) {
    return (
      <section className="text-pane empty-pane">
        <p>Choose a page on the left to change it, or add a new page.</p>
      </section>
    );
  }
  const shown = notHeldBack(errors, heldBack);
  const ownErrors = shown.filter((error) => error.file === open.path);
  return (
    <section className="text-pane" aria-label={`Text of ${open.title}`}>
      <div className="pane-toolbar">
        <span className="file-name" title={open.path}>
          {open.path}
        </span>
        {/* Unavailable outside a list, yet focusable and pressable: a press says how to make it available. */}
        <button
          type="button"
          className="button"
          aria-disabled={!list || undefined}
          onClick={() => {
            setAddHint(!list);
            if (list) onAddItem(list);
          }}
        >
          {list?.label ?? 'Add item'}
        </button>
        <button type="button" className="button" onClick={onAddPhoto} disabled={open.path === siteFile}>
          Add photo
        </button>
      </div>
      {addHint && !list ? (
        <p className="add-hint" role="status">
          Put the cursor in a list first (the reviews, the steps, the questions…): this button then adds one more of its
          items.
        </p>
      ) : null}
      {notice ? (
        <div className="notice" role="status">
          <span>{notice}</span>
          <button type="button" className="button button-small" onClick={onDiscardDraft}>
            Throw them away
          </button>
        </div>
      ) : null}
      <div className="code-host">
        <Suspense fallback={<p className="empty-pane">Loading the text editor…</p>}>
          <CodeEditor
            ref={editor}
            key={open.path + (openFile.openedText === openFile.savedText ? ':file' : ':draft')}
            file={open.path}
            text={openFile.text}
            cursor={openFile.cursor}
            errors={ownErrors}
            schemas={schemas}
            samples={samples}
            onChange={onChange}
            onUndo={onUndo}
            onRedo={onRedo}
            onSave={onSave}
            onListAtCursor={setList}
            onBlockAtCursor={onBlockAtCursor}
            label={`YAML text of ${open.path}`}
          />
        </Suspense>
      </div>
      <Mistakes
        errors={shown}
        newItems={heldBack.items}
        openFile={open.path}
        onJump={(line, col) => editor.current?.jumpTo(line, col)}
      />
    </section>
  );
}
