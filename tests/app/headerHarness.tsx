/**
 * Rendering the header at a screen width, and finding its menus, for the header's tests.
 */
import { screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { Header } from '../../src/app/header/Header';
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

export function renderHeader({ path = '/', width = DESKTOP }: { path?: string; width?: number } = {}) {
  setWidth(width);
  return renderWithProviders(<Header site={site} />, { path });
}

/** Puts the window back to its usual width after each test of the file that calls it. */
export function resetWidthAfterEach() {
  afterEach(() => setWidth(1024));
}

export const serviceGroup = site.navigation.find((entry) => entry.items)!;
export const services = serviceGroup.items!;

export const servicesButton = () => screen.getByRole('button', { name: 'Services' });
export const servicesList = () => document.getElementById(servicesButton().getAttribute('aria-controls')!)!;
export const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';
export const menuButton = () => screen.getByRole('button', { name: /menu$/ });
export const mobileMenu = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
