/** The sign-in form: one answer for an unknown name and a wrong password, and the wait after too many tries. */
import { useState, type FormEvent } from 'react';
import { api, type Session } from './api';
import { busyButtonProps } from './busyButton';
import './signIn.css';

export function SignIn({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await api.signIn(String(form.get('name') ?? ''), String(form.get('password') ?? '')));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <form
        className="sign-in-card"
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? 'sign-in-error' : undefined}
      >
        <h1>Sign in to edit the site</h1>
        <label htmlFor="sign-in-name">Name</label>
        <input
          id="sign-in-name"
          name="name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <label htmlFor="sign-in-password">Password</label>
        <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required />
        {error ? (
          <p id="sign-in-error" className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" {...busyButtonProps(busy)}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
