/**
 * What a one-time link lets its holder do, before they are signed in (access `anyone`: a POST still only from the
 * editor's own page), and signing out everywhere:
 *
 *   GET  invitation?token         the role and address it was sent to; 404 in words when unknown, used or expired
 *   POST accept-invitation {token, name, password}   the account, with the invitation's role, and a session
 *   GET  reset-offer?token        whose password it changes
 *   POST new-password {token, password}              the new password, the other sessions ended, and a session
 *   POST sign-out-everywhere      (signed in) ends every session of the person asking, this one included
 *
 * Each of these is throttled like a sign-in (signInThrottle.ts), by the token and by the address, so a link cannot
 * be guessed; a refusal for the name is 409, for the password 422, so the page puts it under its field.
 */
import { peopleEndpoints } from '../../editorApi/endpoints.ts';
import { HttpError } from '../http/httpError.ts';
import type { RequestFacts } from '../http/requestFacts.ts';
import type { Route } from '../http/routeTable.ts';
import { type AccountLink, type AccountLinks, tokenDigest } from './accountLinks.ts';
import { AccountRefused, type AccountStore, minimumPasswordLength, namePattern } from './accounts.ts';
import { endpointRoute, textField } from './editorRequest.ts';
import { clearedSessionCookie, sessionCookie, type SessionStore } from './sessions.ts';
import type { SignInThrottle } from './signInThrottle.ts';

export interface LinkOptions {
  accounts: AccountStore;
  sessions: SessionStore;
  links: AccountLinks;
  throttle: SignInThrottle;
  publishing: boolean;
  log: (message: string) => void;
}

const anyone = { access: 'anyone', bodyLimit: 4 * 1024 } as const;
const longestPassword = 1024;
const unknownLink = (what: string) =>
  new HttpError(
    404,
    `This ${what} link does not work: it was used already, it expired, or it was copied in part. Ask the owner of the site for a new one.`,
  );

function checkPassword(password: string) {
  if (password.length < minimumPasswordLength)
    throw new HttpError(422, `Use at least ${minimumPasswordLength} characters (a few words in a row work well).`);
  if (password.length > longestPassword) throw new HttpError(422, `Use at most ${longestPassword} characters.`);
}

export function linkRoutes({ accounts, sessions, links, throttle, publishing, log }: LinkOptions): Route[] {
  /**
   * The link of a token, throttled like a sign-in: an unknown token counts as a failed attempt for this address
   * (and for the token), so trying tokens is as slow as trying passwords.
   */
  function linkOf<K extends AccountLink['kind']>(token: string, kind: K, facts: RequestFacts) {
    const key = `link:${tokenDigest(token).slice(0, 16)}`;
    const wait = throttle.reserve(key, facts.address);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(
        429,
        `Too many attempts: wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    const link = links.find(token);
    if (link?.kind !== kind) {
      throttle.failed(key, facts.address);
      throw unknownLink(kind === 'invitation' ? 'invitation' : 'new-password');
    }
    throttle.succeeded(key, facts.address);
    return link as Extract<AccountLink, { kind: K }>;
  }

  /** Takes the link for good; a second request with the same token at the same moment finds it gone. */
  function use(token: string, kind: AccountLink['kind']): AccountLink {
    const link = links.use(token);
    if (!link) throw unknownLink(kind === 'invitation' ? 'invitation' : 'new-password');
    return link;
  }

  const signedIn = (name: string, https: boolean) => ({
    session: { name, role: accounts.roleOf(name) ?? ('writer' as const), signIn: true, publishing },
    cookie: { 'Set-Cookie': sessionCookie(sessions.start(name), https) },
  });

  return [
    endpointRoute(peopleEndpoints.invitation, { ...anyone, bodyLimit: 0 }, ({ facts, answer }) => {
      const link = linkOf(facts.url.searchParams.get('token') ?? '', 'invitation', facts);
      answer({ role: link.role, email: link.email, expires: new Date(link.expires).toISOString() });
    }),
    endpointRoute(peopleEndpoints.acceptInvitation, anyone, async ({ json, facts, answer }) => {
      const body = await json();
      const token = textField(body, 'token');
      const name = textField(body, 'name').trim();
      const password = textField(body, 'password');
      linkOf(token, 'invitation', facts);
      if (!namePattern.test(name))
        throw new HttpError(409, 'Use letters, digits, dots, dashes or underscores (at most 40), for example sam.');
      if (accounts.has(name)) throw new HttpError(409, `Someone is already called ${name}: choose another name.`);
      checkPassword(password);
      const link = use(token, 'invitation');
      if (link.kind !== 'invitation') throw unknownLink('invitation');
      try {
        await accounts.add(name, password, { role: link.role, email: link.email });
      } catch (error) {
        // Only a name taken in the meantime gets here: the invitation is still good for another name.
        links.giveBack(link);
        if (error instanceof AccountRefused)
          throw new HttpError(409, `Someone is already called ${name}: choose another name.`);
        throw error;
      }
      log(`Editor: ${name} accepted an invitation from ${link.by} (${link.role}).`);
      const { session, cookie } = signedIn(name, facts.https);
      answer(session, 200, cookie);
    }),
    endpointRoute(peopleEndpoints.resetOffer, { ...anyone, bodyLimit: 0 }, ({ facts, answer }) => {
      const link = linkOf(facts.url.searchParams.get('token') ?? '', 'reset', facts);
      answer({ name: link.name, expires: new Date(link.expires).toISOString() });
    }),
    endpointRoute(peopleEndpoints.newPassword, anyone, async ({ json, facts, answer }) => {
      const body = await json();
      const token = textField(body, 'token');
      const password = textField(body, 'password');
      linkOf(token, 'reset', facts);
      checkPassword(password);
      const link = use(token, 'reset');
      if (link.kind !== 'reset' || !accounts.has(link.name)) throw unknownLink('new-password');
      await accounts.reset(link.name, password);
      // Wherever the old password was used, it is over.
      sessions.endAllOf(link.name);
      log(`Editor: ${link.name} chose a new password with a link from ${link.by}.`);
      const { session, cookie } = signedIn(link.name, facts.https);
      answer(session, 200, cookie);
    }),
    endpointRoute(
      peopleEndpoints.signOutEverywhere,
      { access: 'editor', bodyLimit: 0 },
      ({ response, facts, editor }) => {
        sessions.endAllOf(editor);
        log(`Editor: ${editor} signed out everywhere.`);
        response.writeHead(204, { 'Set-Cookie': clearedSessionCookie(facts.https), 'Cache-Control': 'no-store' });
        response.end();
      },
    ),
  ];
}
