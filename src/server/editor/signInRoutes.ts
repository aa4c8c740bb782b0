/**
 * Signing in and out of the editor, and who is signed in:
 *
 *   POST sign-in   {name, password} → 200 {name} with the session cookie; 401 when they do not match an account,
 *                  429 (Retry-After) while the throttle makes this name or address wait
 *   POST sign-out  ends the session
 *   GET  session   {name, signIn}
 */
import { signInEndpoints } from '../../editorApi/endpoints.ts';
import { HttpError } from '../http/httpError.ts';
import { textForLog } from '../http/logText.ts';
import type { Route } from '../http/routeTable.ts';
import { namePattern, type AccountStore } from './accounts.ts';
import { endpointRoute } from './editorRequest.ts';
import { clearedSessionCookie, sessionCookie, sessionToken, type SessionStore } from './sessions.ts';
import type { SignInThrottle } from './signInThrottle.ts';

/** A name and a password fit in far less; anything bigger is refused before it is read. */
export const signInLimitBytes = 4 * 1024;
/** No account has a longer password than this is worth hashing. */
const longestPassword = 1024;

export interface SignInOptions {
  accounts: AccountStore;
  sessions: SessionStore;
  throttle: SignInThrottle;
  /** false only for the development server, whose one editor is the person at the keyboard. */
  signIn: boolean;
  /** Whether this server publishes (the editor shows Publish and History only then). */
  publishing: boolean;
  log: (message: string) => void;
}

const mismatch = () => new HttpError(401, 'That name and password do not match an account.');

export function signInRoutes({ accounts, sessions, throttle, signIn, publishing, log }: SignInOptions): Route[] {
  return [
    endpointRoute(
      signInEndpoints.signIn,
      { access: 'anyone', bodyLimit: signInLimitBytes },
      async ({ json, facts, answer }) => {
        const body = await json();
        const name = typeof body.name === 'string' ? body.name.trim() : '';
        const password = typeof body.password === 'string' ? body.password : '';
        // Reserved before the password is checked: attempts sent all at once wait like attempts one after another.
        const wait = throttle.reserve(name, facts.address);
        if (wait > 0) {
          const seconds = Math.ceil(wait / 1000);
          throw new HttpError(
            429,
            `Too many attempts: wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`,
            { 'Retry-After': String(seconds) },
          );
        }
        let account: string | undefined;
        try {
          const possible = namePattern.test(name) && password.length > 0 && password.length <= longestPassword;
          account = possible ? await accounts.verify(name, password) : undefined;
        } finally {
          if (!account) throttle.failed(name, facts.address);
        }
        if (!account) {
          log(`Editor: a sign-in as "${textForLog(name, 40)}" was refused.`);
          throw mismatch();
        }
        throttle.succeeded(name, facts.address);
        const token = sessions.start(account);
        log(`Editor: ${account} signed in.`);
        answer({ name: account, role: accounts.roleOf(account) ?? 'writer', signIn, publishing }, 200, {
          'Set-Cookie': sessionCookie(token, facts.https),
        });
      },
    ),
    endpointRoute(
      signInEndpoints.signOut,
      { access: 'editor', bodyLimit: 0 },
      ({ request, response, facts, editor }) => {
        sessions.end(sessionToken(request, facts.https));
        log(`Editor: ${editor} signed out.`);
        response.writeHead(204, { 'Set-Cookie': clearedSessionCookie(facts.https), 'Cache-Control': 'no-store' });
        response.end();
      },
    ),
    endpointRoute(signInEndpoints.session, { access: 'editor', bodyLimit: 0 }, ({ editor, role, answer }) =>
      answer({ name: editor, role, signIn, publishing }),
    ),
  ];
}
