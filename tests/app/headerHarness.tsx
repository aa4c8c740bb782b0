/**
 * Rendering the header at a screen width, with a menu of the tests' own, and finding its menus, for the header's
 * tests.
 */
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { Header } from '../../src/app/header/Header';
import type { Site } from '../../src/content/model';
import { renderWithProviders, site } from '../helpers/renderBlock';

// happy-dom applies the media queries for the window size the page is rendered at.
export const PHONE = 375;
export const TABLET = 800;
export const DESKTOP = 1280;

export function setWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    {
      width,
      height: 800,
    },
  );
}

/**
 * The menu the header's tests draw: their own, not the live site.yaml's, so the office can rename or add a menu
 * entry without a test of the header noticing. Five entries, the third a group of seven pages.
 */
const serviceNames = [
  'Roofing',
  'Framing',
  'Siding',
  'Windows & Doors',
  'Waterproofing',
  'Interior Work',
  'Maintenance',
];
export const navigation: Site['navigation'] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  {
    label: 'Services',
    items: serviceNames.map((label) => ({
      label,
      href: `/services/${label.toLowerCase().replace(' & ', '-').replace(' ', '-')}`,
    })),
  },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Contact', href: '/contact' },
];
const headerSite: Site = { ...site, navigation };

export function renderHeader({ path = '/', width = DESKTOP }: { path?: string; width?: number } = {}) {
  setWidth(width);
  return renderWithProviders(<Header site={headerSite} />, { path });
}

/** Puts the window back to its usual width after each test of the file that calls it. */
export function resetWidthAfterEach() {
  afterEach(() => setWidth(1024));
}

export const serviceGroup = navigation.find((entry) => entry.items)!;
export const services = serviceGroup.items!;

export const servicesButton = () => screen.getByRole('button', { name: 'Services' });
export const servicesList = () => document.getElementById(servicesButton().getAttribute('aria-controls')!)!;
export const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';
export const menuButton = () => screen.getByRole('button', { name: /menu$/ });
export const mobileMenu = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
