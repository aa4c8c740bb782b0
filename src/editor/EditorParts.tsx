/**
 * The editor's parts, each drawn from the store (store/editorStore.ts) and changing it by its actions: the top bar,
 * the list of pages, the text, the preview, the panel and the skip links. The parts themselves (PageList.tsx,
 * TextPane.tsx, PreviewPane.tsx…) take plain props, so each can be drawn and tested alone.
 */
import { lazy, Suspense, useMemo } from 'react';
import { EditorHeader } from './EditorHeader';
import { PageList } from './PageList';
import { PreviewPane, previewPaneId } from './PreviewPane';
import { statusLine } from './statusLine';
import { notHeldBack, useHeldBack } from './form/heldBackErrors';
import { useDispatch, useEditor, useEditorStore } from './store/editorStore';
import { previewMessagesHandler } from './store/previewMessagesHandler';
import { useHighlight, useSiteSamples } from './store/siteFacts';
import { TextPane } from './textView/TextPane';

/**
 * The panel with the blocks' forms, and the changes they write into the text, with the YAML library they need:
 * loaded when a file opens, as the text view is, so the editor's first screen (sign-in, the list of pages) does not
 * wait for them.
 */
const EditPanel = lazy(() => import('./panel/EditPanel').then((module) => ({ default: module.EditPanel })));

export function TopBar() {
  const dispatch = useDispatch();
  const open = useEditor((state) => state.file.file);
  const unsaved = useEditor((state) => state.file.file !== undefined && state.file.text !== state.file.savedText);
  const heldBack = useHeldBack();
  const mistakes = notHeldBack(
    useEditor((state) => state.file.check.errors),
    heldBack,
  ).length;
  const status = useEditor((state) => state.status);
  const session = useEditor((state) => state.session);
  if (typeof session !== 'object') return null;
  return (
    <EditorHeader
      title={open?.title ?? ''}
      status={status}
      statusText={statusLine(status, Boolean(open), mistakes, unsaved, heldBack.items)}
      canSave={Boolean(open) && status.kind !== 'saving'}
      session={session}
      onSave={() => dispatch({ type: 'saveAsked' })}
      onSignOut={() => dispatch({ type: 'signOutAsked' })}
      onSignedOut={() => dispatch({ type: 'signedOut' })}
    />
  );
}

export function Pages() {
  const dispatch = useDispatch();
  const outline = useEditor((state) => state.outline);
  const openFile = useEditor((state) => state.file.file?.path);
  const drafts = useEditor((state) => state.drafts);
  return (
    <PageList
      outline={outline}
      openFile={openFile}
      drafts={drafts}
      onOpen={(file, title) => dispatch({ type: 'openAsked', file, title })}
      onNewPage={() => dispatch({ type: 'dialogOpened', dialog: 'new-page' })}
      onNewEntry={(collection) => dispatch({ type: 'dialogOpened', dialog: { newEntry: collection } })}
    />
  );
}

export function Text() {
  const store = useEditorStore();
  const { dispatch } = store;
  const file = useEditor((state) => state.file);
  const notice = useEditor((state) => state.notice);
  const schemas = useEditor((state) => state.schemas);
  const samples = useSiteSamples();
  return (
    <TextPane
      openFile={file}
      notice={notice}
      editor={store.textView}
      errors={file.check.errors}
      schemas={schemas}
      samples={samples}
      onAddPhoto={() => dispatch({ type: 'dialogOpened', dialog: 'photo' })}
      onAddItem={(list) =>
        list.needsPhoto ? dispatch({ type: 'dialogOpened', dialog: list }) : store.textView.current?.addItem()
      }
      onDiscardDraft={() => dispatch({ type: 'draftDiscarded' })}
      onChange={(text, { cursor, kind, label }) =>
        dispatch({ type: 'typed', text, cursor, kind, label, at: performance.now() })
      }
      onUndo={(cursor) => dispatch({ type: 'undo', cursor })}
      onRedo={(cursor) => dispatch({ type: 'redo', cursor })}
      onSave={() => dispatch({ type: 'saveAsked' })}
      onBlockAtCursor={(block) => {
        // Only the person's own moves of the cursor: a text changed by the panel moves it too, and the block the
        // panel has selected stays selected.
        if (!document.activeElement?.closest('.cm-editor')) return;
        dispatch({ type: 'selected', selection: block && { path: ['blocks', block.index], blockType: block.type } });
      }}
    />
  );
}

export function Preview() {
  const store = useEditorStore();
  const handler = useMemo(() => previewMessagesHandler(store), [store]);
  const drawing = useEditor((state) => state.preview.drawing);
  const current = useEditor((state) => state.preview.current);
  const width = useEditor((state) => state.screen.width);
  const narrow = useEditor((state) => state.screen.narrow);
  const open = useEditor((state) => state.file.file);
  const highlight = useHighlight();
  return (
    <PreviewPane
      drawing={drawing}
      highlight={highlight}
      width={width}
      onWidth={(chosen) => store.dispatch({ type: 'widthChosen', width: chosen })}
      openFile={open?.path}
      stale={Boolean(open && !current && drawing?.preview)}
      onSelect={handler.selected}
      onTextEditing={handler.typingBegan}
      onTextEdited={handler.wordsTyped}
      onOpenPanel={narrow && open ? () => store.dispatch({ type: 'sheetOpened', focus: true }) : undefined}
    />
  );
}

export function Panel() {
  const open = useEditor((state) => state.file.file !== undefined);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <EditPanel />
    </Suspense>
  );
}

/** Past the top bar and the list of pages in one key press (WCAG 2.4.1): on a phone each opens its tab first. */
export function SkipLinks() {
  const store = useEditorStore();
  const open = useEditor((state) => state.file.file !== undefined);
  if (!open) return null;
  const skipTo = (pane: 'text' | 'preview') => {
    const { narrow } = store.getState().screen;
    if (narrow) store.dispatch({ type: 'tabChosen', tab: pane });
    if (pane === 'text') store.dispatch({ type: 'textShownChosen', shown: true });
    requestAnimationFrame(() =>
      pane === 'text' ? store.textView.current?.focus() : document.getElementById(previewPaneId)?.focus(),
    );
  };
  return (
    <nav className="skip-links" aria-label="Skip links">
      <button type="button" className="skip-link" onClick={() => skipTo('text')}>
        Skip to the text
      </button>
      <button type="button" className="skip-link" onClick={() => skipTo('preview')}>
        Skip to the preview
      </button>
    </nav>
  );
}
