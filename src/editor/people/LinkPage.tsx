/**
 * The page a one-time link opens, before anyone is signed in: /edit/welcome (an invitation: the new person chooses
 * a name and a password) and /edit/new-password (a person chooses a new password). The token is in the address's
 * fragment, which the browser never sends to a server. A refusal is said under the field it concerns (the server's
 * status names it: linkRoutes.ts), what was typed stays, and once it is done the editor opens, signed in.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  accountNamePattern,
  type InvitationOffer,
  minimumPasswordLength,
  type ResetOffer,
} from '../../editorApi/people';
import { roleWords } from '../../editorApi/roles';
import { Refused } from '../api';
import { busyButtonProps } from '../busyButton';
import { peopleApi } from './peopleApi';
import './people.css';

const tokenInAddress = () => new URLSearchParams(location.hash.slice(1)).get('token') ?? '';

type Errors = { name?: string; password?: string; link?: string };

/** The field a refusal concerns, by its status: 409 the name, 422 the password, anything else the link. */
function errorsOf(caught: unknown): Errors {
  const message = caught instanceof Error ? caught.message : String(caught);
  const status = caught instanceof Refused ? caught.status : 0;
  return status === 409 ? { name: message } : status === 422 ? { password: message } : { link: message };
}

function Field({
  label,
  help,
  error,
  ...input
}: { label: string; help?: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        required
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function LinkPage({ kind }: { kind: 'welcome' | 'new-password' }) {
  const [token] = useState(tokenInAddress);
  const [offer, setOffer] = useState<InvitationOffer | ResetOffer>();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    const asked = kind === 'welcome' ? peopleApi.invitation(token) : peopleApi.resetOffer(token);
    asked.then(setOffer, (caught) => setErrors(errorsOf(caught)));
  }, [kind, token]);

  // The first field with a mistake takes the focus once drawn, so its words are read out after a refusal.
  const showErrors = (found: Errors) => {
    setErrors(found);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (kind === 'welcome' && !accountNamePattern.test(name.trim()))
      found.name = 'Use letters, digits, dots, dashes or underscores (at most 40), for example sam.';
    if (password.length < minimumPasswordLength)
      found.password = `Use at least ${minimumPasswordLength} characters (a few words in a row work well).`;
    showErrors(found);
    if (found.name || found.password) return;
    setBusy(true);
    try {
      if (kind === 'welcome') await peopleApi.acceptInvitation(token, name.trim(), password);
      else await peopleApi.newPassword(token, password);
      // Signed in by the answer's cookie: the editor opens as after a sign-in, and the link leaves the history.
      location.replace('/edit');
    } catch (caught) {
      showErrors(errorsOf(caught));
      setBusy(false);
    }
  }

  const title = kind === 'welcome' ? 'Welcome: choose your name and password' : 'Choose a new password';
  return (
    <main className="sign-in">
      <form className="sign-in-card link-card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>{title}</h1>
        {errors.link ? (
          <p className="form-error" role="alert">
            {errors.link}
          </p>
        ) : !offer ? (
          <p>Reading the link…</p>
        ) : (
          <>
            {'role' in offer ? (
              <p className="link-offer">
                You are invited as <strong>{roleWords[offer.role].name.toLowerCase()}</strong> (
                {roleWords[offer.role].may}), for {offer.email}.
              </p>
            ) : (
              <p className="link-offer">
                For <strong>{offer.name}</strong>. Your old password works until you choose this one.
              </p>
            )}
            {kind === 'welcome' ? (
              <Field
                label="Your name"
                help="You sign in with it. Letters, digits, dots and dashes, for example sam."
                name="name"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.target.value)}
              />
            ) : null}
            <Field
              label={kind === 'welcome' ? 'Your password' : 'Your new password'}
              help={`At least ${minimumPasswordLength} characters; a few words in a row work well.`}
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={errors.password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button type="submit" className="button button-primary" {...busyButtonProps(busy)}>
              {busy ? 'Signing in…' : kind === 'welcome' ? 'Start editing' : 'Save and sign in'}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
