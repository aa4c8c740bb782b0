// @vitest-environment node
/**
 * The pages `npm run bench` measures and `npm run screenshots` pictures: one of each kind (the same kinds of blocks),
 * read from the content, so they follow whatever site the engine builds.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PageOfSomeKind, pagesOfEachKind, pagesOfEachKindIn } from '../../src/cli/shared/pagesOfEachKind';

const page = (route: string, ...types: string[]): PageOfSomeKind => ({
  route,
  blocks: types.map((type) => ({ type })),
});

describe('one page of each kind', () => {
  it('takes one page for each set of block types, whatever their order or how often one comes', () => {
    const pages = [
      page('/', 'hero', 'steps'),
      page('/team', 'hero', 'richText'),
      page('/history', 'richText', 'hero', 'richText'),
      page('/terms', 'richText'),
      page('/privacy', 'richText'),
    ];
    expect(pagesOfEachKind(pages, [])).toEqual(['/', '/team', '/terms']);
  });

  it('lets a page the menu leads to speak for its kind, in the order of the menu and its groups', () => {
    const pages = [
      page('/', 'hero'),
      page('/services/design/logos', 'hero', 'offerings'),
      page('/services/print/cards', 'hero', 'offerings'),
      page('/privacy', 'richText'),
      page('/services/design', 'hero', 'categoryCards'),
      page('/services/print', 'hero', 'categoryCards'),
      page('/contact', 'hero', 'quoteForm'),
    ];
    const navigation = [
      { href: '/contact' },
      { label: 'Services', items: [{ href: '/services/print' }, { href: '/services/design' }] },
      { href: '/' },
    ];
    expect(pagesOfEachKind(pages, navigation)).toEqual([
      '/contact',
      '/services/print',
      '/',
      '/services/design/logos',
      '/privacy',
    ]);
  });

  it('leaves out the not-found page, which has no address of its own', () => {
    expect(pagesOfEachKind([page('*', 'notFound'), page('/', 'hero')], [])).toEqual(['/']);
  });

  it("reads the pages and the menu from a project's content", () => {
    // The fixture's home page and about page are built of different blocks; its not-found page has no address.
    expect(pagesOfEachKindIn(path.resolve(import.meta.dirname, '../fixtures/minimal-site'))).toEqual(['/', '/about']);
  });
});
