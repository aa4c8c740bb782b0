import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SkipLink } from '../../src/app/SkipLink';
import { nameAfterShortName } from '../../src/app/header/Header';
import { renderWithProviders, site, telAddressOf } from '../helpers/renderBlock';
import {
  PHONE,
  TABLET,
  DESKTOP,
  renderHeader,
  services,
  servicesButton,
  servicesList,
  isOpen,
  resetWidthAfterEach,
} from './headerHarness';

resetWidthAfterEach();

describe('header on wide screens', () => {
  it('shows the menu it is given, in order: Home, About, Services, Gallery, Contact', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The first link or button of each top-level item: the group's button comes before its list.
    const entries = Array.from(nav.querySelector('ul')!.children).map(
      (item) => item.querySelector('a, button')!.textContent,
    );
    expect(entries).toEqual(['Home', 'About', 'Services', 'Gallery', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('links the wordmark with the short company name to the home page', () => {
    renderHeader();
    const logo = screen.getByRole('link', { name: (name) => name.startsWith(site.company.shortName) });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks the link of the current page with aria-current="page"', () => {
    renderHeader({ path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(servicesButton().getAttribute('aria-current')).toBeNull();
  });

  it('marks the Services button as current on any page under /services', () => {
    renderHeader({ path: '/services/roofing/residential' });
    expect(servicesButton().getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists the 7 service pages in the Services dropdown', () => {
    renderHeader();
    const list = servicesList();
    expect(list.tagName).toBe('UL');
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      services.map((item) => [item.label, item.href]),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/roofing',
      '/services/framing',
      '/services/siding',
      '/services/windows-doors',
      '/services/waterproofing',
      '/services/interior-work',
      '/services/maintenance',
    ]);
  });

  it('opens and closes the Services menu with Enter or Space on its button', () => {
    renderHeader();
    const button = servicesButton();
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
    // Enter and Space on a button send a click with detail 0.
    fireEvent.click(button, { detail: 0 });
    expect(isOpen(button)).toBe(true);
    expect(servicesList().hidden).toBe(false);
    fireEvent.click(button, { detail: 0 });
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
  });

  it('ArrowDown on the Services button opens the menu and focuses the first service', () => {
    renderHeader();
    const button = servicesButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(isOpen(button)).toBe(true);
    expect(document.activeElement?.textContent).toBe(services[0].label);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe(services[1].label);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe(services[services.length - 1].label);
  });

  it('Escape closes the Services menu and returns focus to its button', () => {
    renderHeader();
    const button = servicesButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(servicesList().contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('moving focus out of the Services menu closes it', () => {
    renderHeader();
    const button = servicesButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    act(() => screen.getByRole('link', { name: 'Gallery' }).focus());
    expect(isOpen(button)).toBe(false);
  });

  it('opens the Services menu on hover and closes it shortly after the pointer leaves', async () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(isOpen(button)).toBe(true);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    // A short grace period lets the pointer travel to the list.
    expect(isOpen(button)).toBe(true);
    await waitFor(() => expect(isOpen(button)).toBe(false));
  });

  it('keeps the Services menu open when the pointer comes back within the grace period', async () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    fireEvent.pointerEnter(servicesList(), { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(isOpen(button)).toBe(true);
  });

  it('a click on the button the pointer opened keeps the menu open', () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(true);
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(false);
  });

  it('choosing a service closes the Services menu and opens its page', () => {
    const { location } = renderHeader();
    const button = servicesButton();
    fireEvent.click(button, { detail: 0 });
    fireEvent.click(within(servicesList()).getByRole('link', { name: 'Siding' }));
    expect(location.history.at(-1)).toBe('/services/siding');
    expect(isOpen(button)).toBe(false);
    expect(button.getAttribute('aria-current')).toBe('true');
    expect(
      within(servicesList()).getByRole('link', { name: 'Siding', hidden: true }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('hides the mobile menu button', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull();
  });
});

describe('call button', () => {
  const telLink = telAddressOf(site.company.phone);

  it('the call button is a tel: link with the phone number from site.yaml', () => {
    renderHeader();
    const call = screen.getByRole('link', { name: new RegExp(site.callButton.label) });
    expect(call.getAttribute('href')).toBe(telLink);
    expect(call.textContent).toContain(site.company.phone);
  });

  it('sits in the header from 768 px and below it on phones, never both at once', () => {
    for (const [width, placement] of [
      [PHONE, 'below-header'],
      [TABLET, 'header'],
      [DESKTOP, 'header'],
    ] as const) {
      const { unmount } = renderHeader({ width });
      const calls = screen.getAllByRole('link', { name: new RegExp(site.callButton.label) });
      expect(calls).toHaveLength(1);
      expect(calls[0].closest('[data-call-placement]')?.getAttribute('data-call-placement')).toBe(placement);
      expect(calls[0].getAttribute('href')).toBe(telLink);
      unmount();
    }
  });
});

describe('skip link', () => {
  it('moves focus to the main content', () => {
    renderWithProviders(
      <>
        <SkipLink />
        <main id="main">
          <h1>Page</h1>
        </main>
      </>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main');
    fireEvent.click(skip);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('wordmark', () => {
  it('shows the rest of the full name under the short one, without the comma or dash that joined them', () => {
    expect(nameAfterShortName({ name: 'Hartwell & Reyes, Attorneys at Law', shortName: 'Hartwell & Reyes' })).toBe(
      'Attorneys at Law',
    );
    expect(nameAfterShortName({ name: 'Harbour Street – Dental Practice', shortName: 'Harbour Street' })).toBe(
      'Dental Practice',
    );
    expect(nameAfterShortName({ name: 'Harbour Street Dental Practice', shortName: 'Harbour Street' })).toBe(
      'Dental Practice',
    );
    expect(nameAfterShortName({ name: 'Bloom Florists', shortName: 'Bloom & Co' })).toBe('');
  });
});
