/**
 * "Share a preview…" in the top bar: opens the dialog of preview links, offering the page open (when it is a page of
 * the site) as well as the whole site.
 */
import { useState } from 'react';
import { NOT_FOUND_ROUTE } from '../../content/model';
import { pageOfFile } from '../panel/DeletePageButton';
import { useEditor } from '../store/editorStore';
import { PreviewLinksDialog } from './PreviewLinksDialog';

export function SharePreviewButton({ onSignedOut }: { onSignedOut(): void }) {
  const [open, setOpen] = useState(false);
  const page = useEditor((state) => (state.file.file ? pageOfFile(state.outline, state.file.file.path) : undefined));
  const openPage = page?.route && page.route !== NOT_FOUND_ROUTE ? { route: page.route, title: page.title } : undefined;
  return (
    <>
      <button type="button" className="button button-quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share a preview…
      </button>
      {open ? (
        <PreviewLinksDialog openPage={openPage} onClose={() => setOpen(false)} onSignedOut={onSignedOut} />
      ) : null}
    </>
  );
}
