/** The text of the open page: its file name, Add photo, a restored draft's notice, the YAML editor and its mistakes. */
import { lazy, type RefObject, Suspense } from 'react';
import type { ContentError } from '../content/contentError';
import type { CodeEditorHandle } from './CodeEditor';
import type { OpenFile } from './EditorApp';
import { Mistakes } from './Mistakes';
import { siteFile } from './PageList';
import type { SchemaFiles } from './schemaHelp';

// CodeMirror arrives when the first file is opened: signing in and the list of pages need none of it.
const CodeEditor = lazy(() => import('./CodeEditor').then((module) => ({ default: module.CodeEditor })));

export function TextPane({
  open,
  notice,
  editor,
  errors,
  schemas,
  onAddPhoto,
  onDiscardDraft,
  onChange,
  onSave,
}: {
  open: OpenFile | undefined;
  notice: string | undefined;
  editor: RefObject<CodeEditorHandle | null>;
  errors: ContentError[];
  schemas: SchemaFiles | undefined;
  onAddPhoto(): void;
  onDiscardDraft(): void;
  onChange(text: string): void;
  onSave(): void;
}) {
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
        <button type="button" className="button" onClick={onAddPhoto} disabled={open.file === siteFile}>
          Add photo
        </button>
      </div>
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
            onChange={onChange}
            onSave={onSave}
            label={`YAML text of ${open.file}`}
          />
        </Suspense>
      </div>
      <Mistakes errors={errors} openFile={open.file} onJump={(line, col) => editor.current?.jumpTo(line, col)} />
    </section>
  );
}
