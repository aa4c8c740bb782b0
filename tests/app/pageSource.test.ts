/**
 * The page a path shows: its own page at its address, written in any case and with or without a slash at its end,
 * and the not-found page for any other path.
 */
import { describe, expect, it } from 'vitest';
import { pagesInMemory } from '../../src/app/pageSource';
import { NOT_FOUND_ROUTE, type PageData, type SiteContent } from '../../src/content/model';

const page = (route: string) => ({ route, title: route, description: '', blocks: [] }) as unknown as PageData;
const content = {
  pages: ['/', '/about', '/services/roofing', '/services', NOT_FOUND_ROUTE].map(page),
} as unknown as SiteContent;
const pages = pagesInMemory(content);

describe('the page at a path', () => {
  it('is the page of that address', () => {
    for (const route of ['/', '/about', '/services', '/services/roofing']) expect(pages.routeAt(route)).toBe(route);
    expect(pages.get(pages.routeAt('/services/roofing')).route).toBe('/services/roofing');
  });

  it('is found whatever the case of the path, and with a slash at its end', () => {
    expect(pages.routeAt('/About')).toBe('/about');
    expect(pages.routeAt('/services/roofing/')).toBe('/services/roofing');
    expect(pages.routeAt('/SERVICES/')).toBe('/services');
  });

  it('is the not-found page for any other path, a part of an address or more than one slash included', () => {
    for (const path of ['/contact', '/serv', '/services/roofing/extra', '/about//', '//', '*'])
      expect(pages.routeAt(path)).toBe(NOT_FOUND_ROUTE);
    expect(pages.get(pages.routeAt('/contact')).route).toBe(NOT_FOUND_ROUTE);
  });
});
