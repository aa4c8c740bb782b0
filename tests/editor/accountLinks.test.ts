/**
 * The one-time links that let a person in: an invitation e-mailed and answered, opened once to make an account
 * with the role the owner chose and sign in; a new-password link that ends the old sessions; each link refused in
 * words once used or after 72 hours; guessing links slowed down like guessing passwords; and how many links may
 * wait, or be made in a day, bounded.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksFileName, maxLinksPerDay, maxPendingLinks, openAccountLinks } from '../../src/server/editor/accountLinks';
import { removeDir, tempDir } from './helpers';
import { people, type PeopleServer, startPeopleServer, tokenOf } from './peopleApi';

const hour = 60 * 60 * 1000;
let server: PeopleServer;
let maria: string;

beforeAll(async () => {
  server = await startPeopleServer();
  maria = await server.signIn(people.maria);
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const invite = async (email: string, role = 'writer') => {
  const response = await server.call(maria, 'invite', { email, role });
  expect(response.status).toBe(200);
  return response.json();
};

describe('an invitation', () => {
  it('is e-mailed and answered with the same link, valid 72 hours, of which only a digest is kept', async () => {
    const made = await invite('ana@example.com');
    expect(made.link).toMatch(new RegExp(`^${server.base}/edit/welcome#token=[A-Za-z0-9_-]{43}$`));
    expect(made.validity).toMatch(/^Works once, for 72 hours: until .+ \(UTC\)\.$/);
    await expect.poll(() => server.mails.length).toBe(1);
    expect(server.mails[0].envelope.to).toBe('ana@example.com');
    expect(server.mails[0].text).toContain(made.link);
    const file = path.join(server.dataDir, linksFileName);
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readFileSync(file, 'utf8')).not.toContain(tokenOf(made.link));
  });

  it('opens once: the new person chooses a name and password and is signed in with the role chosen', async () => {
    const token = tokenOf((await invite('bo@example.com', 'editor')).link);
    expect(await (await server.call('', `invitation?token=${token}`)).json()).toMatchObject({
      role: 'editor',
      email: 'bo@example.com',
    });
    // A refusal for a field leaves the invitation usable.
    const short = await server.call('', 'accept-invitation', { token, name: 'bo', password: 'short' });
    expect(short.status).toBe(422);
    const taken = await server.call('', 'accept-invitation', {
      token,
      name: 'maria',
      password: 'long enough password',
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe('Someone is already called maria: choose another name.');

    const accepted = await server.call('', 'accept-invitation', {
      token,
      name: 'bo',
      password: 'long enough password',
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ name: 'bo', role: 'editor' });
    const cookie = accepted.headers.get('set-cookie')!.split(';')[0];
    expect(await (await server.call(cookie, 'session')).json()).toMatchObject({ name: 'bo', role: 'editor' });

    const again = await server.call('', 'accept-invitation', { token, name: 'bo2', password: 'long enough password' });
    expect(again.status).toBe(404);
    expect((await again.json()).error).toMatch(/^This invitation link does not work: it was used already, it expired/);
    expect((await server.call('', `invitation?token=${token}`)).status).toBe(404);
  });

  it('stops working after 72 hours, and leaves the list of invitations waiting', async () => {
    const token = tokenOf((await invite('cy@example.com')).link);
    server.later(71 * hour);
    expect((await server.call('', `invitation?token=${token}`)).status).toBe(200);
    server.later(1 * hour + 1000);
    expect((await server.call('', `invitation?token=${token}`)).status).toBe(404);
    const accepted = await server.call('', 'accept-invitation', {
      token,
      name: 'cy',
      password: 'long enough password',
    });
    expect(accepted.status).toBe(404);
    maria = await server.signIn(people.maria);
    const list = await (await server.call(maria, 'people')).json();
    expect(list.invitations.map((each: { email: string }) => each.email)).not.toContain('cy@example.com');
  });

  it('can be cancelled by the owner, after which its link does not work', async () => {
    const token = tokenOf((await invite('di@example.com')).link);
    const { invitations } = await (await server.call(maria, 'people')).json();
    const { id } = invitations.find((each: { email: string }) => each.email === 'di@example.com');
    expect((await server.call(maria, 'cancel-invitation', { id })).status).toBe(200);
    expect((await server.call('', `invitation?token=${token}`)).status).toBe(404);
  });
});

describe('a new-password link', () => {
  it('sets the new password once, ends the sessions of the old one, and signs the person in', async () => {
    const samBefore = await server.signIn(people.sam);
    const made = await (await server.call(maria, 'reset-link', { name: 'sam' })).json();
    expect(made.link).toMatch(/\/edit\/new-password#token=/);
    expect(made.emailed).toBe(true);
    const token = tokenOf(made.link);
    expect(await (await server.call('', `reset-offer?token=${token}`)).json()).toMatchObject({ name: 'sam' });
    // An invitation's page does not take a new-password link, nor the other way round.
    expect((await server.call('', `invitation?token=${token}`)).status).toBe(404);

    const changed = await server.call('', 'new-password', { token, password: 'a brand new password 7' });
    expect(changed.status).toBe(200);
    expect((await server.call(samBefore, 'session')).status).toBe(401);
    expect((await server.call(changed.headers.get('set-cookie')!.split(';')[0], 'session')).status).toBe(200);
    expect((await server.call('', 'sign-in', people.sam)).status).toBe(401);
    expect((await server.call('', 'sign-in', { name: 'sam', password: 'a brand new password 7' })).status).toBe(200);
    expect((await server.call('', 'new-password', { token, password: 'yet another password 8' })).status).toBe(404);
  });
});

describe('guessing links', () => {
  it('is slowed down like guessing passwords: after a few wrong tokens from one address, 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await server.call('', 'accept-invitation', {
        token: 'A'.repeat(42) + String(attempt),
        name: 'guess',
        password: 'long enough password',
      });
      statuses.push(last.status);
    }
    // The wrong tokens tried earlier in this file count too: by the fifth attempt at the latest, every one waits.
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(4);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await last!.json()).error).toMatch(/^Too many attempts: wait \d+ seconds? before trying again\.$/);
  });
});

describe('the bounds on links', () => {
  const dir = tempDir('links');
  afterAll(() => removeDir(dir));

  it(`makes at most ${maxLinksPerDay} links in 24 hours and keeps at most ${maxPendingLinks} waiting, expired ones dropped first`, () => {
    let time = Date.UTC(2026, 0, 1);
    const links = openAccountLinks(dir, () => time);
    const make = (n: number) => links.make({ kind: 'invitation', email: `p${n}@example.com`, role: 'writer', by: 'o' });
    for (let n = 0; n < maxLinksPerDay; n++) make(n);
    expect(() => make(99)).toThrow(/20 links were made in the last 24 hours/);
    time += 24 * hour + 1;
    for (let n = 0; n < maxLinksPerDay; n++) make(100 + n);
    time += 24 * hour + 1;
    for (let n = 0; n < maxPendingLinks - 2 * maxLinksPerDay; n++) make(200 + n);
    expect(links.invitations()).toHaveLength(maxPendingLinks);
    expect(() => make(300)).toThrow(/50 links are waiting to be used/);
    // The first day's links expire 72 hours after they were made, which frees their places.
    time += 24 * hour;
    expect(make(301).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.invitations()).toHaveLength(maxPendingLinks - maxLinksPerDay + 1);
  });
});
