/**
 * The forms the People dialog shows in place of its list, one at a time: Invite (an e-mail address and a role),
 * Change role, Remove (asked before it is done), and the link just made, to copy. Each takes the focus as it opens
 * (its first field, or the link), so a keyboard goes on from there.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { LinkMade, Person } from '../../editorApi/people';
import { type Role, roles, roleWords } from '../../editorApi/roles';
import { DialogFormEnd } from '../DialogFormEnd';
import { useDialogSubmit } from '../useDialogSubmit';
import { peopleApi } from './peopleApi';

/** The three roles as radio buttons, each with what it may do. */
function RoleChoice({ value, onChange, legend }: { value: Role; onChange(role: Role): void; legend: string }) {
  const name = useId();
  return (
    <fieldset className="role-choice">
      <legend>{legend}</legend>
      {roles.map((role) => (
        <label key={role} className="role-option">
          <input type="radio" name={name} value={role} checked={value === role} onChange={() => onChange(role)} />
          <span>
            <span className="role-option-name">{roleWords[role].name}</span>
            <span className="role-option-may">{roleWords[role].may}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function InviteForm({
  onMade,
  onCancel,
  onSignedOut,
}: {
  onMade(made: LinkMade, email: string): void;
  onCancel(): void;
  onSignedOut(): void;
}) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('writer');
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  useEffect(() => document.getElementById(emailId)?.focus(), [emailId]);
  const submit = submitWith(async () => onMade(await peopleApi.invite(email.trim(), role), email.trim()));
  return (
    <form onSubmit={(event: FormEvent) => void submit(event)} aria-label="Invite someone">
      <label htmlFor={emailId}>Their e-mail address</label>
      <input
        id={emailId}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RoleChoice legend="What they may do" value={role} onChange={setRole} />
      <DialogFormEnd error={error} busy={busy} submitLabel="Invite" busyLabel="Inviting…" onCancel={onCancel} />
    </form>
  );
}

export function RoleForm({
  person,
  onChanged,
  onCancel,
  onSignedOut,
}: {
  person: Person;
  onChanged(role: Role): void;
  onCancel(): void;
  onSignedOut(): void;
}) {
  const [role, setRole] = useState<Role>(person.role);
  const form = useRef<HTMLFormElement>(null);
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), []);
  const submit = submitWith(async () => {
    await peopleApi.changeRole(person.name, role);
    onChanged(role);
  });
  return (
    <form ref={form} onSubmit={(event: FormEvent) => void submit(event)} aria-label={`Role of ${person.name}`}>
      <RoleChoice legend={`What ${person.name} may do`} value={role} onChange={setRole} />
      <DialogFormEnd error={error} busy={busy} submitLabel="Change role" busyLabel="Changing…" onCancel={onCancel} />
    </form>
  );
}

export function RemoveForm({
  person,
  onRemoved,
  onCancel,
  onSignedOut,
}: {
  person: Person;
  onRemoved(): void;
  onCancel(): void;
  onSignedOut(): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  // The safe answer takes the focus: Enter by habit does not remove anyone.
  useEffect(() => form.current?.querySelector<HTMLButtonElement>('button[type="button"]')?.focus(), []);
  const submit = submitWith(async () => {
    await peopleApi.remove(person.name);
    onRemoved();
  });
  return (
    <form ref={form} onSubmit={(event: FormEvent) => void submit(event)} aria-label={`Remove ${person.name}`}>
      <p>
        Remove <strong>{person.name}</strong>? They are signed out at once, everywhere, and can no longer sign in. What
        they saved stays.
      </p>
      <DialogFormEnd error={error} busy={busy} submitLabel="Remove" busyLabel="Removing…" onCancel={onCancel} />
    </form>
  );
}

/** A link just made: said to be e-mailed, or to be sent by the owner, and always there to copy. */
export function LinkShown({ made, to, onDone }: { made: LinkMade; to: string; onDone(): void }) {
  const linkId = useId();
  const [copied, setCopied] = useState('');
  useEffect(() => document.getElementById(linkId)?.focus(), [linkId]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.link);
      setCopied('Copied.');
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
      setCopied('Selected: press Ctrl+C (or ⌘C) to copy it.');
    }
  };
  return (
    <div className="link-shown">
      <p>
        {made.emailed
          ? `The link was e-mailed to ${to}. You can also copy it and send it yourself.`
          : `It was not e-mailed: copy the link and send it to ${to} yourself.`}
      </p>
      <label htmlFor={linkId}>The link</label>
      <input id={linkId} readOnly value={made.link} onFocus={(event) => event.currentTarget.select()} />
      <p className="dialog-help">{made.validity} Whoever has the link can use it: send it only to them.</p>
      <p role="status" className="people-said">
        {copied}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy the link
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
