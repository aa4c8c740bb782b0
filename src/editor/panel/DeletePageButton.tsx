/**
 * "Delete this page…" at the end of a page's panel: it asks first, in a dialog that asks where the page's visitors go
 * (../DeletePageDialog.tsx, drawn by ../EditorDialogs.tsx), and nothing is deleted until the office confirms. The home
 * page and the not-found page have none: the site needs both.
 */
import { NOT_FOUND_ROUTE } from '../../content/model';
import type { Outline, OutlinePage } from '../api';
import { outlinePages } from '../PagePicker';
import { useDispatch, useEditor } from '../store/editorStore';

/** The page of the list of pages kept in `file` (pages/about.yaml), with its address and title. */
export const pageOfFile = (outline: Outline | undefined, file: string): OutlinePage | undefined =>
  outlinePages(outline).find((page) => page.file === file);

export function DeletePageButton({ file }: { file: string }) {
  const dispatch = useDispatch();
  const route = useEditor((state) => pageOfFile(state.outline, file)?.route);
  if (!file.startsWith('pages/') || !route || route === '/' || route === NOT_FOUND_ROUTE) return null;
  return (
    <div className="entry-delete">
      <button
        type="button"
        className="button button-danger"
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'dialogOpened', dialog: { deletePage: file } })}
      >
        Delete this page…
      </button>
    </div>
  );
}
