/**
 * The header as a page has it, for the header's tests: its server markup at a path, put into the page at a screen
 * width and wired by the header's own script (wireHeader), so the tests drive what visitors use. The menu is the
 * tests' own.
 */
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { Header } from '../../src/app/header/Header';
import { wireHeader } from '../../src/app/header/headerScript';
import { PHONE_MENU_MARKUP_ATTRIBUTE } from '../../src/app/header/PhoneMenu';
import type { Site } from '../../src/content/model';
import { site } from '../helpers/renderBlock';

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

const shown: HTMLElement[] = [];

/** The header's markup as the server renders it for `path`, with the phone menu's links in a script as on a page. */
export function headerMarkup(path = '/'): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToString(
    <ThemeProvider theme={headerSite.theme}>
      <Router ssrPath={path}>
        <Header site={headerSite} />
      </Router>
    </ThemeProvider>,
  );
  // What the page renderer does with the phone menu's <template> (src/prerender/renderPage.tsx).
  const template = holder.querySelector<HTMLTemplateElement>(`template[${PHONE_MENU_MARKUP_ATTRIBUTE}]`)!;
  const script = document.createElement('script');
  script.type = 'text/html';
  script.setAttribute(PHONE_MENU_MARKUP_ATTRIBUTE, '');
  script.textContent = template.innerHTML;
  template.replaceWith(script);
  // A browser that runs scripts reads what is inside <noscript> as text; happy-dom would make elements of it.
  for (const noscript of holder.querySelectorAll('noscript')) noscript.textContent = noscript.innerHTML;
  return holder.firstElementChild as HTMLElement;
}

/**
 * Puts the header's server markup for `path` into the page at `width` and wires it. A link chosen in it is not
 * followed: the tests' page stays where it is.
 */
export function renderHeader({ path = '/', width = DESKTOP }: { path?: string; width?: number } = {}) {
  setWidth(width);
  // Emotion adds a component's rules to the document when the browser draws it, never for server markup: drawn once
  // here, the header's rules stay in the head, for the width's media queries to apply to the markup.
  render(
    <ThemeProvider theme={headerSite.theme}>
      <Header site={headerSite} />
    </ThemeProvider>,
  ).unmount();
  const container = document.createElement('div');
  container.append(headerMarkup(path));
  container.addEventListener('click', (event) => event.preventDefault());
  document.body.append(container);
  shown.push(container);
  wireHeader(container);
  return container;
}

/** Takes the tests' headers out of the page and puts the window back to its usual width after each test. */
export function cleanUpAfterEach() {
  afterEach(() => {
    for (const container of shown.splice(0)) container.remove();
    setWidth(1024);
  });
}

export const serviceGroup = navigation.find((entry) => entry.items)!;
export const services = serviceGroup.items!;

export const servicesButton = () => screen.getByRole('button', { name: 'Services' });
export const servicesList = () => document.getElementById(servicesButton().getAttribute('aria-controls')!)!;
export const isOpen = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';
export const menuButton = () => screen.getByRole('button', { name: /menu$/ });
export const mobileMenu = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
