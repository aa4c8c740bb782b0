/**
 * The dialogs over the editor, the one the store's `screen.dialog` names: a photo to put at the cursor, a photo for a
 * list's new item, a photo for a picture of the panel's form, a new page, a new entry of a collection, and the
 * deletion of the entry or the page open, the move of the page open to another address.
 */
import { useEffect, useRef } from 'react';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { DeletePageDialog } from './DeletePageDialog';
import { MoveOpenPage } from './MovePageDialog';
import { NewEntryDialog } from './NewEntryDialog';
import { NewPageDialog } from './NewPageDialog';
import { pageOfFile } from './panel/DeletePageButton';
import { PhotoDialog } from './PhotoDialog';
import { useEditor, useEditorStore } from './store/editorStore';
import type { DataPath } from '../places/places';

export function EditorDialogs() {
  const store = useEditorStore();
  const { dispatch, textView } = store;
  const dialog = useEditor((state) => state.screen.dialog);
  const open = useEditor((state) => state.file.file !== undefined);
  const menuGroups = useEditor((state) => state.outline?.menuGroups);
  const collections = useEditor((state) => state.outline?.collections);
  /**
   * Runs `insert` once the dialog is gone, in the same commit that removes it: the text cannot take the focus while a
   * modal dialog is open, and the dialog gives it back to its button as it goes unless something has it by then; the
   * text, with the words to type over selected, is where it belongs.
   */
  const insertAfterDialog = useRef<() => void>(undefined);
  const closeThen = (insert: () => void) => {
    insertAfterDialog.current = insert;
    dispatch({ type: 'dialogClosed' });
  };
  useEffect(() => {
    if (dialog !== undefined || !insertAfterDialog.current) return;
    const insert = insertAfterDialog.current;
    insertAfterDialog.current = undefined;
    insert();
  }, [dialog]);

  /** A new photo for the picture at `picturePath` of the panel's form; its description is focused next. */
  const putPhoto = async (picturePath: DataPath, src: string, alt: string) => {
    const { editFile } = await import('./store/fileEdit');
    try {
      editFile(store, { kind: 'photo', path: picturePath, src, alt });
      dispatch({ type: 'fieldFocusAsked', path: [...picturePath, 'alt'] });
    } catch {
      dispatch({ type: 'failed', message: 'The photo could not be put in: fix the mistake in the text first.' });
    }
  };

  const close = () => dispatch({ type: 'dialogClosed' });
  const signedOut = () => dispatch({ type: 'signedOut' });
  if (dialog === 'new-page')
    return (
      <NewPageDialog
        menuGroups={menuGroups ?? []}
        onClose={close}
        onCreated={(file, title) => dispatch({ type: 'pageCreated', file, title })}
        onSignedOut={signedOut}
      />
    );
  const collection =
    dialog && typeof dialog === 'object' && 'newEntry' in dialog
      ? collections?.find((each) => each.name === dialog.newEntry)
      : undefined;
  if (collection)
    return (
      <NewEntryDialog
        collection={collection}
        onClose={close}
        onCreated={(file, title) => dispatch({ type: 'pageCreated', file, title })}
        onSignedOut={signedOut}
      />
    );
  if (!open || dialog === undefined) return null;
  if (dialog === 'photo')
    return (
      <PhotoDialog
        onClose={close}
        onAdded={(src, alt) => closeThen(() => textView.current?.addPhoto({ src, alt }))}
        onSignedOut={signedOut}
      />
    );
  if ('picturePath' in dialog)
    return (
      <PhotoDialog
        forPicture
        onClose={close}
        onAdded={(src, alt) => closeThen(() => void putPhoto(dialog.picturePath, src, alt))}
        onSignedOut={signedOut}
      />
    );
  // A new entry of a collection the list no longer has: nothing to ask.
  if ('newEntry' in dialog) return null;
  if ('deleteEntry' in dialog) return <DeleteOpenEntry file={dialog.deleteEntry} />;
  if ('deletePage' in dialog) return <DeleteOpenPage file={dialog.deletePage} />;
  if ('movePage' in dialog) return <MoveOpenPage file={dialog.movePage} />;
  return (
    <PhotoDialog
      forItem={dialog.label}
      onClose={close}
      onAdded={(src, alt) => closeThen(() => textView.current?.addItem({ src, alt }))}
      onSignedOut={signedOut}
    />
  );
}

/** The deletion of the entry open, as its collection names one ("post") and the list of pages titles it. */
function DeleteOpenEntry({ file }: { file: string }) {
  const dispatch = useEditorStore().dispatch;
  const collections = useEditor((state) => state.outline?.collections);
  const open = useEditor((state) => state.file);
  const collection = collections?.find((each) => each.entries.some((entry) => entry.file === file));
  const title = collection?.entries.find((entry) => entry.file === file)?.title ?? open.file?.title ?? file;
  return (
    <DeleteEntryDialog
      file={file}
      title={title}
      entryName={collection?.entryName ?? 'entry'}
      base={open.savedText}
      unsaved={open.text !== open.savedText}
      onClose={() => dispatch({ type: 'dialogClosed' })}
      onDeleted={(name) => dispatch({ type: 'entryDeleted', file, name })}
      onSignedOut={() => dispatch({ type: 'signedOut' })}
    />
  );
}

/** The deletion of the page open, by its address and its title as the list of pages has them. */
function DeleteOpenPage({ file }: { file: string }) {
  const dispatch = useEditorStore().dispatch;
  const open = useEditor((state) => state.file);
  const page = useEditor((state) => pageOfFile(state.outline, file));
  if (!page?.route) return null;
  return (
    <DeletePageDialog
      file={file}
      route={page.route}
      title={page.title}
      base={open.savedText}
      unsaved={open.text !== open.savedText}
      onClose={() => dispatch({ type: 'dialogClosed' })}
      onDeleted={(from, to) => dispatch({ type: 'pageDeleted', file, from, to })}
      onSignedOut={() => dispatch({ type: 'signedOut' })}
    />
  );
}
