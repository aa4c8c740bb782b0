import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { withLinksMoved, withRedirect } from '../../src/server/editor/redirectEdits.ts';

const site = `# The company's details.
name: Acme Roofing
navigation:
  - label: Services # the menu's first entry
    href: /services
  - label: Maintenance
    href: /services/maintenance
footer:
  links:
    - { label: Care, href: "/services/maintenance#plans" }
`;

const redirectsOf = (text: string) => parse(text).redirects;

describe('a redirect written into site.yaml', () => {
  it('starts the list when the site has none, keeping the office’s comments', () => {
    const text = withRedirect(site, { from: '/old', to: '/services' });
    expect(redirectsOf(text)).toEqual([{ from: '/old', to: '/services' }]);
    expect(text).toContain('# the menu');
    expect(text.startsWith(site.trimEnd())).toBe(true);
  });

  it('writes the status only for a temporary redirect', () => {
    expect(redirectsOf(withRedirect(site, { from: '/sale', to: '/', status: 302 }))).toEqual([
      { from: '/sale', to: '/', status: 302 },
    ]);
    expect(redirectsOf(withRedirect(site, { from: '/sale', to: '/', status: 301 }))).toEqual([
      { from: '/sale', to: '/' },
    ]);
  });

  it('sends an address moved twice straight to where it ends, never through a chain', () => {
    const once = withRedirect(site, { from: '/a', to: '/b' });
    const twice = withRedirect(once, { from: '/b', to: '/c' });
    expect(redirectsOf(twice)).toEqual([
      { from: '/a', to: '/c' },
      { from: '/b', to: '/c' },
    ]);
  });

  it('drops the redirect from an address that becomes a page again, so a move undone by hand is no loop', () => {
    const moved = withRedirect(site, { from: '/a', to: '/b' });
    expect(redirectsOf(withRedirect(moved, { from: '/b', to: '/a' }))).toEqual([{ from: '/b', to: '/a' }]);
  });

  it('replaces the redirect an address already had, with or without its trailing slash', () => {
    const first = withRedirect(site, { from: '/old/', to: '/services' });
    expect(redirectsOf(withRedirect(first, { from: '/old', to: '/' }))).toEqual([{ from: '/old', to: '/' }]);
  });
});

describe('links moved to a new address', () => {
  it('re-points the menu’s and the footer’s links, keeping a place on the page', () => {
    const moved = withLinksMoved(site, '/services/maintenance', '/services/roof-maintenance') ?? '';
    const data = parse(moved);
    expect(data.navigation[1].href).toBe('/services/roof-maintenance');
    expect(data.footer.links[0].href).toBe('/services/roof-maintenance#plans');
    expect(data.navigation[0].href).toBe('/services');
    expect(moved).toContain('# the menu');
  });

  it('leaves a longer address that only starts the same alone, and says when nothing changed', () => {
    expect(withLinksMoved(site, '/services/main', '/x')).toBeUndefined();
    expect(parse(withLinksMoved(site, '/services', '/what-we-do') ?? '').navigation[1].href).toBe(
      '/services/maintenance',
    );
  });

  it('never rewrites a page’s own route or where a redirect starts', () => {
    const page = 'route: /a\ntitle: A\nblocks:\n  - type: cta\n    href: /a\n';
    expect(parse(withLinksMoved(page, '/a', '/b') ?? '')).toEqual({
      route: '/a',
      title: 'A',
      blocks: [{ type: 'cta', href: '/b' }],
    });
    const withOld = withRedirect(site, { from: '/a', to: '/services' });
    expect(withLinksMoved(withOld, '/a', '/b')).toBeUndefined();
  });
});
