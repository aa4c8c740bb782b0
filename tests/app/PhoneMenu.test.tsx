/**
 * The header below the lg width: the menu behind one button.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PHONE, TABLET, renderHeader, services, menuButton, mobileMenu, resetWidthAfterEach } from './headerHarness';

resetWidthAfterEach();

describe('header on phones and tablets', () => {
  it('a menu button opens and closes the mobile menu', async () => {
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
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    await waitFor(() => expect(within(mobileMenu()).queryByRole('link')).toBeNull());
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

  it('choosing a link in the mobile menu closes it', async () => {
    const { location } = renderHeader({ width: PHONE });
    fireEvent.click(menuButton());
    fireEvent.click(within(mobileMenu()).getByRole('link', { name: 'Gallery' }));
    expect(location.history.at(-1)).toBe('/gallery');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(mobileMenu()).queryByRole('link')).toBeNull());
  });

  it('choosing the link of the page already shown also closes the mobile menu', () => {
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
    expect(document.activeElement).toBe(button);
  });

  it('closes the mobile menu when the route changes', () => {
    const { location } = renderHeader({ width: PHONE });
    fireEvent.click(menuButton());
    act(() => location.navigate('/contact'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the menu button from 768 px up to the wide-screen width', () => {
    renderHeader({ width: TABLET });
    expect(menuButton()).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
