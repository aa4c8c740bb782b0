/**
 * People in the browser, as the server enforces it whatever the page shows: only an owner lists, invites, changes
 * roles, removes people and makes new-password links; every change comes from the editor's own page; the site keeps
 * an owner; a removed person and a person who signs out everywhere are out at their next request; and the company
 * details are the owner's while the menus stay everyone's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, type PeopleServer, startPeopleServer } from './peopleApi';

let server: PeopleServer;
let maria: string;

beforeAll(async () => {
  server = await startPeopleServer();
  maria = await server.signIn(people.maria);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const ownerCalls: [string, unknown][] = [
  ['people', undefined],
  ['invite', { email: 'new@example.com', role: 'writer' }],
  ['change-role', { name: 'sam', role: 'editor' }],
  ['remove-person', { name: 'sam' }],
  ['reset-link', { name: 'sam' }],
  ['cancel-invitation', { id: 'abc' }],
];

describe('who may manage people', () => {
  it.each(['sam', 'lee'] as const)('refuses %s (not an owner) every owner route with 403 in words', async (who) => {
    const cookie = await server.signIn(people[who]);
    for (const [endpoint, body] of ownerCalls) {
      const response = await server.call(cookie, endpoint, body);
      expect(response.status, endpoint).toBe(403);
      expect((await response.json()).error).toMatch(/^(Writer|Editor)s cannot do this: ask an owner of the site\.$/);
    }
    expect(server.mails).toEqual([]);
  });

  it('refuses a change sent from another page (no Origin, or another origin) with 403, even by an owner', async () => {
    for (const [endpoint, body] of ownerCalls.filter(([, body]) => body !== undefined)) {
      expect((await server.call(maria, endpoint, body, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    }
    const withoutOrigin = await fetch(`${server.base}/edit/api/invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: maria },
      body: JSON.stringify({ email: 'x@example.com', role: 'owner' }),
    });
    expect(withoutOrigin.status).toBe(403);
    const everywhere = await server.call(maria, 'sign-out-everywhere', {}, { Origin: 'https://elsewhere.example' });
    expect(everywhere.status).toBe(403);
    expect((await server.call(maria, 'people')).status).toBe(200);
  });

  it('refuses a link used from another page with 403, before the link is even looked at', async () => {
    const elsewhere = { Origin: 'https://elsewhere.example' };
    const token = 'A'.repeat(43);
    const accept = await server.call(
      '',
      'accept-invitation',
      { token, name: 'x', password: 'long enough 12' },
      elsewhere,
    );
    expect(accept.status).toBe(403);
    expect((await accept.json()).error).toBe('Changes are accepted only from the editor page of this site.');
    expect((await server.call('', 'new-password', { token, password: 'long enough 12' }, elsewhere)).status).toBe(403);
  });
});

describe('the list of people', () => {
  it('shows each role and e-mail, who is signed in, when each last published, and the invitations waiting', async () => {
    const publishFolder = path.join(server.dataDir, 'publish');
    mkdirSync(publishFolder, { recursive: true });
    const history = [
      {
        id: 1,
        at: '2026-11-01T10:00:00.000Z',
        author: 'lee',
        description: 'a',
        version: 'v1',
        previous: '',
        files: [],
      },
      {
        id: 2,
        at: '2026-11-20T09:30:00.000Z',
        author: 'lee',
        description: 'b',
        version: 'v2',
        previous: 'v1',
        files: [],
      },
    ];
    writeFileSync(path.join(publishFolder, 'state.json'), JSON.stringify({ live: { version: 'v2' }, history }));
    const invited = await server.call(maria, 'invite', { email: 'pat@example.com', role: 'editor' });
    expect(invited.status).toBe(200);

    const list = await (await server.call(maria, 'people')).json();
    const byName = Object.fromEntries(list.people.map((person: { name: string }) => [person.name, person]));
    expect(byName.maria).toMatchObject({ role: 'owner', signedIn: true });
    expect(byName.sam).toMatchObject({ role: 'writer', email: 'sam@example.com' });
    expect(byName.lee).toMatchObject({ role: 'editor', lastPublished: '2026-11-20T09:30:00.000Z' });
    expect(byName.maria.lastPublished).toBeUndefined();
    expect(list.invitations).toEqual([
      expect.objectContaining({ email: 'pat@example.com', role: 'editor', by: 'maria' }),
    ]);
    // The list never carries a token or a digest that would open the invitation.
    expect(JSON.stringify(list)).not.toContain((await invited.json()).link.split('#token=')[1]);
  });
});

describe('changing roles and removing people', () => {
  it('never leaves the site without an owner: the only owner can neither step down nor be removed', async () => {
    const stepDown = await server.call(maria, 'change-role', { name: 'maria', role: 'editor' });
    expect(stepDown.status).toBe(409);
    expect((await stepDown.json()).error).toBe(
      'maria is the only owner, so they must stay an owner: make someone else an owner first, as the site always needs one.',
    );
    expect((await server.call(maria, 'remove-person', { name: 'maria' })).status).toBe(409);
    expect((await (await server.call(maria, 'session')).json()).role).toBe('owner');
  });

  it('changes a role, which the person’s open session follows at once', async () => {
    const lee = await server.signIn(people.lee);
    expect((await server.call(maria, 'change-role', { name: 'lee', role: 'owner' })).status).toBe(200);
    expect((await (await server.call(lee, 'session')).json()).role).toBe('owner');
    // With a second owner, maria may step down, and back up again (by lee).
    expect((await server.call(maria, 'change-role', { name: 'maria', role: 'editor' })).status).toBe(200);
    expect((await server.call(maria, 'people')).status).toBe(403);
    expect((await server.call(lee, 'change-role', { name: 'maria', role: 'owner' })).status).toBe(200);
    expect((await server.call(maria, 'change-role', { name: 'lee', role: 'editor' })).status).toBe(200);
  });

  it('ends a removed person’s sessions at once: their next request is 401', async () => {
    const sam = await server.signIn(people.sam);
    expect((await server.call(sam, 'session')).status).toBe(200);
    expect((await server.call(maria, 'remove-person', { name: 'sam' })).status).toBe(200);
    expect((await server.call(sam, 'session')).status).toBe(401);
    const list = await (await server.call(maria, 'people')).json();
    expect(list.people.map((person: { name: string }) => person.name)).not.toContain('sam');
    expect((await server.call('', 'sign-in', people.sam)).status).toBe(401);
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the person who asks, this one included, and no one else’s', async () => {
    const onPhone = await server.signIn(people.lee);
    const atDesk = await server.signIn(people.lee);
    const owner = await server.signIn(people.maria);
    const answer = await server.call(atDesk, 'sign-out-everywhere', {});
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await server.call(onPhone, 'session')).status).toBe(401);
    expect((await server.call(atDesk, 'session')).status).toBe(401);
    expect((await server.call(owner, 'session')).status).toBe(200);
  });
});

describe('the company details', () => {
  const site = () => readFileSync(path.join(server.contentRoot, 'site.yaml'), 'utf8');

  it('refuse a save of site.yaml by a non-owner that changes them, in words, and write nothing', async () => {
    const lee = await server.signIn(people.lee);
    const before = site();
    const changed = before.replace('phone: (503) 555-0147', 'phone: (503) 555-0199');
    expect(changed).not.toBe(before);
    const response = await server.call(lee, 'save', { path: 'site.yaml', text: changed, base: before });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/^Only an owner of the site may change the company details/);
    expect(site()).toBe(before);
  });

  it('let a non-owner change the menu in site.yaml, and an owner the company details', async () => {
    const lee = await server.signIn(people.lee);
    const before = site();
    const menu = before.replace(/^ {2}- label: Home$/m, '  - label: Start');
    expect(menu).not.toBe(before);
    const saved = await server.call(lee, 'save', { path: 'site.yaml', text: menu, base: before });
    expect((await saved.json()).error).toBeUndefined();
    expect(saved.status).toBe(200);
    const phone = menu.replace('phone: (503) 555-0147', 'phone: (503) 555-0199');
    expect((await server.call(maria, 'save', { path: 'site.yaml', text: phone, base: menu })).status).toBe(200);
    expect(site()).toContain('phone: (503) 555-0199');
  }, 60_000);
});
