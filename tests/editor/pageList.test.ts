// @vitest-environment happy-dom
/**
 * The editor's list of pages: Company details first, then the pages in the order of the site's menu, each
 * service's own pages under it, then the pages the menu does not lead to.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PageList } from '../../src/editor/PageList';
import { siteOutline } from '../../src/server/editor/siteOutline';
import { removeDir, tempDir } from './helpers';

const root = tempDir('editor-outline');
const site = `company:
  shortName: Summit Ridge
navigation:
  - label: Home
    href: /
  - label: About
    href: /about
  - label: Services
    items:
      - label: Roofing
        href: /services/roofing
      - label: Framing
        href: /services/framing
  - label: Gallery
    href: /gallery
  - label: Contact
    href: /contact
`;
const pages: Record<string, [string, string]> = {
  'contact.yaml': ['/contact', 'Contact Us | {{shortName}}'],
  'about.yaml': ['/about', 'About Us | {{shortName}}'],
  'gallery.yaml': ['/gallery', 'Project Gallery | {{shortName}}'],
  'home.yaml': ['/', 'Roofing in Portland | {{shortName}}'],
  'privacy-policy.yaml': ['/privacy-policy', 'Privacy Policy | {{shortName}}'],
  'thank-you.yaml': ['/thank-you', 'Thank You | {{shortName}}'],
  'services/framing.yaml': ['/services/framing', 'Framing | {{shortName}}'],
  'services/roofing.yaml': ['/services/roofing', 'Roofing Services | {{shortName}}'],
  'services/roofing/residential.yaml': ['/services/roofing/residential', 'Residential Roofing | {{shortName}}'],
  'services/roofing/commercial.yaml': ['/services/roofing/commercial', 'Commercial Roofing | {{shortName}}'],
  'services/framing/residential.yaml': ['/services/framing/residential', 'Residential Framing | {{shortName}}'],
};
writeFileSync(path.join(root, 'site.yaml'), site);
for (const [file, [route, title]] of Object.entries(pages)) {
  const absolute = path.join(root, 'pages', file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, `route: ${route}\ntitle: "${title}"\ndescription: x\nblocks: []\n`);
}

afterEach(cleanup);
afterAll(() => removeDir(root));

describe('the list of pages', () => {
  it('follows the menu: Home, About, Services with each service and its own pages under it, Gallery, Contact', () => {
    const outline = siteOutline(root);
    const routes = outline.menu.map((entry) =>
      'pages' in entry ? { [entry.label]: entry.pages.map((page) => page.route) } : entry.route,
    );
    expect(routes).toEqual([
      '/',
      '/about',
      {
        Services: [
          '/services/roofing',
          '/services/roofing/commercial',
          '/services/roofing/residential',
          '/services/framing',
          '/services/framing/residential',
        ],
      },
      '/gallery',
      '/contact',
    ]);
    expect(outline.others.map((page) => page.route)).toEqual(['/privacy-policy', '/thank-you']);
    expect(outline.menuGroups).toEqual(['Services']);
  });

  it('shows Company details, then the menu’s pages by title in its order, then the other pages', () => {
    render(
      createElement(PageList, {
        outline: siteOutline(root),
        openFile: undefined,
        drafts: new Set<string>(),
        onOpen: () => {},
        onNewPage: () => {},
      }),
    );
    const list = screen.getByRole('navigation', { name: 'Pages of the site' });
    const titles = within(list)
      .getAllByRole('button')
      .map((button) => button.querySelector('.page-title')?.textContent)
      .filter(Boolean);
    expect(titles).toEqual([
      'Company details',
      'Roofing in Portland',
      'About Us',
      'Roofing Services',
      'Commercial Roofing',
      'Residential Roofing',
      'Framing',
      'Residential Framing',
      'Project Gallery',
      'Contact Us',
      'Privacy Policy',
      'Thank You',
    ]);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Company details', 'Menu', 'Services', 'Other pages']);
    const services = within(list).getByRole('list', { name: 'Services' });
    expect(within(services).getAllByRole('button')).toHaveLength(5);
  });

  it('lists a page file past the checker’s size bound by its file name, without reading it', () => {
    const big = path.join(root, 'pages', 'huge.yaml');
    writeFileSync(big, `route: /huge\ntitle: Huge\ndescription: x\nblocks: []\n${'# filler\n'.repeat(30_000)}`);
    try {
      expect(siteOutline(root).others).toContainEqual({ file: 'pages/huge.yaml', title: 'pages/huge.yaml' });
    } finally {
      rmSync(big);
    }
  });
});
