// @vitest-environment happy-dom
/**
 * The collections in the editor's list, after the pages: a group per collection titled with its count, its entries
 * newest first by title, and beside an entry not on the site yet why, in words.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PageList } from '../../src/editor/PageList';
import { momentInWords } from '../../src/server/editor/collectionOutline';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { removeDir, tempDir } from './helpers';

const root = tempDir('editor-collections');
const now = Date.parse('2026-11-28T12:00:00Z');
const files: Record<string, string> = {
  'site.yaml': `company:\n  shortName: Summit Ridge\nnavigation:\n  - label: Home\n    href: /\n  - label: Gallery\n    href: /gallery\n`,
  'pages/home.yaml': 'route: /\ntitle: Home\n',
  'pages/gallery.yaml': 'route: /gallery\ntitle: Gallery\n',
  // News comes first by name, but Projects is listed by a page of the menu: Projects first.
  'collections/news.yaml': 'title: News\nentryName: post\nroute: /news/{slug}\nlisting: /news\n',
  'collections/news/storm.yaml': 'title: After a Wind Storm\ndate: 2026-11-20\nsummary: x\n',
  'collections/news/pantry.yaml': 'title: A New Roof for a Food Pantry\ndate: 2026-09-04\nsummary: x\n',
  'collections/news/winter.yaml':
    'title: Ice Dams, Explained\ndate: 2026-12-01\nsummary: x\npublishAt: 2026-12-01T09:00:00-08:00\n',
  'collections/news/gutters.yaml': 'title: Gutters Before the Rain\ndate: 2026-10-16\nsummary: x\ndraft: true\n',
  'collections/news/broken.yaml': 'title: [unclosed\n',
  'collections/projects.yaml': 'title: Projects\nentryName: project\nroute: /projects/{slug}\nlisting: /gallery\n',
  'collections/projects/deck.yaml':
    'title: "Cedar Deck | {{shortName}}"\ndate: 2025-06-01\nsummary: x\npublishAt: 2025-06-01T08:00:00-07:00\n',
  'collections/projects/siding.yaml': 'title: Lap Siding\ndate: 2026-02-10\nsummary: x\n',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

afterEach(cleanup);
afterAll(() => removeDir(root));

describe('the collections in the list of pages', () => {
  it('gives each collection after the pages, its entries newest first, with why one is not on the site yet', () => {
    const { collections } = siteOutline(root, now);
    expect(collections.map(({ name, title, entryName, file }) => ({ name, title, entryName, file }))).toEqual([
      { name: 'projects', title: 'Projects', entryName: 'project', file: 'collections/projects.yaml' },
      { name: 'news', title: 'News', entryName: 'post', file: 'collections/news.yaml' },
    ]);
    expect(collections[0].entries).toEqual([
      { file: 'collections/projects/siding.yaml', title: 'Lap Siding', route: '/projects/siding', date: '2026-02-10' },
      { file: 'collections/projects/deck.yaml', title: 'Cedar Deck', route: '/projects/deck', date: '2025-06-01' },
    ]);
    expect(collections[1].entries.map(({ title, notLiveYet }) => [title, notLiveYet])).toEqual([
      ['Ice Dams, Explained', 'Scheduled for Tuesday, December 1, 2026 at 9:00 am'],
      ['After a Wind Storm', undefined],
      ['Gutters Before the Rain', 'Draft'],
      ['A New Roof for a Food Pantry', undefined],
      // A file that cannot be read is listed by its name, last, so it can be opened and fixed.
      ['collections/news/broken.yaml', undefined],
    ]);
  });

  it('says a scheduled moment as the file writes it, in its own zone', () => {
    expect(momentInWords('2026-12-01T09:00:00-08:00')).toBe('Tuesday, December 1, 2026 at 9:00 am');
    expect(momentInWords('2027-01-15T17:30:00+01:00')).toBe('Friday, January 15, 2027 at 5:30 pm');
    expect(momentInWords('2027-01-15T00:05:00Z')).toBe('Friday, January 15, 2027 at 12:05 am');
  });

  it('shows a group per collection titled with its count, and opens an entry as it opens a page', () => {
    const onOpen = vi.fn();
    render(
      createElement(PageList, {
        outline: siteOutline(root, now),
        openFile: 'collections/news/storm.yaml',
        drafts: new Set<string>(),
        onOpen,
        onNewPage: () => {},
      }),
    );
    const list = screen.getByRole('navigation', { name: 'Pages of the site' });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(-2)).toEqual(['Projects (2)', 'News (5)']);
    const news = within(list).getByRole('list', { name: 'News (5)' });
    const scheduled = within(news).getByRole('button', { name: /Ice Dams, Explained/ });
    expect(scheduled.textContent).toContain('Scheduled for Tuesday, December 1, 2026 at 9:00 am');
    expect(within(news).getByRole('button', { name: /Gutters Before the Rain/ }).textContent).toContain('Draft');
    expect(
      within(news)
        .getByRole('button', { name: /After a Wind Storm/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(scheduled);
    expect(onOpen).toHaveBeenCalledWith('collections/news/winter.yaml', 'Ice Dams, Explained');
    fireEvent.click(within(news).getByRole('button', { name: /Collection settings/ }));
    expect(onOpen).toHaveBeenLastCalledWith('collections/news.yaml', 'Collection settings');
  });

  it('offers a new entry in each group, named by its word for one entry', () => {
    const onNewEntry = vi.fn();
    render(
      createElement(PageList, {
        outline: siteOutline(root, now),
        openFile: undefined,
        drafts: new Set<string>(),
        onOpen: () => {},
        onNewPage: () => {},
        onNewEntry,
      }),
    );
    const projects = screen.getByRole('region', { name: 'Projects' });
    fireEvent.click(within(projects).getByRole('button', { name: 'New project' }));
    expect(onNewEntry).toHaveBeenCalledWith('projects');
    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    expect(onNewEntry).toHaveBeenLastCalledWith('news');
  });
});
