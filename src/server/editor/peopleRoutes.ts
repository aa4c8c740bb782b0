/**
 * The people who may edit, managed by an owner in the browser (every route here is `role: 'owner'`, and every POST
 * comes from the editor's own page, as the dispatcher checks):
 *
 *   GET  people              each person with their role, e-mail, whether signed in, last seen and last published;
 *                            the invitations waiting
 *   POST invite {email,role} a one-time link (accountLinks.ts), e-mailed when the server sends e-mail, and answered
 *   POST change-role         never leaves the site without an owner (409 in words)
 *   POST remove-person       the same; their sessions end at once
 *   POST reset-link {name}   a one-time link to choose a new password, e-mailed when they have an address
 *   POST cancel-invitation {id}
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { peopleEndpoints } from '../../editorApi/endpoints.ts';
import type { LinkMade, Person } from '../../editorApi/people.ts';
import { isRole, type Role, roleWords } from '../../editorApi/roles.ts';
import type { PublishEntry } from '../../editorApi/publishing.ts';
import { HttpError } from '../http/httpError.ts';
import type { Route } from '../http/routeTable.ts';
import { ownOrigin } from '../http/sameOrigin.ts';
import { publishRecords } from '../publish/publishRecords.ts';
import { type AccountLinks, invitationId, linkValidityHours } from './accountLinks.ts';
import type { EditorMail } from '../mail/editorMail.ts';
import type { AccountStore } from './accounts.ts';
import { endpointRoute, textField } from './editorRequest.ts';
import type { SessionStore } from './sessions.ts';

export interface PeopleOptions {
  accounts: AccountStore;
  sessions: SessionStore;
  links: AccountLinks;
  /** How links are e-mailed; absent when the server sends no e-mail. */
  mail?: EditorMail;
  dataDir: string;
  /** The company's name, for the e-mails. */
  companyName: () => string;
  log: (message: string) => void;
}

/** The paths of the pages a link opens; the token follows in the fragment, which no server or Referer ever sees. */
export const welcomePath = '/edit/welcome';
export const newPasswordPath = '/edit/new-password';

/** An address that can be written in a header as it is: local@domain.tld, no spaces, quotes or brackets. */
const emailPattern = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\.]+(\.[^\s@<>()[\]",;:\\.]+)+$/;
const ownerOnly = { access: 'editor', role: 'owner', bodyLimit: 4 * 1024 } as const;

/** "Works for 72 hours, until Monday 1 December, 14:05 (UTC)." */
export function validityWords(expires: number): string {
  const until = new Date(expires).toLocaleString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `Works once, for ${linkValidityHours} hours: until ${until} (UTC).`;
}

/** When each person last published, from the publishing history (read only). */
function lastPublishedBy(dataDir: string): Map<string, string> {
  const last = new Map<string, string>();
  try {
    const stateFile = path.join(publishRecords(dataDir).folder, 'state.json');
    const history = (JSON.parse(readFileSync(stateFile, 'utf8')) as { history?: PublishEntry[] }).history ?? [];
    for (const entry of history) if ((last.get(entry.author) ?? '') < entry.at) last.set(entry.author, entry.at);
  } catch {
    // Nothing published yet (or no publishing here): nobody has a last publish.
  }
  return last;
}

function roleField(body: Record<string, unknown>): Role {
  const role = body.role;
  if (!isRole(role)) throw new HttpError(400, 'Choose a role: writer, editor or owner.');
  return role;
}

export function peopleRoutes(options: PeopleOptions): Route[] {
  const { accounts, sessions, links, mail, log } = options;
  const knownPerson = (name: string) => {
    if (!accounts.has(name)) throw new HttpError(404, `There is no one called ${name}: the list may be out of date.`);
  };
  const owners = () =>
    accounts
      .people()
      .filter((person) => person.role === 'owner')
      .map((person) => person.name);
  const keepsAnOwner = (name: string, action: string) => {
    const others = owners().filter((owner) => owner !== name);
    if (accounts.roleOf(name) === 'owner' && others.length === 0)
      throw new HttpError(
        409,
        `${name} is the only owner, so ${action}: make someone else an owner first, as the site always needs one.`,
      );
  };
  const linkMade = (address: string, token: string, expires: number, emailed: boolean): LinkMade => ({
    link: `${address}#token=${token}`,
    emailed,
    expires: new Date(expires).toISOString(),
    validity: validityWords(expires),
  });
  const originOf = (facts: { https: boolean }, request: Parameters<typeof ownOrigin>[0]) =>
    ownOrigin(request, facts.https) ?? '';

  return [
    endpointRoute(peopleEndpoints.people, { ...ownerOnly, bodyLimit: 0 }, ({ answer }) => {
      const published = lastPublishedBy(options.dataDir);
      const people: Person[] = accounts.people().map(({ name, role, email }) => {
        const { signedIn, lastSeen } = sessions.activity(name);
        return {
          name,
          role,
          ...(email ? { email } : {}),
          signedIn,
          ...(lastSeen ? { lastSeen: new Date(lastSeen).toISOString() } : {}),
          ...(published.has(name) ? { lastPublished: published.get(name) } : {}),
        };
      });
      const invitations = links.invitations().map((link) => ({
        id: invitationId(link),
        email: link.email,
        role: link.role,
        created: new Date(link.created).toISOString(),
        expires: new Date(link.expires).toISOString(),
        by: link.by,
      }));
      answer({ people, invitations, mailOn: Boolean(mail) });
    }),
    endpointRoute(peopleEndpoints.invite, ownerOnly, async ({ json, request, facts, editor, answer }) => {
      const body = await json();
      const email = textField(body, 'email').trim();
      if (email.length > 254 || !emailPattern.test(email))
        throw new HttpError(400, 'Write one e-mail address, for example sam@example.com.');
      const role = roleField(body);
      const { token, expires } = links.make({ kind: 'invitation', email, role, by: editor });
      const address = `${originOf(facts, request)}${welcomePath}`;
      const company = options.companyName();
      const emailed =
        mail?.send(
          email,
          `You are invited to edit the website of ${company}`,
          `${editor} invites you to edit the website of ${company} as ${roleWords[role].name.toLowerCase()} ` +
            `(${roleWords[role].may}).\n\nOpen this link to choose your name and password:\n\n` +
            `${address}#token=${token}\n\n${validityWords(expires)}\n\nIf you did not expect this, ignore this e-mail.\n`,
        ) ?? false;
      log(`Editor: ${editor} invited ${email} as ${role}.`);
      answer(linkMade(address, token, expires, emailed));
    }),
    endpointRoute(peopleEndpoints.changeRole, ownerOnly, async ({ json, editor, answer }) => {
      const body = await json();
      const name = textField(body, 'name');
      const role = roleField(body);
      knownPerson(name);
      if (role !== 'owner') keepsAnOwner(name, `they must stay an owner`);
      accounts.setRole(name, role);
      log(`Editor: ${editor} made ${name} ${role}.`);
      answer({ name, role });
    }),
    endpointRoute(peopleEndpoints.removePerson, ownerOnly, async ({ json, editor, answer }) => {
      const name = textField(await json(), 'name');
      knownPerson(name);
      keepsAnOwner(name, 'they cannot be removed');
      accounts.remove(name);
      // At once, not at their next request: nothing they have open may go on.
      sessions.endAllOf(name);
      links.dropResetsOf(name);
      log(`Editor: ${editor} removed ${name}.`);
      answer({ removed: name });
    }),
    endpointRoute(peopleEndpoints.resetLink, ownerOnly, async ({ json, request, facts, editor, answer }) => {
      const name = textField(await json(), 'name');
      knownPerson(name);
      const { token, expires } = links.make({ kind: 'reset', name, by: editor });
      const address = `${originOf(facts, request)}${newPasswordPath}`;
      const email = accounts.people().find((person) => person.name === name)?.email;
      const emailed =
        (email &&
          mail?.send(
            email,
            `A new password for the website of ${options.companyName()}`,
            `${editor} sent you a link to choose a new password for editing the website of ${options.companyName()}` +
              ` (your name there: ${name}).\n\n${address}#token=${token}\n\n${validityWords(expires)}\n\n` +
              'Your old password works until you choose the new one.\n',
          )) ||
        false;
      log(`Editor: ${editor} made a new-password link for ${name}.`);
      answer(linkMade(address, token, expires, emailed));
    }),
    endpointRoute(peopleEndpoints.cancelInvitation, ownerOnly, async ({ json, editor, answer }) => {
      const id = textField(await json(), 'id');
      if (!links.cancel(id)) throw new HttpError(404, 'That invitation is no longer waiting: it was used or expired.');
      log(`Editor: ${editor} cancelled an invitation.`);
      answer({ cancelled: id });
    }),
  ];
}
