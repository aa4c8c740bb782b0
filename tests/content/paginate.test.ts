// @vitest-environment node
/**
 * A long list of entries cut into pages (src/content/collections/paginate.ts), on pages as the loader hands them
 * on: the first page keeps the list's address and the newest entries, the older pages are counted from the oldest,
 * each links to its neighbours and says the dates it spans, and every other block of the page is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { pageRoute, paginate } from '../../src/content/collections/paginate';
import type { PageData } from '../../src/content/model';

/** Cards newest first, as a list answers its query: day `count` down to day 1. */
const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: `Post ${count - index}`,
    date: `2026-01-${String(count - index).padStart(2, '0')}`,
  }));

const listPage = (route: string, list: Record<string, unknown>, others: Record<string, unknown>[] = []) =>
  ({
    route,
    title: 'News',
    description: 'Every post.',
    file: 'pages/news.yaml',
    blocks: [...others, { type: 'entryList', heading: 'Every post', from: { collection: 'news' }, ...list }],
  }) as unknown as PageData;

type List = { entries: { title: string }[]; pagination?: Record<string, string> };
const listOf = (page: PageData) => page.blocks.find((block) => block.type === 'entryList') as unknown as List;
const titles = (page: PageData) => listOf(page).entries.map((card) => card.title);

describe('the address of a page of a long list', () => {
  it('is the list’s own for the first page, and /page/<n> under it for the others', () => {
    expect(pageRoute('/news', 1)).toBe('/news');
    expect(pageRoute('/news', 2)).toBe('/news/page/2');
    expect(pageRoute('/', 1)).toBe('/');
    expect(pageRoute('/', 3)).toBe('/page/3');
  });
});

describe('a list of every entry', () => {
  it('is one page while it holds ten entries or fewer, with no links to other pages', () => {
    const page = listPage('/news', { entries: cards(10) });
    expect(paginate(page)).toEqual([page]);
  });

  it('of eleven entries is the newest ten at its address, and the oldest one on /page/2', () => {
    const [first, older, ...more] = paginate(listPage('/news', { entries: cards(11) }));
    expect(more).toEqual([]);
    expect(first.route).toBe('/news');
    expect(first.title).toBe('News');
    expect(titles(first)).toEqual(
      cards(11)
        .slice(0, 10)
        .map((card) => card.title),
    );
    expect(listOf(first).pagination).toEqual({ next: '/news/page/2' });
    expect(older.route).toBe('/news/page/2');
    expect(older.title).toBe('News (page 2)');
    expect(older.file).toBe('pages/news.yaml');
    expect(older.description).toBe('Every post.');
    expect(titles(older)).toEqual(['Post 1']);
    expect(listOf(older).pagination).toEqual({ previous: '/news', from: '2026-01-01', to: '2026-01-01' });
  });

  it('of 25 entries: the newest ten first, then 15–11 on /page/3 and the oldest ten on /page/2, each linked both ways', () => {
    const pages = paginate(listPage('/news', { entries: cards(25) }));
    expect(pages.map((page) => page.route)).toEqual(['/news', '/news/page/2', '/news/page/3']);
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    expect(listOf(byRoute.get('/news')!).pagination).toEqual({ next: '/news/page/3' });
    expect(titles(byRoute.get('/news/page/3')!)).toEqual(['Post 15', 'Post 14', 'Post 13', 'Post 12', 'Post 11']);
    expect(listOf(byRoute.get('/news/page/3')!).pagination).toEqual({
      previous: '/news',
      next: '/news/page/2',
      from: '2026-01-11',
      to: '2026-01-15',
    });
    expect(titles(byRoute.get('/news/page/2')!)).toEqual(cards(10).map((card) => card.title));
    expect(listOf(byRoute.get('/news/page/2')!).pagination).toEqual({
      previous: '/news/page/3',
      from: '2026-01-01',
      to: '2026-01-10',
    });
    expect(byRoute.get('/news/page/3')!.title).toBe('News (page 3)');
  });

  it('is cut at the page’s own perPage, and on the home page its older pages are /page/<n>', () => {
    const pages = paginate(listPage('/', { entries: cards(7), perPage: 3 }));
    expect(pages.map((page) => page.route)).toEqual(['/', '/page/2', '/page/3']);
    expect(pages.map(titles)).toEqual([['Post 7', 'Post 6', 'Post 5'], ['Post 3', 'Post 2', 'Post 1'], ['Post 4']]);
    expect(paginate(listPage('/', { entries: cards(3), perPage: 3 }))).toHaveLength(1);
  });

  it('keeps the page’s other blocks on every page of it', () => {
    const intro = { type: 'richText', text: 'Our posts.' };
    const pages = paginate(listPage('/news', { entries: cards(12) }, [intro]));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page.blocks[0]).toEqual(intro);
    expect(pages[1].blocks[1]).toMatchObject({
      type: 'entryList',
      heading: 'Every post',
      from: { collection: 'news' },
    });
  });

  it('says no dates on an older page whose cards have none', () => {
    const undated = Array.from({ length: 12 }, (_, index) => ({ title: `Post ${12 - index}` }));
    const [, older] = paginate(listPage('/news', { entries: undated }));
    expect(listOf(older).pagination).toEqual({ previous: '/news' });
  });

  it('says the dates of an older page only when both its newest and its oldest card have one', () => {
    const older = (newestDated: boolean, oldestDated: boolean) => {
      const list = cards(12);
      if (!newestDated) delete (list[10] as { date?: string }).date;
      if (!oldestDated) delete (list[11] as { date?: string }).date;
      return listOf(paginate(listPage('/news', { entries: list }))[1]).pagination;
    };
    expect(older(true, true)).toEqual({ previous: '/news', from: '2026-01-01', to: '2026-01-02' });
    expect(older(false, true)).toEqual({ previous: '/news' });
    expect(older(true, false)).toEqual({ previous: '/news' });
  });
});

describe('lists that are never cut', () => {
  it('a block of another kind, whatever it holds', () => {
    const carousel = {
      ...listPage('/work', {}),
      blocks: [{ type: 'carousel', entries: cards(30) }],
    } as unknown as PageData;
    expect(paginate(carousel)).toEqual([carousel]);
  });

  it('a list of the newest few, however many it shows', () => {
    const page = listPage('/news', { entries: cards(12), from: { collection: 'news', newest: 12 } });
    expect(paginate(page)).toEqual([page]);
  });

  it('a page with no entry list, or with a list not yet answered', () => {
    const gallery = {
      ...listPage('/work', {}),
      blocks: [{ type: 'gallery', items: cards(30) }],
    } as unknown as PageData;
    expect(paginate(gallery)).toEqual([gallery]);
    const unanswered = listPage('/news', {});
    expect(paginate(unanswered)).toEqual([unanswered]);
  });

  it('only the first list of every entry on a page is cut: a second one stays whole on the first page', () => {
    const second = { type: 'entryList', heading: 'Again', from: { collection: 'news' }, entries: cards(12) };
    const page = listPage('/news', { entries: cards(12) });
    const withTwo = { ...page, blocks: [...page.blocks, second] } as unknown as PageData;
    const pages = paginate(withTwo);
    expect(pages).toHaveLength(2);
    expect(pages[0].blocks[1]).toEqual(second);
    expect(titles(pages[0])).toHaveLength(10);
  });
});
