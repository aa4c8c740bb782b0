/**
 * The header below the lg width, as a page has it: the menu behind one button, opened by the header's script.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PHONE, TABLET, cleanUpAfterEach, menuButton, mobileMenu, renderHeader, services } from './headerHarness';

cleanUpAfterEach();

/** The icon the menu button shows: the one of its two that is drawn. */
const shownIcon = () =>
  [...menuButton().querySelectorAll('svg')].filter((icon) => getComputedStyle(icon).display !== 'none');

describe('header on phones and tablets', () => {
  it('a menu button opens and closes the mobile menu', () => {
    renderHeader({ width: PHONE });
    expect(screen.queryByRole('button', { name: 'Services' })).toBeNull();
    const button = menuButton();
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(mobileMenu()).toBeTruthy();
    expect(within(mobileMenu()).queryByRole('link')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    const nav = within(mobileMenu()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', ...services.map((item) => item.label), 'Gallery', 'Contact']);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(within(mobileMenu()).queryByRole('link')).toBeNull();
  });

  it('shows the menu icon while the menu is shut and the close icon while it is open', () => {
    renderHeader({ width: PHONE });
    const [menuIcon, closeIcon] = menuButton().querySelectorAll('svg');
    expect(shownIcon()).toEqual([menuIcon]);
    fireEvent.click(menuButton());
    expect(shownIcon()).toEqual([closeIcon]);
  });

  it('adds the menu to the page once, however often it opens', () => {
    renderHeader({ width: PHONE });
    for (let times = 0; times < 3; times++) {
      fireEvent.click(menuButton());
      fireEvent.click(menuButton());
    }
    fireEvent.click(menuButton());
    expect(within(mobileMenu()).getAllByRole('navigation', { name: 'Main', hidden: true })).toHaveLength(1);
  });

  it('shows Services in the mobile menu as a group of the 7 service links', () => {
    renderHeader({ width: PHONE });
    fireEvent.click(menuButton());
    const group = within(mobileMenu()).getByRole('list', { name: 'Services' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(services.map((item) => item.href));
  });

  it('choosing a link in the mobile menu closes it', () => {
    renderHeader({ width: PHONE });
    fireEvent.click(menuButton());
    const gallery = within(mobileMenu()).getByRole('link', { name: 'Gallery' });
    expect(gallery.getAttribute('href')).toBe('/gallery');
    fireEvent.click(gallery);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(within(mobileMenu()).queryByRole('link')).toBeNull();
  });

  it('marks the link of the page already shown, and choosing it also closes the mobile menu', () => {
    renderHeader({ width: PHONE, path: '/about' });
    fireEvent.click(menuButton());
    const about = within(mobileMenu()).getByRole('link', { name: 'About' });
    expect(about.getAttribute('aria-current')).toBe('page');
    fireEvent.click(about);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the mobile menu and returns focus to the menu button', () => {
    renderHeader({ width: PHONE });
    const button = menuButton();
    fireEvent.click(button);
    const link = within(mobileMenu()).getByRole('link', { name: 'Roofing' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(mobileMenu()).queryByRole('link')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('uses the menu button from 768 px up to the wide-screen width', () => {
    renderHeader({ width: TABLET });
    expect(menuButton()).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
