/**
 * The header on wide screens, as a page has it: the server's markup, wired by the header's script.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SkipLink } from '../../src/app/SkipLink';
import { nameAfterShortName } from '../../src/app/header/Header';
import { wireHeader } from '../../src/app/header/headerScript';
import { renderWithProviders, site, telAddressOf } from '../helpers/renderBlock';
import {
  PHONE,
  TABLET,
  DESKTOP,
  cleanUpAfterEach,
  headerMarkup,
  renderHeader,
  services,
  servicesButton,
  servicesList,
  isOpen,
} from './headerHarness';

cleanUpAfterEach();

/** The element around the Services button and its list, which the pointer enters and leaves. */
const servicesGroup = () => servicesButton().parentElement!;

/** Puts the header in the page and presses `key` on the Services button; returns the button. */
function pressOnServices(key: string) {
  renderHeader();
  const button = servicesButton();
  button.focus();
  fireEvent.keyDown(button, { key });
  return button;
}

const focusedName = () => document.activeElement?.textContent;

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

  it('lists the 7 service pages in the Services dropdown, shut until it is opened', () => {
    renderHeader({ path: '/services/siding' });
    const list = servicesList();
    expect(list.tagName).toBe('UL');
    expect(list.hidden).toBe(true);
    expect(isOpen(servicesButton())).toBe(false);
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
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'page',
      null,
      null,
      null,
      null,
    ]);
  });

  it('opens and closes the Services menu with Enter or Space on its button', () => {
    renderHeader();
    const button = servicesButton();
    // Enter and Space on a button send a click with detail 0.
    fireEvent.click(button, { detail: 0 });
    expect(isOpen(button)).toBe(true);
    expect(servicesList().hidden).toBe(false);
    fireEvent.click(button, { detail: 0 });
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
  });

  it('ArrowDown on the Services button opens the menu and focuses the first service', () => {
    const button = pressOnServices('ArrowDown');
    expect(isOpen(button)).toBe(true);
    expect(focusedName()).toBe(services[0].label);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedName()).toBe(services[1].label);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focusedName()).toBe(services[services.length - 1].label);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focusedName()).toBe(services[0].label);
  });

  it('ArrowUp on the Services button opens the menu and focuses the last service', () => {
    expect(isOpen(pressOnServices('ArrowUp'))).toBe(true);
    expect(focusedName()).toBe(services[services.length - 1].label);
  });

  it('Escape closes the Services menu and returns focus to its button', () => {
    const button = pressOnServices('ArrowDown');
    expect(servicesList().contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('Escape closes a Services menu that hover opened, and leaves the focus where it is', () => {
    renderHeader();
    const about = screen.getByRole('link', { name: 'About' });
    about.focus();
    fireEvent.pointerEnter(servicesGroup(), { pointerType: 'mouse' });
    expect(isOpen(servicesButton())).toBe(true);
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(isOpen(servicesButton())).toBe(false);
    expect(document.activeElement).toBe(about);
  });

  it('a press outside the Services menu closes it', () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.click(button, { detail: 0 });
    fireEvent.pointerDown(servicesList());
    expect(isOpen(button)).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(isOpen(button)).toBe(false);
  });

  it('moving focus out of the Services menu closes it', () => {
    const button = pressOnServices('ArrowDown');
    act(() => screen.getByRole('link', { name: 'Gallery' }).focus());
    expect(isOpen(button)).toBe(false);
  });

  it('opens the Services menu on hover and closes it shortly after the pointer leaves', async () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(servicesGroup(), { pointerType: 'mouse' });
    expect(isOpen(button)).toBe(true);
    fireEvent.pointerLeave(servicesGroup(), { pointerType: 'mouse' });
    // A short grace period lets the pointer travel to the list.
    expect(isOpen(button)).toBe(true);
    await expect.poll(() => isOpen(button)).toBe(false);
  });

  it('keeps the Services menu open when the pointer comes back within the grace period', () => {
    // The grace period's timer runs on a fake clock: 250 ms pass at once, and the menu is still open after them.
    vi.useFakeTimers();
    try {
      renderHeader();
      const button = servicesButton();
      fireEvent.pointerEnter(servicesGroup(), { pointerType: 'mouse' });
      fireEvent.pointerLeave(servicesGroup(), { pointerType: 'mouse' });
      fireEvent.pointerEnter(servicesGroup(), { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(250));
      expect(isOpen(button)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a touch to the click: a tap opens the Services menu once', () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(servicesGroup(), { pointerType: 'touch' });
    expect(isOpen(button)).toBe(false);
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(true);
  });

  it('a click on the button the pointer opened keeps the menu open', () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.pointerEnter(servicesGroup(), { pointerType: 'mouse' });
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(true);
    fireEvent.click(button, { detail: 1 });
    expect(isOpen(button)).toBe(false);
  });

  it('choosing a service closes the Services menu', () => {
    renderHeader();
    const button = servicesButton();
    fireEvent.click(button, { detail: 0 });
    const siding = within(servicesList()).getByRole('link', { name: 'Siding' });
    expect(siding.getAttribute('href')).toBe('/services/siding');
    fireEvent.click(siding);
    expect(isOpen(button)).toBe(false);
    expect(servicesList().hidden).toBe(true);
  });

  it('hides the mobile menu button', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull();
  });
});

describe('a header wired again', () => {
  it('works once more when its markup is put in place of the old, and the old one is left alone', () => {
    const container = renderHeader();
    const old = servicesButton();
    // Replaced while its menu is open.
    fireEvent.click(old, { detail: 0 });
    const replacement = headerMarkup();
    container.firstElementChild!.replaceWith(replacement);
    wireHeader(replacement);
    const button = servicesButton();
    expect(button).not.toBe(old);
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(isOpen(button)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen(button)).toBe(false);
    expect(document.activeElement).toBe(button);
    // The replaced header, out of the page, is not acted on: it stays as it was when it left.
    expect(isOpen(old)).toBe(true);
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
      const container = renderHeader({ width });
      const calls = screen.getAllByRole('link', { name: new RegExp(site.callButton.label) });
      expect(calls).toHaveLength(1);
      expect(calls[0].closest('[data-call-placement]')?.getAttribute('data-call-placement')).toBe(placement);
      expect(calls[0].getAttribute('href')).toBe(telLink);
      container.remove();
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
