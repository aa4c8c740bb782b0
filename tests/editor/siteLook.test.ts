/**
 * The editor and the inbox speak and look like the site they edit, not like another business: the inbox's heading
 * is site.yaml's inbox.title ("Requests" without one), and the editor's brand colours come from the site's theme,
 * through a style sheet that only ever holds #rrggbb colours. Against the production server on a copy of the second
 * fixture site (a law office), and on site.yaml files written for the purpose.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInboxSettings } from '../../src/server/inbox/inboxStatuses';
import { siteColoursCss } from '../../src/server/editor/siteColours';
import type { App } from '../../src/server/main';
import { copyOfFixture, fakeEditorDist, removeDir, tempDir } from './helpers';
import { startSignedIn } from './signedIn';

const password = 'correct horse battery staple';
let app: App;
let base: string;
let cookie: string;
const contentRoot = copyOfFixture('second-site');
const dataDir = tempDir('editor-data');
const distDir = fakeEditorDist();
const scratch = tempDir('site-look');
const siteFile = path.join(contentRoot, 'site.yaml');

/** A site.yaml of its own in the scratch folder, with `text`. */
function siteWith(text: string): string {
  const file = path.join(scratch, `site-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  return file;
}

beforeAll(async () => {
  ({ app, base, cookie } = await startSignedIn({ contentRoot, dataDir, distDir, password }));
});

afterAll(async () => {
  await app?.close();
  [contentRoot, dataDir, distDir, scratch].forEach(removeDir);
});

describe("the inbox's heading", () => {
  it('is the office’s own words, in the list’s answer', async () => {
    const answer = await fetch(`${base}/edit/api/inbox/requests`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('Consultation requests');
  });

  it('is "Requests" for a site that names none, or whose site.yaml cannot be read', () => {
    expect(readInboxSettings(siteWith('inbox:\n  statuses: []\n')).title).toBe('Requests');
    expect(readInboxSettings(siteWith('inbox: [unclosed\n')).title).toBe('Requests');
    expect(readInboxSettings(path.join(scratch, 'missing.yaml')).title).toBe('Requests');
  });
});

describe("the editor's colours", () => {
  it('are the site’s navy and accent, in a style sheet the editor page links after its own', async () => {
    const theme = readFileSync(siteFile, 'utf8');
    const colour = (name: string) => new RegExp(`^ +${name}: "(#[0-9a-fA-F]{6})"`, 'm').exec(theme)![1].toLowerCase();
    const sheet = await fetch(`${base}/edit/site-colours.css`);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await sheet.text()).toBe(
      `:root { --navy: ${colour('navy')}; --copper: ${colour('accent')}; --copper-dark: ${colour('accentHover')}; }\n`,
    );
    const page = await (await fetch(`${base}/edit`)).text();
    // The last style sheet of the page, so that its colours win over the editor's own.
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(sheets.at(-1)).toBe('/edit/site-colours.css');
  });

  it('follow a saved change of the theme at the next request', async () => {
    const before = readFileSync(siteFile, 'utf8');
    const accent = /^ +accent: "(#[0-9a-fA-F]{6})"/m.exec(before)![1];
    const sheet = async () => (await fetch(`${base}/edit/site-colours.css`)).text();
    expect(await sheet()).toContain(`--copper: ${accent.toLowerCase()};`);
    // The same length of text, as a colour changed by hand is: the sheet does not take the old one for the new.
    writeFileSync(siteFile, before.replace(`accent: "${accent}"`, 'accent: "#7a2e1c"'));
    try {
      expect(await sheet()).toContain('--copper: #7a2e1c;');
    } finally {
      writeFileSync(siteFile, before);
    }
    expect(await sheet()).toContain(`--copper: ${accent.toLowerCase()};`);
  });

  it('take nothing from site.yaml but #rrggbb colours', () => {
    const file = siteWith(
      'theme:\n  colors:\n    navy: "#000000; } body { display: none"\n    accent: "#AB3311"\n    accentHover: red\n',
    );
    expect(siteColoursCss(file)).toBe(':root { --copper: #ab3311; }\n');
    expect(siteColoursCss(siteWith('theme: {}\n'))).toBe('');
    expect(siteColoursCss(siteWith('theme: [unclosed\n'))).toBe('');
  });
});
