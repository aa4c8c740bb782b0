/**
 * People (an owner's, from the top bar): everyone who may edit, with their role, e-mail address, whether they are
 * signed in now (or when they were last seen) and when they last published; the invitations waiting, until when;
 * and what an owner does with them: Invite, Change role, New password link, Remove, Cancel an invitation. A form
 * takes the list's place while it is open (PeopleForms.tsx); when it closes, the focus goes back to the button that
 * opened it, or to Invite when that button is gone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkMade, People, Person } from '../../editorApi/people';
import { roleWords } from '../../editorApi/roles';
import { SignedOut } from '../api';
import { Dialog } from '../Dialog';
import { receivedText } from '../inbox/requestText';
import { peopleApi } from './peopleApi';
import { InviteForm, LinkShown, RemoveForm, RoleForm } from './PeopleForms';

type View =
  | { kind: 'list' }
  | { kind: 'invite' }
  | { kind: 'role' | 'remove'; person: Person }
  | { kind: 'link'; made: LinkMade; to: string };

/** "Signed in now", "Last seen Today 09:12", or that the server has not seen them since it started. */
function presence(person: Person): string {
  if (person.signedIn) return 'Signed in now';
  return person.lastSeen ? `Last seen ${receivedText(person.lastSeen)}` : 'Not signed in since the server started';
}

function PeopleTable({ people, self }: { people: Person[]; self: string }) {
  return (
    <table className="people-table">
      <caption className="visually-hidden">The people who may edit the site</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
          <th scope="col">Signed in</th>
          <th scope="col">Last published</th>
          <th scope="col">
            <span className="visually-hidden">What to do</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.name}>
            <th scope="row">
              <span className="people-name">
                {person.name}
                {person.name === self ? ' (you)' : ''}
              </span>
              <span className="people-email">{person.email ?? 'No e-mail address'}</span>
            </th>
            <td data-label="Role">{roleWords[person.role].name}</td>
            <td data-label="Signed in">{presence(person)}</td>
            <td data-label="Last published">{person.lastPublished ? receivedText(person.lastPublished) : 'Never'}</td>
            <td>
              <div className="people-actions">
                {(['role', 'reset', 'remove'] as const).map((action) => (
                  <button key={action} type="button" className="button" data-person={person.name} data-action={action}>
                    {{ role: 'Change role', reset: 'New password link', remove: 'Remove' }[action]}
                    <span className="visually-hidden"> ({person.name})</span>
                  </button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PeopleDialog({ self, onClose, onSignedOut }: { self: string; onClose(): void; onSignedOut(): void }) {
  const [list, setList] = useState<People>();
  const [problem, setProblem] = useState<string>();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef('[data-action="invite"]');

  const failed = useCallback(
    (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else setProblem(caught instanceof Error ? caught.message : String(caught));
    },
    [onSignedOut],
  );
  const reload = useCallback(() => peopleApi.people().then(setList, failed), [failed]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Back to the list, the focus on the button that led away from it (or Invite, when it is gone). */
  const backToList = (words?: string) => {
    setView({ kind: 'list' });
    if (words !== undefined) setSaid(words);
    void reload().then(() =>
      requestAnimationFrame(() => {
        const root = listRef.current;
        (
          root?.querySelector<HTMLElement>(returnTo.current) ??
          root?.querySelector<HTMLElement>('[data-action="invite"]')
        )?.focus();
      }),
    );
  };

  const act = async (target: HTMLElement) => {
    const name = target.dataset.person;
    const action = target.dataset.action;
    const person = list?.people.find((each) => each.name === name);
    returnTo.current = `[data-person="${CSS.escape(name ?? '')}"][data-action="${action}"]`;
    if (action === 'invite') setView({ kind: 'invite' });
    else if (action === 'cancel' && target.dataset.id) {
      returnTo.current = '[data-action="invite"]';
      try {
        await peopleApi.cancelInvitation(target.dataset.id);
        backToList(`The invitation to ${target.dataset.email} was cancelled: its link no longer works.`);
      } catch (caught) {
        failed(caught);
      }
    } else if (person && action === 'reset') {
      try {
        setView({ kind: 'link', made: await peopleApi.resetLink(person.name), to: person.email ?? person.name });
      } catch (caught) {
        failed(caught);
      }
    } else if (person && (action === 'role' || action === 'remove')) setView({ kind: action, person });
  };

  const forms = { onCancel: () => backToList(), onSignedOut };
  const title =
    view.kind === 'invite'
      ? 'Invite someone'
      : view.kind === 'role'
        ? `Change the role of ${view.person.name}`
        : view.kind === 'remove'
          ? `Remove ${view.person.name}?`
          : view.kind === 'link'
            ? 'The link to send'
            : 'People';
  return (
    <Dialog wide title={title} onClose={onClose}>
      <p role="status" className="people-said">
        {said}
      </p>
      {view.kind === 'invite' ? (
        <InviteForm {...forms} onMade={(made, email) => setView({ kind: 'link', made, to: email })} />
      ) : view.kind === 'role' ? (
        <RoleForm
          {...forms}
          person={view.person}
          onChanged={(role) => backToList(`${view.person.name} is now ${roleWords[role].name.toLowerCase()}.`)}
        />
      ) : view.kind === 'remove' ? (
        <RemoveForm
          {...forms}
          person={view.person}
          onRemoved={() => backToList(`${view.person.name} was removed and signed out everywhere.`)}
        />
      ) : view.kind === 'link' ? (
        <LinkShown made={view.made} to={view.to} onDone={() => backToList()} />
      ) : (
        // One listener for the buttons of every row: each says whom and what in its data attributes.
        // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the buttons' own, caught as they bubble
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons answer Enter and Space themselves
        <div
          ref={listRef}
          onClick={(event) => {
            const button = (event.target as Element).closest<HTMLElement>('button[data-action]');
            if (button) void act(button);
          }}
        >
          <p className="dialog-help">
            Owners do everything, including people and company details; editors edit and publish; writers edit and save,
            then ask for a review.
          </p>
          <div className="people-top">
            <button type="button" className="button button-primary" data-action="invite">
              Invite someone
            </button>
          </div>
          {problem ? (
            <p className="form-error" role="alert">
              {problem}
            </p>
          ) : !list ? (
            <p>Reading the list of people…</p>
          ) : (
            <>
              <PeopleTable people={list.people} self={self} />
              <h3 className="people-heading">Invitations waiting</h3>
              {list.invitations.length === 0 ? (
                <p className="dialog-help">None: every invitation was used, cancelled or has expired.</p>
              ) : (
                <ul className="people-invitations">
                  {list.invitations.map((invitation) => (
                    <li key={invitation.id}>
                      <span>
                        <strong>{invitation.email}</strong>, {roleWords[invitation.role].name.toLowerCase()}: works
                        until {receivedText(invitation.expires)} (sent by {invitation.by})
                      </span>
                      <button
                        type="button"
                        className="button"
                        data-action="cancel"
                        data-id={invitation.id}
                        data-email={invitation.email}
                      >
                        Cancel invitation<span className="visually-hidden"> to {invitation.email}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
