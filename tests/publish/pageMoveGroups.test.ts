/**
 * A page moved to another address as the publish dialog groups it: one change named "… page, moved from /a to /b",
 * whether the editor moved it (its file kept, its route changed) or its file was renamed in a text editor (one file
 * gone, another come, and a redirect from the old address to the new); the menu and the pages whose links followed
 * it and the page need each other, so that neither goes live, nor is undone, alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupChanges } from '../../src/server/publish/changeGroups';
import { describeChanges } from '../../src/server/publish/fileChanges';
import { filesLeftOut } from '../../src/server/publish/groupChoice';
import { PublishRefused } from '../../src/server/publish/publishTypes';
import { blobHash } from '../../src/server/publish/versions';

const fixture = path.resolve(__dirname, '../fixtures/second-site');
const siteText = readFileSync(path.join(fixture, 'site.yaml'), 'utf8');

const pageAt = (route: string, extra: string[] = []) =>
  [
    `route: ${route}`,
    'title: "Gutters | {{shortName}}"',
    'blocks:',
    '  - type: richText',
    '    heading: Gutters',
    ...extra,
    '',
  ].join('\n');
const linkingPage = (href: string) =>
  ['route: /fees', 'title: "Fees | {{shortName}}"', 'blocks:', '  - type: callToAction', `    href: ${href}`, ''].join(
    '\n',
  );
const siteWith = (href: string, redirect?: string) =>
  siteText.replace('  - label: Fees\n', `  - label: Gutters\n    href: ${href}\n  - label: Fees\n`) +
  (redirect ? `redirects:\n  - from: ${redirect}\n    to: ${href}\n` : '');

/** The groups of the change from `before` to `after` (path → text; absent: no such file). */
async function groupsOf(before: Record<string, string>, after: Record<string, string>) {
  const hashes = (files: Record<string, string>) =>
    new Map(Object.entries(files).map(([file, text]) => [file, blobHash(Buffer.from(text))]));
  const bytes = (files: Record<string, string>) => async (file: string) =>
    files[file] === undefined ? undefined : Buffer.from(files[file]);
  const changes = await describeChanges(hashes(before), hashes(after), bytes(before), bytes(after));
  const text = (files: Record<string, string>) => async (file: string) => files[file];
  return groupChanges(changes, { before: text(before), after: text(after) });
}

const published = {
  'site.yaml': siteWith('/services/gutters'),
  'pages/services/gutters.yaml': pageAt('/services/gutters'),
  'pages/fees.yaml': linkingPage('/services/gutters'),
};

describe('a page moved to another address, in the publish dialog', () => {
  it('is one change when the editor moved it, which the menu and the linking page need, and it needs them', async () => {
    const groups = await groupsOf(published, {
      'site.yaml': siteWith('/services/gutter-care', '/services/gutters'),
      'pages/services/gutters.yaml': pageAt('/services/gutter-care'),
      'pages/fees.yaml': linkingPage('/services/gutter-care'),
    });
    const move = groups.find((group) => group.key === 'pages/services/gutters.yaml')!;
    expect(move.label).toBe('Gutters page, moved from /services/gutters to /services/gutter-care');
    expect(groups.filter((group) => group.label.includes('moved from'))).toHaveLength(1);
    expect(move.needs?.sort()).toEqual(['pages/fees.yaml', 'site.yaml']);
    for (const key of ['pages/fees.yaml', 'site.yaml'])
      expect(groups.find((group) => group.key === key)?.needs, key).toContain(move.key);
    expect(() => filesLeftOut(groups, ['site.yaml'])).toThrow(PublishRefused);
    expect(() => filesLeftOut(groups, ['pages/services/gutters.yaml'])).toThrow(PublishRefused);
  });

  it('is one change of two files when its file was renamed and a redirect sends the old address to the new one', async () => {
    const groups = await groupsOf(published, {
      'site.yaml': siteWith('/services/gutter-care', '/services/gutters'),
      'pages/services/gutter-care.yaml': pageAt('/services/gutter-care', [
        '  - type: gallery',
        '    images:',
        '      - src: /images/uploads/gutter-1.jpg',
      ]),
      'pages/fees.yaml': linkingPage('/services/gutter-care'),
      'public/images/uploads/gutter-1.jpg': 'JPEG bytes',
    });
    const move = groups.find((group) => group.key === 'pages/services/gutter-care.yaml')!;
    expect(move).toMatchObject({
      label: 'Gutters page, with 1 new photo, moved from /services/gutters to /services/gutter-care',
      change: 'changed',
    });
    expect(move.files.sort()).toEqual([
      'pages/services/gutter-care.yaml',
      'pages/services/gutters.yaml',
      'public/images/uploads/gutter-1.jpg',
    ]);
    expect(groups.map((group) => group.key).sort()).toEqual([
      'pages/fees.yaml',
      'pages/services/gutter-care.yaml',
      'site.yaml',
    ]);
    expect(move.needs?.sort()).toEqual(['pages/fees.yaml', 'site.yaml']);
    expect(groups.find((group) => group.key === 'site.yaml')?.needs).toContain(move.key);
  });

  it('is a page gone and another come when no redirect joins their addresses', async () => {
    const groups = await groupsOf(published, {
      'site.yaml': siteWith('/services/gutter-care'),
      'pages/services/gutter-care.yaml': pageAt('/services/gutter-care'),
      'pages/fees.yaml': linkingPage('/services/gutter-care'),
    });
    expect(groups.filter((group) => group.label.includes('moved from'))).toEqual([]);
    expect(groups.find((group) => group.key === 'pages/services/gutters.yaml')?.change).toBe('removed');
    expect(groups.find((group) => group.key === 'pages/services/gutter-care.yaml')?.change).toBe('added');
  });
});
