/**
 * Review before publishing, as the office meets it through the server, on a throw-away git copy with a real SMTP
 * server on 127.0.0.1: a writer asks for review and the editors get an e-mail with the link; a writer cannot approve;
 * a change saved after the review was asked for stops the approval (409, nothing published); an approved review
 * publishes exactly what was reviewed, and the pages not reviewed stay waiting; history and git name the writer and
 * the approver; a review sent back shows its note to the writer, by e-mail too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { startSmtp, type TestSmtp, waitFor } from '../server/helpers';
import { createPublishProject, signIn, startServer, type PublishProject, type RunningServer } from './publishProject';

const owner = { name: 'maria', password: 'gutters and downspouts 42' };
const writer = { name: 'sam', password: 'a helper who writes 42' };
const editorAccount = { name: 'lee', password: 'an editor who publishes 42' };
const aboutFile = 'pages/about.yaml';
const privacyFile = 'pages/privacy-policy.yaml';

let project: PublishProject;
let server: RunningServer;
let smtp: TestSmtp;

const read = (file: string) => readFileSync(path.join(project.root, file), 'utf8');
const commitCount = () => project.git(['rev-list', '--count', 'HEAD']).trim();
const withHeading = (heading: string) => read(aboutFile).replace(/^ {4}heading: .*$/m, `    heading: "${heading}"`);
/** The e-mail's text as a person reads it: quoted-printable lines joined again. */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

beforeAll(async () => {
  smtp = await startSmtp();
  project = createPublishProject(owner);
  const accounts = openAccountStore(project.dataDir);
  await accounts.add(writer.name, writer.password, { role: 'writer', email: 'sam@example.com' });
  await accounts.add(editorAccount.name, editorAccount.password, { role: 'editor', email: 'lee@example.com' });
  server = await startServer(project, { SMTP_URL: smtp.url });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  project?.remove();
});

describe('review before publishing', () => {
  it('e-mails the editors a link to the review a writer asks for, with the pages left out not in it', async () => {
    const sam = await signIn(server.baseUrl, writer);
    expect((await sam('save', { path: aboutFile, text: withHeading('Reviewed Heading One') })).status).toBe(200);
    const privacy = read(privacyFile).replace(/^title: .*$/m, 'title: Privacy, Written by Sam');
    expect((await sam('save', { path: privacyFile, text: privacy })).status).toBe(200);

    const asked = await sam('review/ask', { note: 'New heading for the About page', leaveOut: [privacyFile] });
    expect(asked.status).toBe(200);
    expect(asked.body.review).toMatchObject({ id: 1, askedBy: 'sam', state: 'waiting' });
    expect(asked.body.review.groups.map((group: { key: string }) => group.key)).toEqual([aboutFile]);

    await waitFor(() => mailsTo('lee@example.com').length === 1, 10_000, 'the editor’s e-mail');
    const mail = textOf(mailsTo('lee@example.com')[0].raw);
    expect(mail).toContain(`${server.baseUrl}/edit/review?id=1`);
    expect(mail).toContain('New heading for the About page');
    // The editor sees it waiting; the writer sees their own.
    const lee = await signIn(server.baseUrl, editorAccount);
    expect((await lee('reviews')).body.waiting).toBe(1);
    expect((await sam('reviews')).body.reviews[0]).toMatchObject({ id: 1, state: 'waiting' });
  });

  it('draws the reviewed page before and after, for an editor only', async () => {
    const lee = await signIn(server.baseUrl, editorAccount);
    const detail = await lee('review?id=1');
    expect(detail.body.pages).toEqual([{ key: aboutFile, name: expect.any(String), before: true, after: true }]);
    const frame = async (side: string, account = editorAccount) => {
      const response = await fetch(`${server.baseUrl}/edit/review/page?id=1&key=${aboutFile}&side=${side}`, {
        headers: { Cookie: await cookieFor(account) },
      });
      return { status: response.status, text: await response.text() };
    };
    const after = await frame('after');
    expect(after.status).toBe(200);
    expect(after.text).toContain('Reviewed Heading One');
    const before = await frame('before');
    expect(before.text).not.toContain('Reviewed Heading One');
    expect(before.text).toContain('Years of Building Trust');
    expect((await frame('after', writer)).status).toBe(403);
  });

  it('refuses a writer’s approval, and an approval of text saved after the review was asked for', async () => {
    const sam = await signIn(server.baseUrl, writer);
    const commitsBefore = commitCount();
    const byWriter = await sam('review/approve', { id: 1 });
    expect(byWriter.status).toBe(403);

    expect((await sam('save', { path: aboutFile, text: withHeading('Slipped In Later') })).status).toBe(200);
    const lee = await signIn(server.baseUrl, editorAccount);
    const approved = await lee('review/approve', { id: 1 });
    expect(approved.status).toBe(409);
    expect(approved.body.error).toBe(
      `${aboutFile} changed after the review was opened: open it again to see the change, or ask the writer to ask for review again.`,
    );
    expect(commitCount()).toBe(commitsBefore);
    expect((await lee('reviews')).body.reviews[0]).toMatchObject({ id: 1, state: 'waiting' });
  });

  it('publishes exactly what was reviewed, names writer and approver in history and git, and leaves the rest waiting', async () => {
    const sam = await signIn(server.baseUrl, writer);
    const asked = await sam('review/ask', { note: '', leaveOut: [privacyFile] });
    const id = asked.body.review.id;
    const lee = await signIn(server.baseUrl, editorAccount);
    const approved = await lee('review/approve', { id });
    expect(approved.body.error).toBeUndefined();
    expect(approved.body.published.review).toEqual({ id, writer: 'sam', approver: 'lee' });

    const live = await (await fetch(`${server.baseUrl}/about/`)).text();
    expect(live).toContain('Slipped In Later');
    // The page not reviewed stays saved and waiting, not published.
    const waiting = (await lee('publish')).body.groups.map((group: { key: string }) => group.key);
    expect(waiting).toEqual([privacyFile]);
    expect(project.git(['show', 'HEAD:pages/privacy-policy.yaml'])).not.toContain('Written by Sam');

    const [entry] = (await lee('history')).body.entries;
    expect(entry).toMatchObject({ author: 'lee', review: { id, writer: 'sam', approver: 'lee' } });
    const message = project.git(['log', '-1', '--format=%B']);
    expect(message).toContain('Written-by: sam');
    expect(message).toContain('Approved-by: lee');
    expect((await sam('reviews')).body.reviews[0]).toMatchObject({ id, state: 'published', decidedBy: 'lee' });
    // Asking again replaced the review asked before, which no longer waits.
    expect((await lee('reviews')).body.reviews.find((review: { id: number }) => review.id === 1)).toMatchObject({
      state: 'sentBack',
      answer: `Replaced by review ${id}, asked for later.`,
    });
    await waitFor(() => mailsTo('sam@example.com').length === 1, 10_000, 'the writer’s e-mail');
    expect(textOf(mailsTo('sam@example.com')[0].raw)).toContain('lee approved your changes');
  }, 120_000);

  it('sends a review back with a note the writer reads in the editor and by e-mail', async () => {
    const sam = await signIn(server.baseUrl, writer);
    const asked = await sam('review/ask', { note: 'The privacy page' });
    const lee = await signIn(server.baseUrl, editorAccount);
    expect((await lee('review/send-back', { id: asked.body.review.id, note: '' })).status).toBe(400);
    const sent = await lee('review/send-back', { id: asked.body.review.id, note: 'Keep the old title, please.' });
    expect(sent.status).toBe(200);

    expect((await sam('reviews')).body.reviews[0]).toMatchObject({
      state: 'sentBack',
      decidedBy: 'lee',
      answer: 'Keep the old title, please.',
    });
    await waitFor(() => mailsTo('sam@example.com').length === 2, 10_000, 'the note by e-mail');
    expect(textOf(mailsTo('sam@example.com')[1].raw)).toContain('Keep the old title, please.');
    // A review sent back cannot be approved any more.
    expect((await lee('review/approve', { id: asked.body.review.id })).status).toBe(409);
  });
});

/** The session cookie of a fresh sign-in, for the review's frames (HTML, not JSON). */
async function cookieFor(account: { name: string; password: string }) {
  const response = await fetch(`${server.baseUrl}/edit/api/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
    body: JSON.stringify(account),
  });
  return response.headers.get('set-cookie')!.split(';')[0];
}
