// @vitest-environment node
/**
 * site.yaml's quoteEndpoint from the build to the quote server, with nothing set by hand: a copy of the project with
 * `quoteEndpoint` in its site.yaml is built, and its contact page's plain form posts to the quote server; the quote
 * server reads the same site.yaml and the same build (whose forms it checks requests against) and, with no
 * ALLOWED_ORIGINS, allows exactly the origin of seo.siteUrl, with CORS.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';
import { createApp, type App } from '../../src/server/main';
import { readQuotes } from '../../src/server/quotes/officeChanges';
import { freePort, removeDir, tempDir } from './helpers';
import { quotePreflight, send } from './rawHttp';

const work = tempDir('static-host-build');
const project = path.join(work, 'project');
const dataDir = path.join(work, 'data');
let quotes: App;
let port: number;
let siteOrigin: string;
let contactPage: string;

beforeAll(async () => {
  copyProjectInto(project);
  port = await freePort();
  const siteFile = path.join(project, 'site.yaml');
  appendFileSync(siteFile, `quoteEndpoint: http://127.0.0.1:${port}/api/quote\n`);
  siteOrigin = new URL(parse(readFileSync(siteFile, 'utf8')).seo.siteUrl).origin;
  // The site only (no editor), into the copy's own dist/: what `npm run build` writes for the static host.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/build.ts', '--site-only'], {
    cwd: project,
    timeout: 170_000,
  });
  contactPage = readFileSync(path.join(project, 'dist/contact/index.html'), 'utf8');
  // The quote server's checkout is built too (docs/deploy.md): it takes requests for the forms of that build.
  quotes = await createApp({
    siteFile,
    distDir: path.join(project, 'dist'),
    dataDir,
    rateLimitPerMinute: 0,
    log: () => {},
  });
  await quotes.listen(port, '127.0.0.1');
}, 180_000);

afterAll(async () => {
  await quotes?.close();
  removeDir(work);
});

/** The built contact page's form: where it posts, and its fields with the values they hold as the page comes. */
function builtForm(): { action: string; fields: [name: string, value: string][] } {
  const form = contactPage.match(/<form[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
  return {
    action: form.match(/ action="([^"]*)"/)?.[1] ?? '',
    fields: [...form.matchAll(/<(?:input|textarea)\b[^>]*>/g)].flatMap(([tag]) => {
      const name = / name="([^"]+)"/.exec(tag)?.[1];
      return name ? [[name, / value="([^"]*)"/.exec(tag)?.[1] ?? ''] as [string, string]] : [];
    }),
  };
}

it("builds the contact page's form to post to the quote server", () => {
  const { action, fields } = builtForm();
  expect(action).toBe(`http://127.0.0.1:${port}/api/quote`);
  expect(fields.map(([name]) => name)).toEqual(expect.arrayContaining(['form', 'firstName', 'email', 'description']));
});

it('answers the preflight of the origin of seo.siteUrl with CORS, and no other', async () => {
  const preflight = (origin: string) => quotePreflight(port, origin);
  const allowed = await preflight(siteOrigin);
  expect(allowed.status).toBe(204);
  expect(allowed.headers['access-control-allow-origin']).toBe(siteOrigin);
  const other = await preflight('https://another-site.example');
  expect(other.status).toBe(403);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
});

it("takes the built form's post from the site's pages, and sends the visitor back to the site's thank-you page", async () => {
  const { action, fields } = builtForm();
  const values: Record<string, string> = {
    firstName: 'Static',
    email: 'static@example.com',
    description: 'Posted by the built contact page',
  };
  // What the browser sends: every field of the form, the visitor's words in those they filled in, and the hidden
  // field naming the form as the page holds it.
  const body = new URLSearchParams(fields.map(([name, value]) => [name, values[name] ?? value])).toString();
  const post = (origin: string) =>
    send(port, {
      method: 'POST',
      path: new URL(action).pathname,
      headers: {
        Origin: origin,
        'Sec-Fetch-Site': 'same-site',
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        'Content-Length': Buffer.byteLength(body),
      },
      body,
    });
  const answer = await post(siteOrigin);
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe(`${siteOrigin}/thank-you`);
  expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
  expect((await post('https://another-site.example')).status).toBe(403);
  expect(readQuotes(dataDir, { includeSpam: true })!.map((quote) => quote.description)).toEqual([
    'Posted by the built contact page',
  ]);
});
