/**
 * "Delete this post…" at the end of an entry's details: it asks first, in a dialog that says which pages list the
 * entry (../DeleteEntryDialog.tsx, drawn by ../EditorDialogs.tsx), and nothing is deleted until the office confirms.
 */
import { useDispatch, useEditor } from '../store/editorStore';

export function DeleteEntryButton({ file }: { file: string }) {
  const dispatch = useDispatch();
  const collections = useEditor((state) => state.outline?.collections);
  const folder = /^collections\/([^/]+)\/[^/]+\.yaml$/.exec(file)?.[1];
  if (!folder) return null;
  const entryName = collections?.find((each) => each.name === folder)?.entryName ?? 'entry';
  return (
    <div className="entry-delete">
      <button
        type="button"
        className="button button-danger"
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'dialogOpened', dialog: { deleteEntry: file } })}
      >
        Delete this {entryName}…
      </button>
    </div>
  );
}
