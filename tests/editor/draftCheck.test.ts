/**
 * The check of unsaved text on the server, one check after another as an editor types: each sees its own draft
 * and the files as they are on disk now, never an earlier draft, and never changes the real files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageTemplate } from '../../src/authoring/newPage';
import { picturesOnDisk } from '../../src/content/publicPictures';
import { checkWithDrafts, projectOnDisk } from '../../src/server/editor/draftCheck';
import { copyOfFixture, removeDir } from './helpers';

// The second fixture site, whose words only the tests change: its about page has a heading in numbers and a link
// to its contact page.
const root = copyOfFixture('second-site');
const about = readFileSync(path.join(root, 'pages/about.yaml'), 'utf8');
const heading = 'heading: The Firm in Numbers';

afterAll(() => removeDir(root));

/** Every file and folder of the project copy, with its size and the time it was last changed. */
const snapshot = () =>
  readdirSync(root, { recursive: true })
    .map(String)
    .sort()
    .map((name) => {
      const stat = statSync(path.join(root, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });

describe('checking drafts one after another', () => {
  it('checks a draft as if it were saved, in the words and at the place of npm run check, naming the real file', () => {
    const broken = checkWithDrafts(root, { 'pages/about.yaml': about.replace(heading, 'headng: x') });
    const line = about.split('\n').findIndex((each) => each.includes(heading)) + 1;
    expect(broken.errors).toEqual([
      expect.objectContaining({
        file: 'pages/about.yaml',
        line,
        message: expect.stringMatching(/^"headng" is not a field this kind of block has\. Did you mean "heading"\?/),
      }),
    ]);
    expect(broken.page).toBeUndefined();
  });

  it('forgets a draft once checked: the next check sees the file on disk', () => {
    const broken = checkWithDrafts(root, { 'pages/about.yaml': about.replace(heading, 'headng: x') });
    expect(broken.errors.map((error) => error.file)).toEqual(['pages/about.yaml']);
    expect(
      checkWithDrafts(root, { 'pages/contact.yaml': readFileSync(path.join(root, 'pages/contact.yaml'), 'utf8') })
        .errors,
    ).toEqual([]);
    expect(readFileSync(path.join(root, 'pages/about.yaml'), 'utf8')).toBe(about);
  });

  it('sees pages added and removed on disk since the last check', () => {
    const linking = { 'pages/about.yaml': about.replace('href: /contact', 'href: /services/gutters') };
    expect(checkWithDrafts(root, linking).errors[0]?.message).toMatch(
      /"\/services\/gutters" goes to a page that does not exist/,
    );
    const added = path.join(root, 'pages/services/gutters.yaml');
    mkdirSync(path.dirname(added), { recursive: true });
    writeFileSync(added, pageTemplate('/services/gutters', '../../schema/page.schema.json', true));
    expect(checkWithDrafts(root, linking).errors).toEqual([]);
    rmSync(added);
    expect(checkWithDrafts(root, linking).errors).toHaveLength(1);
  });

  it('checks a new page that is not on disk yet, and leaves nothing of it behind', () => {
    const draft = pageTemplate('/services/gutters', '../../schema/page.schema.json', true);
    const result = checkWithDrafts(root, {
      'pages/services/gutters.yaml': draft.replace('heading: Gutters', 'headng: Gutters'),
    });
    expect(result.errors.length).toBeGreaterThan(0);
    expect(new Set(result.errors.map((error) => error.file))).toEqual(new Set(['pages/services/gutters.yaml']));
    expect(checkWithDrafts(root, { 'pages/about.yaml': about }).errors).toEqual([]);
  });

  it('gives the page and the company facts of a draft that passes, and writes nothing', () => {
    const before = snapshot();
    const site = readFileSync(path.join(root, 'site.yaml'), 'utf8');
    const phone = /phone: (.+)/.exec(site)![1];
    const result = checkWithDrafts(root, {
      'pages/about.yaml': about.replace(heading, 'heading: At First Glance'),
      'site.yaml': site.replace(`phone: ${phone}`, 'phone: (503) 555-0199'),
    });
    expect(result.errors).toEqual([]);
    expect(JSON.stringify(result.page)).toContain('"heading":"At First Glance"');
    expect(result.site?.company.phone).toBe('(503) 555-0199');
    expect(snapshot()).toEqual(before);
  });

  it("sees a new page among the drafts as one of the site's pages: a link to it passes, and its page is given", () => {
    const gutters = pageTemplate('/services/gutters', '../../schema/page.schema.json', true);
    const linking = about.replace('href: /contact', 'href: /services/gutters');
    const result = checkWithDrafts(root, {
      'pages/services/gutters.yaml': gutters,
      'pages/about.yaml': linking,
    });
    expect(result.errors).toEqual([]);
    expect(result.page?.route).toBe('/services/gutters');
    expect(existsSync(path.join(root, 'pages/services/gutters.yaml'))).toBe(false);
  });

  // A photo uploaded in the editor is written to public/images/uploads/ at once, where the check looks: a picture
  // the project has beside the disk stands for one that is not there yet.
  it('passes a draft naming a picture the project has though the disk has not', () => {
    const upload = '/images/uploads/front-porch-3f9a1c.jpg';
    const src = /src: (\/images\/\S+)/.exec(about)![1];
    const naming = { 'pages/about.yaml': about.replace(`src: ${src}`, `src: ${upload}`) };
    expect(checkWithDrafts(root, naming).errors.map((error) => error.message)).toEqual([
      `image "${upload}" was not found in the public folder.`,
    ]);
    const uploaded = path.join(root, 'public', ...upload.split('/'));
    const saved = projectOnDisk(root);
    const withUpload = {
      ...saved,
      pictures: {
        ...picturesOnDisk,
        exists: (picture: string) => picture === uploaded || picturesOnDisk.exists(picture),
      },
    };
    expect(checkWithDrafts(root, naming, withUpload).errors).toEqual([]);
  });
});
