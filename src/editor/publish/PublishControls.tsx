/** The Publish and History buttons of the editor's top bar, and their dialogs. */
import { useCallback, useState } from 'react';
import { HistoryDialog } from './HistoryDialog';
import { PublishDialog } from './PublishDialog';
import './publish.css';

export function PublishControls({ onSignedOut }: { onSignedOut(): void }) {
  const [open, setOpen] = useState<'publish' | 'history'>();
  const close = useCallback(() => setOpen(undefined), []);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen('publish')}>
        Publish…
      </button>
      <button type="button" className="button button-quiet" onClick={() => setOpen('history')}>
        History
      </button>
      {open === 'publish' ? <PublishDialog onClose={close} onSignedOut={onSignedOut} /> : null}
      {open === 'history' ? <HistoryDialog onClose={close} onSignedOut={onSignedOut} /> : null}
    </>
  );
}
