// @vitest-environment node
/**
 * What a build writes for site.yaml's redirects, for each kind of host: redirects.json for the site's server,
 * _redirects for Netlify and Cloudflare Pages, redirects.caddy for a Caddy serving the output (checked by Caddy itself
 * when it is installed) and a page at each old address for any other host. Built on a copy of the project with the
 * second fixture site as its content, as a publish builds (`--site-only`); then built again from that build after a
 * page changed, and after the redirects changed, each time byte for byte the output of a full build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';

const fixture = path.join(__dirname, '../fixtures/second-site');
const caddy = '/usr/bin/caddy';
let base: string;
let root: string;

/** `npm run build -- --site-only --out-dir base/NAME [--from base/FROM]`, and what it printed. */
function build(name: string, from?: string): string {
  const args = ['--import', 'tsx', 'src/cli/build.ts', '--site-only', '--out-dir', path.join(base, name)];
  if (from) args.push('--from', path.join(base, from));
  // One moment for every build: a full build and a build from an earlier one then agree byte for byte.
  const env = { ...process.env, BUILD_MOMENT: '2026-11-28T12:00:00.000Z' };
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', env });
}

const output = (name: string, file: string) => readFileSync(path.join(base, name, file), 'utf8');

/** Every file of a build, by its path, with its bytes. */
function filesOf(name: string): Map<string, string> {
  const dir = path.join(base, name);
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), readFileSync(file).toString('base64'));
  }
  return files;
}

function expectSameFiles(built: string, expected: string) {
  const [actual, wanted] = [filesOf(built), filesOf(expected)];
  expect([...actual.keys()].sort()).toEqual([...wanted.keys()].sort());
  const differing = [...wanted.keys()].filter((file) => actual.get(file) !== wanted.get(file));
  expect(differing).toEqual([]);
}

/** site.yaml of the fixture with these redirects. */
function writeRedirects(lines: string[]) {
  const site = readFileSync(path.join(fixture, 'site.yaml'), 'utf8');
  writeFileSync(path.join(root, 'site.yaml'), `${site}redirects:\n${lines.join('\n')}\n`);
}

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'redirect-builds-'));
  root = path.join(base, 'project');
  copyProjectInto(root);
  for (const part of ['site.yaml', 'pages', 'public', 'collections']) {
    rmSync(path.join(root, part), { recursive: true, force: true });
    cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
  writeRedirects([
    '  - from: /old-fees',
    '    to: /fees',
    '  - from: /wills/',
    '    to: /articles/what-a-will-does#steps',
    '    status: 302',
    '  - from: /bar-association.html',
    '    to: https://www.example.org/members?firm=4&list=all',
  ]);
  expect(build('v1')).toMatch(/Built \d+ pages into/);
}, 180_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('the redirects a build writes', () => {
  it('redirects.json lists each redirect for the site’s server, its status filled in', () => {
    expect(JSON.parse(output('v1', 'redirects.json'))).toEqual({
      redirects: [
        { from: '/old-fees', to: '/fees', status: 301 },
        { from: '/wills/', to: '/articles/what-a-will-does#steps', status: 302 },
        { from: '/bar-association.html', to: 'https://www.example.org/members?firm=4&list=all', status: 301 },
      ],
    });
  });

  it('_redirects has one "from to status" line a redirect, for Netlify and Cloudflare Pages', () => {
    const lines = output('v1', '_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/old-fees /fees 301',
      '/wills/ /articles/what-a-will-does#steps 302',
      '/bar-association.html https://www.example.org/members?firm=4&list=all 301',
    ]);
  });

  it('redirects.caddy has one redir a redirect, and says to import it inside the site’s block', () => {
    const text = output('v1', 'redirects.caddy');
    expect(text).toMatch(/^# .*\n# Import this file inside the site's block/);
    expect(text.split('\n').filter((line) => line.startsWith('redir '))).toEqual([
      'redir /old-fees /fees 301',
      'redir /wills/ /articles/what-a-will-does#steps 302',
      'redir /bar-association.html https://www.example.org/members?firm=4&list=all 301',
    ]);
  });

  it.runIf(existsSync(caddy))('Caddy takes a site block that imports redirects.caddy', () => {
    const dist = path.join(base, 'v1');
    const caddyfile = path.join(base, 'Caddyfile');
    writeFileSync(
      caddyfile,
      `:8080 {\n\troot * ${dist}\n\timport ${path.join(dist, 'redirects.caddy')}\n\tfile_server\n}\n`,
    );
    const adapted = execFileSync(caddy, ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    const config = JSON.stringify(JSON.parse(adapted));
    expect(config).toContain('"Location":["/fees"]');
    expect(config).toContain('"Location":["/articles/what-a-will-does#steps"]');
    expect(config).toContain('"path":["/old-fees"]');
    expect(config).toContain('"status_code":302');
  });

  it('the old address has a page that sends the browser on, gives search engines the new address and keeps itself out of their results', () => {
    const page = output('v1', 'old-fees/index.html');
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/fees">');
    expect(page).toContain(`<link rel="canonical" href="${siteUrl()}/fees">`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain(`This page has moved to <a href="/fees">${siteUrl()}/fees</a>.`);
    expect(output('v1', 'wills/index.html')).toContain(
      `<link rel="canonical" href="${siteUrl()}/articles/what-a-will-does">`,
    );
  });

  it('an old address ending in .html has its page under that very name, its address escaped', () => {
    const page = output('v1', 'bar-association.html');
    expect(page).toContain('content="0; url=https://www.example.org/members?firm=4&amp;list=all"');
    expect(page).toContain('<a href="https://www.example.org/members?firm=4&amp;list=all">');
  });

  it('the sitemap lists no old address', () => {
    const sitemap = output('v1', 'sitemap.xml');
    expect(sitemap).toContain('/fees</loc>');
    expect(sitemap).not.toMatch(/old-fees|wills<|bar-association/);
  });
});

describe('a build from an earlier build, with redirects', () => {
  it('keeps every redirect when a page changed and one was added, and equals a full build', () => {
    const about = path.join(root, 'pages/about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace(/^( {4}heading: ).*$/m, '$1A heading written today'));
    const fees = readFileSync(path.join(root, 'pages/fees.yaml'), 'utf8');
    writeFileSync(path.join(root, 'pages/team.yaml'), fees.replace(/^route: \/fees$/m, 'route: /team'));
    expect(build('v2-changed', 'v1')).toMatch(/Built 2 changed pages and kept \d+ from/);
    build('v2-full');
    expectSameFiles('v2-changed', 'v2-full');
    expect(output('v2-changed', 'old-fees/index.html')).toContain('url=/fees');
  }, 180_000);

  it('takes a redirect’s page away with the redirect, puts one where a page was taken away, and equals a full build', () => {
    rmSync(path.join(root, 'pages/team.yaml'));
    writeRedirects(['  - from: /team', '    to: /about', '  - from: /old-fees', '    to: /contact']);
    build('v3-changed', 'v2-changed');
    build('v3-full');
    expectSameFiles('v3-changed', 'v3-full');
    expect(output('v3-changed', 'team/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/about">');
    expect(output('v3-changed', 'old-fees/index.html')).toContain('url=/contact');
    expect(existsSync(path.join(base, 'v3-changed/wills'))).toBe(false);
    expect(existsSync(path.join(base, 'v3-changed/bar-association.html'))).toBe(false);
    expect(output('v3-changed', '_redirects')).not.toContain('/wills');
  }, 180_000);
});

/** The fixture site's own address (seo.siteUrl). */
function siteUrl(): string {
  return /^ {2}siteUrl: (\S+)$/m.exec(readFileSync(path.join(fixture, 'site.yaml'), 'utf8'))![1];
}
