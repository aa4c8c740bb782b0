/**
 * Who is signed in, in the top bar: a button with the name and role that shows and hides (a disclosure) People for
 * an owner (the dialog of the people who may edit), Sign out, and Sign out everywhere for everyone (every browser and
 * phone where they are signed in, this one too). One button, so the bar keeps one row at a desktop's width.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { roleWords } from '../../editorApi/roles';
import type { Session } from '../api';
import { PeopleDialog } from './PeopleDialog';
import { peopleApi } from './peopleApi';
import './people.css';

export function AccountControls({
  session,
  onSignOut,
  onSignedOut,
}: {
  session: Session;
  /** Signs out of this browser. */
  onSignOut(): void;
  onSignedOut(): void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // Escape, or a click elsewhere, folds the panel; Escape gives the focus back to its button.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element;
      // A dialog's Escape closes the dialog alone.
      if (event.key !== 'Escape' || !box.current?.contains(target) || target.closest('dialog')) return;
      setExpanded(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      // By the path at the click, not by the target now: a click on Close in the dialog has removed the button.
      if (box.current && !event.composedPath().includes(box.current)) setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [expanded]);

  if (!session.signIn) return null;
  const signOutEverywhere = async () => {
    try {
      await peopleApi.signOutEverywhere();
      onSignedOut();
    } catch {
      setProblem('The site cannot be reached: check the connection and try again.');
    }
  };
  return (
    <div ref={box} className="account">
      <button
        ref={button}
        type="button"
        className="button button-quiet account-button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className="visually-hidden">Signed in as </span>
        {session.name} <span className="role-badge">{roleWords[session.role].name}</span>
      </button>
      <div id={panelId} className="account-panel" hidden={!expanded}>
        <p className="account-may">
          {roleWords[session.role].name}: {roleWords[session.role].may}.
        </p>
        {session.role === 'owner' ? (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => {
              setExpanded(false);
              setDialogOpen(true);
            }}
          >
            People
          </button>
        ) : null}
        <button type="button" className="button" onClick={onSignOut}>
          Sign out
        </button>
        <button type="button" className="button" onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </button>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {dialogOpen ? (
        <PeopleDialog
          self={session.name}
          onClose={() => {
            setDialogOpen(false);
            // People, which opened it, is folded away with the panel: the focus goes to the button that shows it.
            requestAnimationFrame(() => button.current?.focus());
          }}
          onSignedOut={onSignedOut}
        />
      ) : null}
    </div>
  );
}
