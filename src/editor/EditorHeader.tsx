/** The editor's top bar: the open page, the status line (announced), Save, the inbox, publishing and signing out. */
import { NewRequestsLink } from './inbox/NewRequestsLink';
import { PublishControls } from './publish/PublishControls';
import type { Status } from './statusLine';

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
  session: { name: string; signIn: boolean };
  onSave(): void;
  onSignOut(): void;
  onSignedOut(): void;
}) {
  return (
    <header className="top-bar">
      <h1 className="brand">Site editor</h1>
      <span className="top-title">{title}</span>
      <span className={`status status-${status.kind}`} role="status" aria-live="polite">
        {statusText}
      </span>
      <button type="button" className="button button-primary" onClick={onSave} disabled={!canSave}>
        Save
      </button>
      <NewRequestsLink />
      {session.signIn ? <PublishControls onSignedOut={onSignedOut} /> : null}
      {session.signIn ? (
        <button type="button" className="button button-quiet" onClick={onSignOut}>
          Sign out <span className="visually-hidden">({session.name})</span>
        </button>
      ) : null}
    </header>
  );
}
