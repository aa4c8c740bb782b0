/**
 * What the undo confirmation says before anything goes back: the company details value by value, named as the
 * schema names each field, pages and photos in plain sentences, and never an endless list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ChangeGroup } from '../../src/editorApi/publishing';
import { readSettingsSchema, settingsChanges } from '../../src/server/publish/settingsChanges';
import { mostSentences, undoSentences } from '../../src/server/publish/undoSentences';

const projectRoot = path.resolve(__dirname, '../..');
const schema = readSettingsSchema(projectRoot);
// The company details of the minimal fixture site, not the live ones: the office may change its phone number or a
// licence's number any month, and these sentences must not depend on what it writes.
const siteText = readFileSync(path.join(__dirname, '../fixtures/minimal-site/site.yaml'), 'utf8');
const bytes = (text: string | undefined) => (text === undefined ? undefined : Buffer.from(text));

describe('undoing a change of the company details', () => {
  it('says the phone number goes back to the old one on every page', () => {
    const live = parse(siteText.replace('phone: (503) 555-0100', 'phone: (503) 555-0199'));
    expect(settingsChanges(live, parse(siteText), schema)).toEqual([
      'Phone number goes back to (503) 555-0100 on every page.',
    ]);
  });

  it('names a list item by its own name, and a field other fields share by what it belongs to', () => {
    const earlier = parse(siteText);
    const live = structuredClone(earlier);
    live.company.credentials[0].number = 'CCB# 0000';
    live.company.areasServed.push('Salem');
    live.navigation.push({ label: 'Blog', href: '/blog' });
    live.callButton.label = 'Ring us';
    delete live.company.emergencyService;
    expect(settingsChanges(live, earlier, schema)).toEqual([
      'Number of Credential “Oregon license” goes back to CCB# 229721 on every page.',
      'Emergency service comes back as 24/7 on every page.',
      'Salem is removed from Towns served on every page.',
      'Menu entry “Blog” is removed from every page.',
      `Text of Call button goes back to ${earlier.callButton.label} on every page.`,
    ]);
  });
});

describe('the sentences of an undo', () => {
  const group = (key: string, name: string, files = [key]): ChangeGroup => ({
    key,
    name,
    label: name,
    kind: key === 'site.yaml' ? 'settings' : key.startsWith('pages/') ? 'page' : 'photo',
    change: 'changed',
    files,
  });

  it('says a new page is removed, a removed page comes back, a changed page goes back, a new photo is removed', () => {
    const files = new Map([
      ['pages/services/gutters.yaml', { live: bytes('route: /services/gutters\n'), earlier: undefined }],
      ['pages/reviews.yaml', { live: undefined, earlier: bytes('route: /reviews\n') }],
      ['pages/gallery.yaml', { live: bytes('new'), earlier: bytes('old') }],
      ['public/images/uploads/gutter-1.jpg', { live: bytes('JPEG'), earlier: undefined }],
      ['site.yaml', { live: bytes(siteText), earlier: bytes(siteText) }],
    ]);
    const groups = [
      group('site.yaml', 'Company details'),
      group('pages/services/gutters.yaml', 'Gutters page'),
      group('pages/reviews.yaml', 'Reviews page'),
      group('pages/gallery.yaml', 'Project Gallery page', ['pages/gallery.yaml', 'public/images/uploads/gutter-1.jpg']),
    ];
    expect(undoSentences(groups, files, schema)).toEqual([
      'The Gutters page is removed.',
      'The Reviews page comes back.',
      'The Project Gallery page goes back to how it was before this publish.',
      'The photo gutter-1.jpg is removed.',
    ]);
  });

  it(`stops after ${mostSentences} sentences and counts the rest`, () => {
    const pages = Array.from({ length: mostSentences + 5 }, (_, index) => `pages/page-${index}.yaml`);
    const files = new Map(pages.map((file) => [file, { live: bytes('route: /x\n'), earlier: undefined }]));
    const sentences = undoSentences(
      pages.map((file, index) => group(file, `Page ${index}`)),
      files,
      schema,
    );
    expect(sentences).toHaveLength(mostSentences + 1);
    expect(sentences.at(-1)).toBe('… and 5 more changes.');
  });
});
