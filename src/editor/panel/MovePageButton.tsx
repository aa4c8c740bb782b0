/**
 * "Move to another address…" at the end of a page's panel: it opens a dialog that shows the address and asks for the
 * new one (../MovePageDialog.tsx, drawn by ../EditorDialogs.tsx); nothing moves until the office confirms. A page of
 * pages/ only: an entry's address comes from its collection, and the home page and the not-found page stay where
 * they are (the server refuses them too).
 */
import { useMemo } from 'react';
import { NOT_FOUND_ROUTE } from '../../content/model';
import { useDispatch, useEditor } from '../store/editorStore';
import { valueAt } from '../../yamlEdits';

/** A page's address as its saved text declares it (what the server moves from); undefined when it says none. */
export function savedRoute(savedText: string): string | undefined {
  try {
    const route = valueAt(savedText, ['route']);
    return typeof route === 'string' ? route : undefined;
  } catch {
    return undefined;
  }
}

export function MovePageButton({ file }: { file: string }) {
  const dispatch = useDispatch();
  const savedText = useEditor((state) => state.file.savedText);
  const route = useMemo(() => savedRoute(savedText), [savedText]);
  if (!file.startsWith('pages/') || !route || route === '/' || route === NOT_FOUND_ROUTE) return null;
  return (
    <div className="page-move">
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => dispatch({ type: 'dialogOpened', dialog: { movePage: file } })}
      >
        Move to another address…
      </button>
    </div>
  );
}
