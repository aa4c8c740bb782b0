/**
 * The changes of a publish as the office sees them: pages by their title, site.yaml as "Company details" (as the
 * editor's list of pages names it), a photo by its file name, a new photo with the one page that shows it, and the
 * groups that only work together; then leaving groups out and undoing one group, refused in plain words where it
 * cannot be done.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupChanges } from '../../src/server/publish/changeGroups';
import { describeChanges } from '../../src/server/publish/fileChanges';
import { filesLeftOut, groupToUndo } from '../../src/server/publish/groupChoice';
import { PublishRefused } from '../../src/server/publish/publishTypes';
import { blobHash } from '../../src/server/publish/versions';

// The second fixture site, whose words only the tests change: its about page shows the new photo here.
const fixture = path.resolve(__dirname, '../fixtures/second-site');
const read = (file: string) => readFileSync(path.join(fixture, file), 'utf8');
const siteText = read('site.yaml');
const aboutText = read('pages/about.yaml');

const guttersPage = [
  'route: /services/gutters',
  'title: "Gutters | {{shortName}}"',
  'blocks:',
  '  - type: richText',
  '    heading: Gutters',
  '',
].join('\n');

/** The about page with a new photo of one of the team. */
const aboutWith = (photo: string) => aboutText.replace(/src: \/images\/team\/jo\.svg/, `src: ${photo}`);

/** The groups of the change from `before` to `after` (path → text or bytes; absent: no such file). */
async function groupsOf(before: Record<string, string>, after: Record<string, string>) {
  const hashes = (files: Record<string, string>) =>
    new Map(Object.entries(files).map(([file, text]) => [file, blobHash(Buffer.from(text))]));
  const bytes = (files: Record<string, string>) => async (file: string) =>
    files[file] === undefined ? undefined : Buffer.from(files[file]);
  const changes = await describeChanges(hashes(before), hashes(after), bytes(before), bytes(after));
  const text = (files: Record<string, string>) => async (file: string) => files[file];
  return groupChanges(changes, { before: text(before), after: text(after) });
}

const published = { 'site.yaml': siteText, 'pages/about.yaml': aboutText };
const officeManagersSave = {
  'site.yaml': siteText
    .replace('phone: (208) 555-0134', 'phone: (208) 555-0199')
    .replace('  - label: Fees\n', '  - label: Gutters\n    href: /services/gutters\n  - label: Fees\n'),
  'pages/about.yaml': aboutWith('/images/uploads/gutter-1.jpg'),
  'pages/services/gutters.yaml': guttersPage,
  'public/images/uploads/gutter-1.jpg': 'JPEG bytes',
};

describe('grouping the changes of a publish', () => {
  it('names pages by their title, site.yaml as "Company details", and puts a new photo with the page that shows it', async () => {
    const groups = await groupsOf(published, officeManagersSave);
    expect(groups.map((group) => group.label)).toEqual([
      'Company details',
      'About the Firm page, with 1 new photo',
      'Gutters page',
    ]);
    const about = groups.find((group) => group.key === 'pages/about.yaml')!;
    expect(about).toMatchObject({ name: 'About the Firm page', kind: 'page', change: 'changed' });
    expect(about.files).toEqual(['pages/about.yaml', 'public/images/uploads/gutter-1.jpg']);
    expect(about.changes.map((change) => change.path)).toEqual(about.files);
    expect(groups.find((group) => group.key === 'pages/services/gutters.yaml')).toMatchObject({
      kind: 'page',
      change: 'added',
    });
    expect(groups[0]).toMatchObject({ key: 'site.yaml', kind: 'settings', change: 'changed' });
  });

  it('fills company facts into a title, and names a page without a title by its file', async () => {
    const groups = await groupsOf(
      { 'site.yaml': siteText },
      {
        'site.yaml': siteText,
        'pages/reviews.yaml': 'route: /reviews\ntitle: "{{shortName}} Reviews | Roofing"\n',
        'pages/broken.yaml': 'route: [unclosed\n',
      },
    );
    expect(groups.map((group) => group.label)).toEqual(['Hartwell & Reyes Reviews page', 'Page broken.yaml']);
  });

  it('keeps a photo two pages show as a group of its own, named by its file name, which both pages need', async () => {
    const feesText = read('pages/fees.yaml');
    const photo = '/images/uploads/gutter-1.jpg';
    const groups = await groupsOf(
      { ...published, 'pages/fees.yaml': feesText },
      {
        ...published,
        'pages/about.yaml': aboutWith(photo),
        'pages/fees.yaml': `${feesText}# ${photo}\n`,
        'public/images/uploads/gutter-1.jpg': 'JPEG bytes',
      },
    );
    const photoGroup = groups.find((group) => group.kind === 'photo')!;
    expect(photoGroup).toMatchObject({ label: 'Photo gutter-1.jpg', files: ['public/images/uploads/gutter-1.jpg'] });
    for (const page of groups.filter((group) => group.kind === 'page')) expect(page.needs).toEqual([photoGroup.key]);
  });

  it('knows the menu entry needs the new page it links to', async () => {
    const groups = await groupsOf(published, officeManagersSave);
    expect(groups.find((group) => group.key === 'site.yaml')!.needs).toEqual(['pages/services/gutters.yaml']);
  });
});

describe('leaving groups out, undoing one group', () => {
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      if (error instanceof PublishRefused) return { status: error.status, message: error.message };
      throw error;
    }
    return undefined;
  };

  it('leaves out the about page with its photo, and refuses unknown keys, everything, and a page without its menu entry', async () => {
    const groups = await groupsOf(published, officeManagersSave);
    expect(filesLeftOut(groups, ['pages/about.yaml'])).toEqual([
      'pages/about.yaml',
      'public/images/uploads/gutter-1.jpg',
    ]);
    expect(filesLeftOut(groups, ['site.yaml', 'pages/services/gutters.yaml'])).toEqual([
      'site.yaml',
      'pages/services/gutters.yaml',
    ]);
    expect(refusal(() => filesLeftOut(groups, ['pages/nowhere.yaml']))).toEqual({
      status: 400,
      message: expect.stringMatching(/^"pages\/nowhere\.yaml" is not among the changes waiting to be published/),
    });
    expect(
      refusal(() =>
        filesLeftOut(
          groups,
          groups.map((group) => group.key),
        ),
      ),
    ).toEqual({
      status: 400,
      message: expect.stringMatching(/^There is nothing to publish: every change is left out/),
    });
    expect(refusal(() => filesLeftOut(groups, ['pages/services/gutters.yaml']))?.message).toBe(
      'Company details and Gutters page go together (one links to or shows the other): publish both, or leave both out.',
    );
  });

  it('undoes the about page alone, but not the new page while the menu entry of the same publish links to it', async () => {
    const groups = await groupsOf(published, officeManagersSave);
    expect(groupToUndo(groups, 'pages/about.yaml', () => true).label).toBe('About the Firm page, with 1 new photo');
    expect(refusal(() => groupToUndo(groups, 'pages/services/gutters.yaml', () => true))).toEqual({
      status: 409,
      message: expect.stringMatching(
        /^Company details and Gutters page go together .*: undo the whole publish instead\.$/,
      ),
    });
    // Once the menu entry is no longer live as published, the page can go alone.
    expect(groupToUndo(groups, 'pages/services/gutters.yaml', (group) => group.key !== 'site.yaml').name).toBe(
      'Gutters page',
    );
  });
});
