/**
 * The editor: the list of pages, the YAML of the open one with its mistakes, the panel of its blocks, and the page as
 * visitors will see it. Each change is checked by the server with the site's own checker soon after typing stops, and
 * the preview shows the page the server renders from the checked text; a change of words only is drawn sooner,
 * without waiting for the server. The preview and the text lead to each other: a click in the preview puts the cursor
 * on the line behind what was clicked, and the block the cursor is in is outlined in the preview. Save writes the
 * file only when the whole site passes.
 *
 * This module lays the parts out. Everything the editor holds is one store (store/editorStore.ts) changed by actions
 * (state/editorReducer.ts); every job that waits for the server or a pause is in store/editorEffects.ts; each part
 * reads the store and dispatches its actions (EditorParts.tsx, EditorDialogs.tsx).
 */
import { useEffect, useState } from 'react';
import { filesWithDrafts } from './drafts';
import { EditorDialogs } from './EditorDialogs';
import { EditorPanes } from './EditorPanes';
import { Pages, Panel, Preview, SkipLinks, Text, TopBar } from './EditorParts';
import { SignIn } from './SignIn';
import { startingState } from './state/editorState';
import { createEditorStore, type EditorStore, EditorStoreContext, useDispatch, useEditor } from './store/editorStore';
import { startEditorEffects } from './store/editorEffects';
import { readTextShown } from './store/textShown';
import { useShellListeners } from './store/useShellListeners';
import { narrowScreenQuery } from './useNarrowScreen';

function newEditorStore(): EditorStore {
  return createEditorStore(
    startingState({
      narrow: matchMedia(narrowScreenQuery).matches,
      phone: matchMedia('(max-width: 599.98px)').matches,
      textShown: readTextShown(),
      drafts: filesWithDrafts(),
    }),
  );
}

export function EditorApp() {
  const [store] = useState(newEditorStore);
  useEffect(() => startEditorEffects(store), [store]);
  useShellListeners(store);
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorLayout />
    </EditorStoreContext.Provider>
  );
}

function EditorLayout() {
  const session = useEditor((state) => state.session);
  const dispatch = useDispatch();
  if (session === 'loading') return <p className="loading">Loading the editor…</p>;
  if (session === 'signed-out')
    return <SignIn onSignedIn={(answer) => dispatch({ type: 'signedIn', session: answer })} />;
  return (
    <div className="editor-app">
      <SkipLinks />
      <TopBar />
      <Panes />
      <EditorDialogs />
    </div>
  );
}

/** Side by side on a wide screen, the panel with them once a file is open; tabs on a narrow one. */
function Panes() {
  const dispatch = useDispatch();
  const screen = useEditor((state) => state.screen);
  const open = useEditor((state) => state.file.file !== undefined);
  return (
    <EditorPanes
      narrow={screen.narrow}
      tab={screen.tab}
      onTab={(tab) => dispatch({ type: 'tabChosen', tab })}
      pageList={<Pages />}
      textPane={<Text />}
      previewPane={<Preview />}
      editPanel={open ? <Panel /> : undefined}
      sheetOpen={screen.sheetOpen}
      textHidden={!screen.textShown}
    />
  );
}
