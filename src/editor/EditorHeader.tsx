/**
 * The editor's top bar: the open page, the status line (the end of a save announced), Save, the inbox, publishing,
 * a preview link, the addresses visitors missed, and who is signed in (with People and signing out). Below a desktop's
 * width, or at a high zoom, all but Save fold into a Menu button (a disclosure), so the bar takes one row and the
 * page keeps the screen; the menu folds again once a publish is done.
 */
import { useEffect, useRef, useState } from 'react';
import { NewRequestsLink } from './inbox/NewRequestsLink';
import { MissedAddressesDialog } from './MissedAddressesDialog';
import { AccountControls } from './people/AccountControls';
import { PublishControls } from './publish/PublishControls';
import { SharePreviewButton } from './previewLinks/SharePreviewButton';
import type { Session } from './api';
import type { Status } from './statusLine';
import './topBar.css';

/** The states a person is told of without looking: the end of a save. */
const announcedKinds: readonly Status['kind'][] = ['saved', 'refused', 'failed'];

export function EditorHeader({
  title,
  status,
  statusText,
  canSave,
  session,
  onSave,
  onSignOut,
  onSignedOut,
}: {
  title: string;
  status: Status;
  statusText: string;
  canSave: boolean;
  session: Session;
  onSave(): void;
  onSignOut(): void;
  onSignedOut(): void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [missedOpen, setMissedOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  /** After a publish from the open menu: the menu folds, and the focus goes to its button (Publish… is hidden then). */
  const foldMenu = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    requestAnimationFrame(() => menuButton.current?.focus());
  };
  // While the menu is open, Escape closes it from anywhere inside the bar, and focus goes back to its button; but not
  // from a dialog opened from the menu (Publish, History), whose Escape closes the dialog alone and gives the focus
  // back to its button in the menu.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      const inBar = event.target instanceof Element && menuButton.current?.closest('header')?.contains(event.target);
      if (event.key !== 'Escape' || !inBar || event.target.closest('dialog')) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  return (
    <header className="top-bar">
      <h1 className="brand">Site editor</h1>
      <span className="top-title">{title}</span>
      <span className={`status status-${status.kind}`}>{statusText}</span>
      {/* Announced: only how a save ended. "Checking…" and the count of mistakes change with each pause in typing,
          and the count is announced by the list of mistakes already. */}
      <span className="visually-hidden" role="status">
        {announcedKinds.includes(status.kind) ? statusText : ''}
      </span>
      {/* Unavailable with nothing to save, yet it keeps the focus it has when a save by keyboard ends. */}
      <button
        type="button"
        className="button button-primary"
        aria-disabled={!canSave || undefined}
        onClick={() => canSave && onSave()}
      >
        Save
      </button>
      <button
        ref={menuButton}
        type="button"
        className="button button-quiet top-menu-button"
        aria-expanded={menuOpen}
        aria-controls="top-actions"
        onClick={() => setMenuOpen((open) => !open)}
      >
        Menu
      </button>
      <div id="top-actions" className="top-actions" data-open={menuOpen || undefined}>
        <NewRequestsLink />
        {session.publishing ? (
          <PublishControls onSignedOut={onSignedOut} role={session.role} onPublished={foldMenu} />
        ) : null}
        {/* A preview is built by the publisher's build: only where the server publishes. */}
        {session.publishing ? <SharePreviewButton onSignedOut={onSignedOut} /> : null}
        {/* Counted by the production server, where visitors are: the development server has none. */}
        {session.signIn ? (
          <button type="button" className="button button-quiet" onClick={() => setMissedOpen(true)}>
            Missed addresses
          </button>
        ) : null}
        {missedOpen ? <MissedAddressesDialog onClose={() => setMissedOpen(false)} onSignedOut={onSignedOut} /> : null}
        <AccountControls session={session} onSignOut={onSignOut} onSignedOut={onSignedOut} />
      </div>
    </header>
  );
}
