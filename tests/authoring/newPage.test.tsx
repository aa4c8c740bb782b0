// @vitest-environment happy-dom
/**
 * `npm run new-page` on a copy of the site: a new page and a new service category appear on the site, in its menu
 * and in sitemap.xml with no code change, and a taken or malformed address is refused in plain words.
 */
import '../setup';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { pagesInMemory } from '../../src/app/pageSource';
import { documentHead } from '../../src/prerender/documentHead';
import { sitemapXml } from '../../src/prerender/sitemap';
import { loadContent } from '../../src/content/loadContent';
import type { SiteContent } from '../../src/content/model';
import { contentFilesIn } from '../../src/content/projectFiles';

const projectRoot = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** Runs a script of package.json (without npm, to keep its own output out of the way) in the project folder. */
async function runScript(name: string, ...args: string[]) {
  const script = packageJson.scripts[name].replace(/^tsx /, '');
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], { cwd: projectRoot }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

const pageFilesIn = (dir: string) => readdirSync(path.join(dir, 'pages'), { recursive: true }).map(String).sort();

let root: string;
let content: SiteContent;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  for (const part of ['site.yaml', 'pages', 'collections', 'public'])
    cpSync(path.join(projectRoot, part), path.join(root, part), { recursive: true });

  const created = await Promise.all([
    runScript('new-page', '/services/gutters', '--root', root),
    runScript('new-page', 'warranty', '--root', root),
  ]);
  expect(created.map((result) => result.stdout.split('\n')[0])).toEqual([
    'Created pages/services/gutters.yaml for the page /services/gutters.',
    'Created pages/warranty.yaml for the page /warranty.',
  ]);
  // The person then lists the new category in the Services menu of site.yaml.
  const siteFile = path.join(root, 'site.yaml');
  const site = readFileSync(siteFile, 'utf8');
  const lastService = '      - label: Maintenance\n        href: /services/maintenance\n';
  expect(site).toContain(lastService);
  writeFileSync(
    siteFile,
    site.replace(lastService, `${lastService}      - label: Gutters\n        href: /services/gutters\n`),
  );

  const loaded = loadContent(contentFilesIn(root));
  expect(loaded.errors).toEqual([]);
  content = loaded.content!;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

function visit(route: string) {
  window.history.replaceState(null, '', route);
  return render(<App site={content.site} pages={pagesInMemory(content)} />);
}

describe('npm run new-page', () => {
  it('writes pages/services/gutters.yaml with a modeline that points at the page schema', () => {
    const file = path.join(root, 'pages/services/gutters.yaml');
    const firstLine = readFileSync(file, 'utf8').split('\n')[0];
    expect(firstLine).toBe('# yaml-language-server: $schema=../../schema/page.schema.json');
    expect(readFileSync(path.join(root, 'pages/warranty.yaml'), 'utf8').split('\n')[0]).toBe(
      '# yaml-language-server: $schema=../schema/page.schema.json',
    );
  });

  it('makes pages that pass npm run check', async () => {
    const result = await runScript('check', '--root', root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${content.pages.length} pages checked`);
  });

  it('the new category shows its heading, title and contact link, and is in the Services menu', () => {
    visit('/services/gutters');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Gutters');
    // The page's <title>, as the prerenderer writes it into the head.
    const page = content.pages.find((each) => each.route === '/services/gutters')!;
    expect(documentHead(page, content.site, {})).toContain(
      `<title>Gutters | ${content.site.company.shortName}</title>`,
    );
    expect(within(main).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    const menuLinks = Array.from(document.querySelectorAll('header a')).filter(
      (a) => a.getAttribute('href') === '/services/gutters',
    );
    expect(menuLinks.length).toBeGreaterThan(0);
    expect(menuLinks[0].textContent).toBe('Gutters');
  });

  it('the new page renders at its address', () => {
    visit('/warranty');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toBe('Warranty');
  });

  it('both pages are in sitemap.xml', () => {
    const sitemap = sitemapXml(content.pages, content.site, '2026-01-01');
    expect(sitemap).toContain(`<loc>${content.site.seo.siteUrl}/services/gutters</loc>`);
    expect(sitemap).toContain(`<loc>${content.site.seo.siteUrl}/warranty</loc>`);
  });

  it('refuses an address another page already declares, naming that page', async () => {
    const taken = await runScript('new-page', '/about', '--root', root);
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe(
      'The page /about already exists: pages/about.yaml declares it. Edit that file instead.',
    );
    const again = await runScript('new-page', '/services/gutters', '--root', root);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('pages/services/gutters.yaml declares it');
  });

  it('refuses malformed addresses in plain words, naming what is wrong, and writes nothing', async () => {
    const before = pageFilesIn(root);
    const refused: [string, string][] = [
      ['/Services/Gutters', 'it has capital letters; write it in lower case'],
      ['/services/gutters/', 'it ends with a /; leave the last / out'],
      ['/new page', 'it has a space; put a dash between words'],
      ['/services//gutters', 'it has two slashes in a row ("//")'],
      ['/services/gutters_2', 'it has the character "_"'],
      ['/', 'it is the home page, which exists already'],
    ];
    const results = await Promise.all(refused.map(([address]) => runScript('new-page', address, '--root', root)));
    results.forEach((result, index) => {
      const [address, mistake] = refused[index];
      expect(result.code, address).toBe(1);
      expect(result.stderr).toContain(`"${address}" cannot be a page address: ${mistake}`);
      expect(result.stderr).toContain('Use lower-case letters, digits and dashes');
    });
    expect(pageFilesIn(root)).toEqual(before);
  });

  it('asks for an address when none is given, with an example, as a mistake on the command line (exit code 2)', async () => {
    const before = pageFilesIn(root);
    const results = await Promise.all([
      runScript('new-page', '--root', root),
      runScript('new-page', '  ', '--root', root),
    ]);
    for (const result of results) {
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        'Give the address of the new page, for example npm run new-page -- /about/our-team\n' +
          'See npm run new-page -- --help for what this command accepts.\n',
      );
      expect(result.stdout).toBe('');
    }
    expect(pageFilesIn(root)).toEqual(before);
  });
});
