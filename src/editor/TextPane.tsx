/**
 * The text of the open page: its file name, Add photo and the Add button of the list at the cursor ("Add review"), a
 * restored draft's notice, the YAML editor and its mistakes.
 */
import { lazy, type RefObject, Suspense, useState } from 'react';
import type { ContentError } from '../content/contentError';
import type { CodeEditorHandle, ListAtCursor } from './CodeEditor';
import type { OpenFile } from './EditorApp';
import { Mistakes } from './Mistakes';
import { siteFile } from './PageList';
import type { SchemaFiles, SiteSamples } from './schemaHelp';
import type { BlockAtCursor } from './sourcePlace';

// CodeMirror arrives when the first file is opened: signing in and the list of pages need none of it.
const CodeEditor = lazy(() => import('./CodeEditor').then((module) => ({ default: module.CodeEditor })));

export function TextPane({
  open,
  notice,
  editor,
  errors,
  schemas,
  samples,
  onAddPhoto,
  onAddItem,
  onDiscardDraft,
  onChange,
  onSave,
  onBlockAtCursor,
}: {
  open: OpenFile | undefined;
  notice: string | undefined;
  editor: RefObject<CodeEditorHandle | null>;
  errors: ContentError[];
  schemas: SchemaFiles | undefined;
  samples: SiteSamples;
  onAddPhoto(): void;
  /** The Add button: `list` says what it adds, and whether a photo is to be chosen first. */
  onAddItem(list: ListAtCursor): void;
  onDiscardDraft(): void;
  onChange(text: string): void;
  onSave(): void;
  onBlockAtCursor(block: BlockAtCursor | undefined): void;
}) {
  const [list, setList] = useState<ListAtCursor>();
  const [addHint, setAddHint] = useState(false);
  if (!open) {
    return (
      <section className="text-pane empty-pane">
        <p>Choose a page on the left to change it, or add a new page.</p>
      </section>
    );
  }
  const ownErrors = errors.filter((error) => error.file === open.file);
  return (
    <section className="text-pane" aria-label={`Text of ${open.title}`}>
      <div className="pane-toolbar">
        <span className="file-name" title={open.file}>
          {open.file}
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
        <button type="button" className="button" onClick={onAddPhoto} disabled={open.file === siteFile}>
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
            key={open.file + (open.initial === open.saved ? ':file' : ':draft')}
            file={open.file}
            initialText={open.initial}
            errors={ownErrors}
            schemas={schemas}
            samples={samples}
            onChange={onChange}
            onSave={onSave}
            onListAtCursor={setList}
            onBlockAtCursor={onBlockAtCursor}
            label={`YAML text of ${open.file}`}
          />
        </Suspense>
      </div>
      <Mistakes errors={errors} openFile={open.file} onJump={(line, col) => editor.current?.jumpTo(line, col)} />
    </section>
  );
}
