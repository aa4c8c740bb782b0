/**
 * The Publish and History buttons of the editor's top bar, and their dialogs; for a writer, "Ask for review…" in
 * Publish's place (src/editor/review/), and for everyone the review's news.
 */
import { useCallback, useRef, useState } from 'react';
import { mayAct, type Role } from '../../editorApi/roles';
import { AskReviewDialog } from '../review/AskReviewDialog';
import { ReviewStatus } from '../review/ReviewStatus';
import { HistoryDialog } from './HistoryDialog';
import { PublishDialog } from './PublishDialog';
import './publish.css';
import '../review/review.css';

export function PublishControls({
  onSignedOut,
  role,
  onPublished,
}: {
  onSignedOut(): void;
  role: Role;
  /** The publish dialog closed after a publish was done. */
  onPublished?(): void;
}) {
  const [open, setOpen] = useState<'publish' | 'history' | 'review'>();
  const [asked, setAsked] = useState(0);
  const close = useCallback(() => setOpen(undefined), []);
  const published = useRef(false);
  const closePublish = useCallback(() => {
    setOpen(undefined);
    if (published.current) onPublished?.();
    published.current = false;
  }, [onPublished]);
  const onAsked = useCallback(() => setAsked((count) => count + 1), []);
  return (
    <>
      {mayAct(role, 'editor') ? (
        <button type="button" className="button" onClick={() => setOpen('publish')}>
          Publish…
        </button>
      ) : (
        <button type="button" className="button" onClick={() => setOpen('review')}>
          Ask for review…
        </button>
      )}
      <button type="button" className="button button-quiet" onClick={() => setOpen('history')}>
        History
      </button>
      <ReviewStatus key={asked} role={role} onSignedOut={onSignedOut} />
      {open === 'publish' ? (
        <PublishDialog
          onClose={closePublish}
          onSignedOut={onSignedOut}
          onPublished={() => (published.current = true)}
        />
      ) : null}
      {open === 'review' ? <AskReviewDialog onClose={close} onSignedOut={onSignedOut} onAsked={onAsked} /> : null}
      {open === 'history' ? <HistoryDialog onClose={close} onSignedOut={onSignedOut} /> : null}
    </>
  );
}
