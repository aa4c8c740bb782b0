/**
 * The inbox's HTTP API (/edit/api/inbox/…) on the production server: nothing without a session (401), no change
 * from another site's page (403), and for a signed-in editor the requests sent through /api/quote with where they
 * came from, a status with a note kept with who set it, the CSV export, "Not spam" sending the e-mail at once, and
 * deleting one request.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountStore } from '../../src/server/editor/accounts';
import { inboxOfDataDir } from '../../src/server/inbox/inboxOfDataDir';
import { inboxRoutes } from '../../src/server/inbox/inboxRoutes';
import { requestFacts } from '../../src/server/http/requestFacts';
import { routeFor } from '../../src/server/http/routeTable';
import { noTrustedProxies } from '../../src/server/http/trustedProxies';
import { createApp, type App } from '../../src/server/main';
import type { QuoteEmail } from '../../src/server/mail/quoteEmail';
import { copyOfContent, fakeEditorDist, formOnPage, removeDir, tempDir } from './helpers';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const sent: QuoteEmail[] = [];
const dirs = { content: '', data: '', dist: '' };

function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie, ...headers },
    body: JSON.stringify(body),
  });
}
const get = (pathname: string, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(base + pathname, { headers });

/**
 * A request sent like the site's form does, naming its form as the form's hidden field does (the contact page's
 * unless given), from a page with campaign tags (or the form's Referer only).
 */
async function sendQuote(body: Record<string, string>, target = '/api/quote', referer?: string): Promise<string> {
  const response = await fetch(base + target, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: base,
      ...(referer ? { Referer: referer } : {}),
    },
    body: JSON.stringify({ form: formOnPage('/contact'), fillTimeMs: '9000', ...body }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const ids = { ann: '', tom: '', spam: '' };
/** A service page with a form of its own, besides the contact page's. */
const maintenancePage = '/services/maintenance/residential';

beforeAll(async () => {
  dirs.content = copyOfContent();
  dirs.data = tempDir('inbox-api-data');
  dirs.dist = fakeEditorDist();
  app = await createApp({
    distDir: dirs.dist,
    dataDir: dirs.data,
    rateLimitPerMinute: 0,
    editor: { contentRoot: dirs.content },
    company: { name: 'Summit Ridge', email: 'office@summitridgenw.com', phone: '(503) 555-0147' } as never,
    sendMail: async (mail) => void sent.push(mail),
    log: () => {},
  });
  base = `http://127.0.0.1:${(await app.listen(0)).port}`;
  await openAccountStore(dirs.data).add('maria', password);
  const signIn = await post('/edit/api/sign-in', { name: 'maria', password });
  cookie = signIn.headers.get('set-cookie')!.split(';')[0];
  ids.ann = await sendQuote(
    {
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '(503) 555-0147',
      address: 'Smith;=HYPERLINK(A1);',
      description: 'Roof leak, "urgent", over the kitchen',
      form: formOnPage(maintenancePage),
    },
    `/api/quote?page=${encodeURIComponent(maintenancePage)}&utm_source=google&utm_medium=cpc&utm_campaign=spring-roofs&gclid=Cj0abc`,
  );
  ids.tom = await sendQuote(
    { firstName: 'Tom', lastName: 'Berg', email: 'tom@example.com', description: 'New gutters' },
    '/api/quote',
    `${base}/contact?utm_source=newsletter&utm_medium=email`,
  );
  ids.spam = await sendQuote({
    firstName: 'Sam',
    email: 'sam@example.com',
    description: 'Cheap pills http://a.example http://b.example http://c.example',
  });
});

afterAll(async () => {
  await app?.close();
  Object.values(dirs).forEach(removeDir);
});

const inboxApis: [string, string, unknown?][] = [
  ['GET', '/edit/api/inbox/requests'],
  ['GET', '/edit/api/inbox/counts'],
  ['GET', '/edit/api/inbox/request?id=x'],
  ['GET', '/edit/api/inbox/export.csv'],
  ['POST', '/edit/api/inbox/status', { id: 'x', status: 'won', note: '' }],
  ['POST', '/edit/api/inbox/not-spam', { id: 'x' }],
  ['POST', '/edit/api/inbox/delete', { id: 'x' }],
];

describe('who may use the inbox', () => {
  it('serves /edit/requests as the editor page, under the editor policy', async () => {
    const response = await fetch(`${base}/edit/requests`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(await response.text()).toContain('/edit/assets/main-abc.js');
  });

  it('answers 401 to every inbox API without a session', async () => {
    for (const [method, pathname, body] of inboxApis) {
      const response =
        method === 'GET' ? await get(pathname, {}) : await post(pathname, body, { Cookie: 'editor-session=forged' });
      expect([pathname, response.status]).toEqual([pathname, 401]);
    }
  });

  it('answers 403 to a change posted from another site, with a valid session, and changes nothing', async () => {
    for (const [, pathname, body] of inboxApis.filter(([method]) => method === 'POST')) {
      const response = await post(pathname, { ...(body as object), id: ids.spam }, { Origin: 'http://evil.example' });
      expect([pathname, response.status]).toEqual([pathname, 403]);
    }
    const spam = (await (await get('/edit/api/inbox/requests?list=spam')).json()) as { total: number };
    expect(spam.total).toBe(1);
  });
});

describe('a signed-in editor', () => {
  it('sees the two real requests newest first, the spam apart with its reason, and the count of new ones', async () => {
    const page = await (await get('/edit/api/inbox/requests')).json();
    expect(page.requests.map((request: { name: string }) => request.name)).toEqual(['Tom Berg', 'Ann Lee']);
    expect(page.counts).toEqual({ new: 2, spam: 1 });
    const spam = await (await get('/edit/api/inbox/requests?list=spam')).json();
    expect(spam.requests).toMatchObject([{ id: ids.spam, spamReason: '3 links (more than 2)' }]);
  });

  it('says a request is not e-mailed only when the server sends no e-mail at all', async () => {
    const detail = await (await get(`/edit/api/inbox/request?id=${ids.tom}`)).json();
    expect(['sent', 'waiting']).toContain(detail.mailState);
  });

  it('shows where each request came from: the form’s own parameters, or else the page’s address', async () => {
    const ann = await (await get(`/edit/api/inbox/request?id=${ids.ann}`)).json();
    expect(ann.source).toEqual({
      page: maintenancePage,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-roofs',
      gclid: 'Cj0abc',
    });
    expect(ann.raw).toMatchObject({ firstName: 'Ann', phone: '(503) 555-0147', fillTimeMs: '9000' });
    const tom = await (await get(`/edit/api/inbox/request?id=${ids.tom}`)).json();
    expect(tom.source).toMatchObject({ page: '/contact', utmSource: 'newsletter', utmMedium: 'email', gclid: '' });
  });

  it('pages on with a whole-number offset, and refuses any other in words (400, not a failure)', async () => {
    const second = await (await get('/edit/api/inbox/requests?offset=1')).json();
    expect(second.requests.map((request: { name: string }) => request.name)).toEqual(['Ann Lee']);
    for (const offset of ['1e400', '-1', 'abc', '1.5', '99999999999999999999']) {
      const refused = await get(`/edit/api/inbox/requests?offset=${offset}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/^"offset" must be a whole number from 0 to \d+, not "/);
    }
  });

  it('finds a request by its phone digits', async () => {
    const found = await (await get('/edit/api/inbox/requests?search=5550147')).json();
    expect(found.requests.map((request: { id: string }) => request.id)).toEqual([ids.ann]);
  });

  it('keeps a new status with its note, who set it and when', async () => {
    const response = await post('/edit/api/inbox/status', { id: ids.ann, status: 'contacted', note: 'Visit Tuesday' });
    expect(response.status).toBe(200);
    const ann = await (await get(`/edit/api/inbox/request?id=${ids.ann}`)).json();
    expect(ann.status).toBe('contacted');
    expect(ann.history).toMatchObject([{ by: 'maria', status: 'contacted', note: 'Visit Tuesday' }]);
    const refused = await post('/edit/api/inbox/status', { id: ids.ann, status: 'maybe' });
    expect([refused.status, (await refused.json()).error]).toEqual([400, 'Choose one of the statuses.']);
  });

  it('exports the list as it is filtered, as CSV with the columns of npm run leads, for Excel', async () => {
    const response = await get('/edit/api/inbox/export.csv?status=contacted');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="requests-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    // A column for each field of the form, under the label the form shows it with.
    expect(lines[0]).toBe(
      'Received,First name,Last name,E-mail address,Phone number,Project address,Project description,Status,Office notes,E-mail to the office,Acknowledgement,Forwarded,Photos,Id',
    );
    expect(lines.slice(1, -1)).toHaveLength(1);
    // A ";" is quoted too, and what follows it is no formula for a spreadsheet that splits there (most of Europe).
    expect(lines[1]).toContain(
      `Ann,Lee,,(503) 555-0147,"Smith;'=HYPERLINK(A1);","Roof leak, ""urgent"", over the kitchen"`,
    );
  });

  it('takes a request out of spam and sends its e-mail at once', async () => {
    const before = sent.length;
    const response = await post('/edit/api/inbox/not-spam', { id: ids.spam });
    expect(response.status).toBe(200);
    const started = Date.now();
    while (sent.length === before && Date.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.at(-1)?.headers?.['X-Quote-Request-Id']).toBe(ids.spam);
    const counts = await (await get('/edit/api/inbox/counts')).json();
    expect(counts).toEqual({ new: 2, spam: 0 });
  });

  it('deletes one request, and then knows it no more', async () => {
    expect((await post('/edit/api/inbox/delete', { id: ids.tom })).status).toBe(200);
    expect((await get(`/edit/api/inbox/request?id=${ids.tom}`)).status).toBe(404);
    expect((await post('/edit/api/inbox/delete', { id: ids.tom })).status).toBe(404);
  });
});

it('tells the office a request is kept but not e-mailed when the server has no mail server, after a status change too', async () => {
  const dataDir = tempDir('inbox-mail-off');
  const mailOff = await createApp({
    distDir: dirs.dist,
    dataDir,
    rateLimitPerMinute: 0,
    editor: { contentRoot: dirs.content },
    log: () => {},
  });
  try {
    const at = `http://127.0.0.1:${(await mailOff.listen(0)).port}`;
    await openAccountStore(dataDir).add('maria', password);
    const signIn = await fetch(`${at}/edit/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: at },
      body: JSON.stringify({ name: 'maria', password }),
    });
    const session = signIn.headers.get('set-cookie')!.split(';')[0];
    const sent = await fetch(`${at}/api/quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: at },
      body: JSON.stringify({
        form: formOnPage('/contact'),
        fillTimeMs: '9000',
        firstName: 'Ida',
        email: 'ida@example.com',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const detail = await (
      await fetch(`${at}/edit/api/inbox/request?id=${id}`, { headers: { Cookie: session } })
    ).json();
    expect(detail).toMatchObject({ mailState: 'off', mailStatus: 'pending' });
    // Marked Contacted, the answer still says the same of the e-mail: never "waiting to be sent" on a server
    // that sends no e-mail.
    const changed = await fetch(`${at}/edit/api/inbox/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: at, Cookie: session },
      body: JSON.stringify({ id, status: 'contacted', note: 'Called back' }),
    });
    expect(await changed.json()).toMatchObject({ mailState: 'off', status: 'contacted' });
  } finally {
    await mailOff.close();
    removeDir(dataDir);
  }
});

it('shows an empty inbox before the first request ever came, and creates no database by looking', async () => {
  const dataDir = tempDir('inbox-no-database');
  const inbox = inboxOfDataDir(dataDir);
  const routes = inboxRoutes({ inbox: inbox.inbox, contentRoot: dirs.content, dataDir, mailOn: false, log: () => {} });
  const bare = createServer((request, response) => {
    const facts = requestFacts(request, noTrustedProxies);
    const route = routeFor(routes, request.method ?? 'GET', facts.pathname);
    const body = () => Promise.reject(new Error('no body here'));
    void Promise.resolve(
      route.handle({ request, response, facts, editor: 'developer', role: 'owner', json: body, bytes: body }),
    ).catch(() => {
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/edit/api/inbox`;
  try {
    // With the heading and the statuses of site.yaml, which the list offers to filter by.
    expect(await (await fetch(`${at}/requests`)).json()).toEqual({
      title: 'Quote requests',
      requests: [],
      statuses: [
        { id: 'new', label: 'New' },
        { id: 'contacted', label: 'Contacted' },
        { id: 'estimate-sent', label: 'Estimate sent' },
        { id: 'won', label: 'Won' },
        { id: 'lost', label: 'Lost' },
      ],
      total: 0,
      counts: { new: 0, spam: 0 },
    });
    expect(await (await fetch(`${at}/counts`)).json()).toEqual({ new: 0, spam: 0 });
    expect(existsSync(path.join(dataDir, 'quotes.sqlite'))).toBe(false);
  } finally {
    bare.close();
    inbox.close();
    removeDir(dataDir);
  }
});
