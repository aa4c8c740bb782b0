// @vitest-environment node
/**
 * A build that starts from an earlier one (`npm run build -- --from DIR`, each publish's) renders only the pages that
 * changed, and its output is byte for byte the output of a full build of the same content: every file, no more, no
 * less. Built on a copy of the project with the second fixture site as its content, as a publish builds
 * (`--site-only`): a page changed, a page added and a comment written (v2), that page taken away again (v3), an
 * entry of a collection changed, which its feed shows (v3b), then a change to site.yaml, which every page shows, so
 * every page is built.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProjectInto } from '../../src/cli/shared/copyOfProject';

const fixture = path.join(__dirname, '../fixtures/second-site');
let base: string;
let root: string;

/** `npm run build -- --site-only --out-dir base/NAME [--from base/FROM]`, and what it printed. */
function build(name: string, from?: string): string {
  const args = ['--import', 'tsx', 'src/cli/build.ts', '--site-only', '--out-dir', path.join(base, name)];
  if (from) args.push('--from', path.join(base, from));
  // Every build here is made for one moment: a full build and a build from an earlier one then agree byte for byte.
  const env = { ...process.env, BUILD_MOMENT: '2026-11-28T12:00:00.000Z' };
  return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', env });
}

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

const page = (name: string) => path.join(root, 'pages', name);
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'changed-pages-'));
  root = path.join(base, 'project');
  copyProjectInto(root);
  for (const part of ['site.yaml', 'pages', 'public', 'collections']) {
    rmSync(path.join(root, part), { recursive: true, force: true });
    cpSync(path.join(fixture, part), path.join(root, part), { recursive: true });
  }
  expect(build('v1')).toMatch(/Built \d+ pages into/);
}, 120_000);
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('a build from an earlier build', () => {
  let aboutBefore: string;

  it('renders the changed and the new page only, and equals a full build', () => {
    aboutBefore = readFileSync(path.join(base, 'v1/about/index.html'), 'utf8');
    edit(page('about.yaml'), (text) => text.replace(/^( {4}heading: ).*$/m, '$1A heading written today'));
    const team = readFileSync(page('fees.yaml'), 'utf8').replace(/^route: \/fees$/m, 'route: /team');
    writeFileSync(page('team.yaml'), team);
    // A comment changes no page.
    edit(page('fees.yaml'), (text) => `${text}# A note for whoever edits the fees next.\n`);

    const said = build('v2-changed', 'v1');
    expect(said).toMatch(/Built 2 changed pages and kept \d+ from/);
    build('v2-full');
    expectSameFiles('v2-changed', 'v2-full');
    expect(readFileSync(path.join(base, 'v2-changed/about/index.html'), 'utf8')).toContain('A heading written today');
    expect(readFileSync(path.join(base, 'v2-changed/sitemap.xml'), 'utf8')).toContain('/team</loc>');
  }, 120_000);

  it('leaves the build it started from as it was', () => {
    expect(readFileSync(path.join(base, 'v1/about/index.html'), 'utf8')).toBe(aboutBefore);
    expect(existsSync(path.join(base, 'v1/team'))).toBe(false);
  });

  it('takes a page away with its folder, and equals a full build', () => {
    rmSync(page('team.yaml'));
    const said = build('v3-changed', 'v2-changed');
    expect(said).toMatch(/Built 0 changed pages, took 1 away and kept \d+ from/);
    expect(existsSync(path.join(base, 'v3-changed/team'))).toBe(false);
    build('v3-full');
    expectSameFiles('v3-changed', 'v3-full');
  }, 120_000);

  it("renders a changed entry's page, writes its collection's feed again, and equals a full build", () => {
    const entry = path.join(root, 'collections/articles/what-a-will-does.yaml');
    edit(entry, (text) => text.replace(/^summary: .*$/m, 'summary: What a will does & does not, in <short>.'));
    const said = build('v3b-changed', 'v3-changed');
    expect(said).toMatch(/Built [1-9]\d* changed pages? and kept \d+ from/);
    expect(readFileSync(path.join(base, 'v3b-changed/articles/feed.xml'), 'utf8')).toContain(
      '<summary type="text">What a will does &amp; does not, in &lt;short&gt;.</summary>',
    );
    build('v3b-full');
    expectSameFiles('v3b-changed', 'v3b-full');
  }, 120_000);

  it('builds every page after a change to site.yaml', () => {
    edit(path.join(root, 'site.yaml'), (text) => text.replace(/^( {2}phone: ).*$/m, '$1(208) 555-0199'));
    const said = build('v4', 'v3b-changed');
    expect(said).toMatch(/Building every page: the code, site\.yaml or the pictures changed/);
    expect(readFileSync(path.join(base, 'v4/fees/index.html'), 'utf8')).toContain('555-0199');
  }, 120_000);
});
