/**
 * Every route declared in pages/ renders its blocks in order, with the headings and link targets its YAML gives,
 * inside the shared header and footer. The data is the real content, through the same plugin the build uses.
 */
import { render, screen, within } from '@testing-library/react';
import content from 'virtual:site-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { pagesInMemory } from '../../src/app/pageSource';
import { NOT_FOUND_ROUTE, type Block } from '../../src/content/model';

const phone = content.site.company.phone;
const routes = content.pages.filter((page) => page.route !== NOT_FOUND_ROUTE);

function visit(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App site={content.site} pages={pagesInMemory(content)} />);
}

/** The heading a block shows, when it has one. */
function headingOf(block: Block): string | undefined {
  // An entry's header shows the entry's title, which the build gives it.
  if (block.type === 'entryHeader') return block.entry?.title;
  return 'heading' in block && typeof block.heading === 'string' ? block.heading : undefined;
}

/** Every link target in a block's data (fields named href, residentialHref, …). */
function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    /href$/i.test(key) && typeof item === 'string' ? [item] : hrefsIn(item),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every route', () => {
  it('has a page for the root and a page for any other path', () => {
    expect(routes.map((page) => page.route)).toContain('/');
    expect(content.pages.some((page) => page.route === NOT_FOUND_ROUTE)).toBe(true);
  });

  it.each(routes.map((page) => [page.route, page] as const))('%s renders its blocks in order', (route, page) => {
    visit(route);
    const main = screen.getByRole('main');
    const headings = within(main)
      .queryAllByRole('heading')
      .map((heading) => heading.textContent?.trim());
    const expected = page.blocks.map(headingOf).filter((heading): heading is string => Boolean(heading));
    // Each block's heading is on the page, in the order of the YAML.
    const positions = expected.map((heading) => headings.indexOf(heading));
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The first block's heading is the page's only h1.
    const h1s = within(main).getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe(expected[0]);
    // Every link the YAML declares is a link on the page.
    const targets = new Set(Array.from(main.querySelectorAll('a')).map((a) => a.getAttribute('href')));
    for (const href of hrefsIn(page.blocks)) expect(targets, `${route} links to ${href}`).toContain(href);
  });

  it.each(routes.map((page) => [page.route] as const))(
    '%s shows the phone number from site.yaml wherever it calls',
    (route) => {
      visit(route);
      const telLinks = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]'));
      expect(telLinks.length).toBeGreaterThan(0);
      for (const link of telLinks) {
        expect(link.getAttribute('href')).toBe(`tel:+1${phone.replace(/\D/g, '')}`);
        expect(link.textContent).toContain(phone);
      }
    },
  );
});

describe('the not-found page', () => {
  it('shows its heading and its link from pages/ at any other path', () => {
    const notFound = content.pages.find((page) => page.route === NOT_FOUND_ROUTE)!;
    const block = notFound.blocks.find((each) => each.type === 'notFound')!;
    visit('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: block.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: block.link.label }).getAttribute('href')).toBe(block.link.href);
  });
});

describe('the error fallback', () => {
  it('shows "Unexpected Application Error!" and the message when a block throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = structuredClone(content);
    const home = broken.pages.find((page) => page.route === '/')!;
    // A block whose data breaks its component, as a bad deploy might.
    (home.blocks[1] as { cards?: unknown }).cards = null;
    window.history.replaceState(null, '', '/');
    render(<App site={broken.site} pages={pagesInMemory(broken)} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toMatch(/null|undefined|Cannot read/);
  });
});
