/**
 * The header as a visitor uses it, and arriving on a page: the menu links, the Services dropdown by mouse and
 * keyboard, the phone menu, the call button in the bar on wide screens and under it on phones, and where a page
 * starts after a link of the site. All of it against the production server and against `npm run dev`, which renders
 * each page on the server the same way: one behaviour, checked on both.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { telHref } from '../../blocks/ui/phone';
import { startDevServer } from '../authoring/devServer';
import { desktop, mainHeadingOf, newContext, openRoute, pageAt, phone, site, useBrowser } from './harness';

const browser = useBrowser();

const topLinks = site.navigation.filter((entry) => entry.href) as { label: string; href: string }[];
const servicesGroup = site.navigation.find((entry) => entry.items)!;

interface Server {
  url: string;
  close(): Promise<void>;
}

const servers: { name: string; start(): Promise<Server> }[] = [
  { name: 'the production server', start: async () => ({ url: inject('baseUrl'), close: async () => {} }) },
  {
    name: 'npm run dev',
    async start() {
      const server = await startDevServer();
      // The first visits make Vite prepare the browser's dependencies, which may reload a page once: done here, so
      // that no test meets it.
      const warmUp = await (await newContext(browser())).newPage();
      for (const route of ['/', '/contact']) {
        await warmUp.goto(server.url + route, { waitUntil: 'networkidle' });
        await warmUp.reload({ waitUntil: 'networkidle' });
      }
      await warmUp.context().close();
      return server;
    },
  },
];

describe.each(servers)('on $name', ({ start }) => {
  let server: Server;
  beforeAll(async () => {
    server = await start();
  }, 180_000);
  afterAll(() => server?.close());

  let tab: Page;
  async function openAt(viewport: { width: number; height: number }, route = '/') {
    const context = await newContext(browser(), { viewport });
    tab = await context.newPage();
    await openRoute(tab, route, server.url);
  }
  afterEach(async () => {
    await tab?.context().close();
  });

  /** The path of the page being shown, once it has changed to `expected`. */
  async function expectPageAt(route: string) {
    await expect.poll(() => new URL(tab.url()).pathname).toBe(route);
    await expect.poll(() => tab.locator('main h1').innerText()).toBe(mainHeadingOf(pageAt(route)));
  }

  /** What a visitor (and a screen reader) finds after the page changed to `route`. */
  async function expectArrivedAt(route: string) {
    const page = pageAt(route);
    await expectPageAt(route);
    expect(await tab.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => tab.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(true);
    expect(await tab.title()).toBe(page.title);
  }

  async function scrollToBottom() {
    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => tab.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  }

  describe('header links at 1280 px', () => {
    beforeEach(() => openAt(desktop, '/gallery'));

    it('shows the menu of site.yaml in order: Home, About, Services, Gallery, Contact', async () => {
      const menu = tab.getByRole('navigation', { name: 'Main' }).locator('visible=true').first();
      const names = await menu.locator(':scope > ul > li > a, :scope > ul > li > div > button').allInnerTexts();
      expect(names.map((name) => name.trim())).toEqual(site.navigation.map((entry) => entry.label));
    });

    it.each(topLinks.map((link) => [link.label, link.href] as const))(
      'the %s link leads to %s',
      async (label, href) => {
        const link = tab
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: label, exact: true })
          .locator('visible=true');
        expect(await link.getAttribute('href')).toBe(href);
        await link.click();
        await expectPageAt(href);
        expect(await link.getAttribute('aria-current')).toBe('page');
      },
    );

    it('the company name leads to the home page', async () => {
      await tab
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(site.company.shortName) })
        .first()
        .click();
      await expectPageAt('/');
    });
  });

  describe('the Services dropdown at 1280 px', () => {
    const button = () => tab.getByRole('button', { name: servicesGroup.label, exact: true });
    let listId = '';
    const list = () => tab.locator(`#${listId}`);
    beforeEach(async () => {
      await openAt(desktop);
      // The list is the element the button says it controls.
      listId = (await button().getAttribute('aria-controls'))!;
    });

    it('lists the service pages of site.yaml', async () => {
      await button().hover();
      await list().waitFor({ state: 'visible' });
      const links = list().getByRole('link');
      expect(await links.allInnerTexts()).toEqual(servicesGroup.items!.map((item) => item.label));
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
        servicesGroup.items!.map((item) => item.href),
      );
    });

    it('opens on hover and closes when the pointer leaves', async () => {
      expect(await list().isVisible()).toBe(false);
      await button().hover();
      await list().waitFor({ state: 'visible' });
      expect(await button().getAttribute('aria-expanded')).toBe('true');
      await tab.mouse.move(640, 600);
      await list().waitFor({ state: 'hidden' });
      expect(await button().getAttribute('aria-expanded')).toBe('false');
    });

    it('opens with Enter, and Escape closes it and returns focus to the button', async () => {
      await button().focus();
      await tab.keyboard.press('Enter');
      await list().waitFor({ state: 'visible' });
      expect(await button().getAttribute('aria-expanded')).toBe('true');
      // Into the list, then Escape from a link inside it.
      await tab.keyboard.press('Tab');
      expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe(servicesGroup.items![0].label);
      await tab.keyboard.press('Escape');
      await list().waitFor({ state: 'hidden' });
      expect(await button().evaluate((element) => element === document.activeElement)).toBe(true);
    });

    it('opens with Space, and Escape closes it with focus on the button', async () => {
      await button().focus();
      await tab.keyboard.press('Space');
      await list().waitFor({ state: 'visible' });
      await tab.keyboard.press('Escape');
      await list().waitFor({ state: 'hidden' });
      expect(await button().getAttribute('aria-expanded')).toBe('false');
      expect(await button().evaluate((element) => element === document.activeElement)).toBe(true);
    });

    it('choosing a service closes it and opens that page', async () => {
      await button().hover();
      const first = servicesGroup.items![0];
      await list().getByRole('link', { name: first.label, exact: true }).click();
      await expectPageAt(first.href);
      await list().waitFor({ state: 'hidden' });
    });
  });

  describe('the phone menu at 375 px', () => {
    beforeEach(() => openAt(phone));

    const menuButton = () => tab.getByRole('banner').getByRole('button', { name: /menu/i });
    const menu = () => tab.locator('#site-menu').getByRole('navigation', { name: 'Main' });

    it('hides the wide-screen menu and shows a menu button instead', async () => {
      expect(await tab.getByRole('navigation', { name: 'Main' }).locator('visible=true').count()).toBe(0);
      expect(await menuButton().getAttribute('aria-label')).toBe('Open menu');
      expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('opens and closes with the menu button', async () => {
      await menuButton().click();
      await menu().waitFor({ state: 'visible' });
      expect(await menuButton().getAttribute('aria-expanded')).toBe('true');
      expect(await menuButton().getAttribute('aria-label')).toBe('Close menu');
      const labels = await menu().getByRole('link').allInnerTexts();
      const expected = site.navigation.flatMap((entry) =>
        entry.items ? entry.items.map((item) => item.label) : [entry.label],
      );
      expect(labels).toEqual(expected);
      await menuButton().click();
      await menu().waitFor({ state: 'hidden' });
      expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('closes when a link is chosen, and that page opens', async () => {
      await menuButton().click();
      await menu().getByRole('link', { name: 'About', exact: true }).click();
      await expectPageAt('/about');
      await menu().waitFor({ state: 'hidden' });
      expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    });

    it('closes with Escape and gives focus back to the menu button', async () => {
      await menuButton().click();
      await menu().waitFor({ state: 'visible' });
      await tab.keyboard.press('Escape');
      await menu().waitFor({ state: 'hidden' });
      expect(await menuButton().evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  describe('the call button', () => {
    const number = site.company.phone;
    const callLink = (placement: string) => tab.locator(`[data-call-placement="${placement}"] a`);

    it(`shows ${number} with a tel: link in the header at 1280 px`, async () => {
      await openAt(desktop);
      const link = callLink('header');
      expect(await link.isVisible()).toBe(true);
      expect(await link.innerText()).toContain(number);
      expect(await link.innerText()).toContain(site.callButton.label);
      expect(await link.getAttribute('href')).toBe(telHref(number));
      expect(await callLink('below-header').isVisible()).toBe(false);
      // Inside the bar: its box lies within the bar's height.
      const bar = (await tab.getByRole('banner').boundingBox())!;
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
    });

    it(`shows ${number} with a tel: link below the header bar at 375 px`, async () => {
      await openAt(phone);
      const link = callLink('below-header');
      expect(await link.isVisible()).toBe(true);
      expect(await link.innerText()).toContain(number);
      expect(await link.getAttribute('href')).toBe(telHref(number));
      expect(await callLink('header').isVisible()).toBe(false);
      const menuButton = (await tab.getByRole('banner').getByRole('button', { name: 'Open menu' }).boundingBox())!;
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(menuButton.y + menuButton.height);
      expect(box.width).toBeGreaterThanOrEqual(phone.width - 1);
    });
  });

  describe('after following a link from the bottom of a page', () => {
    const legalLink = site.footer.legalLinks[0];

    it(`the new page (${legalLink.href}) is at the top, its main heading has focus, and the title changed`, async () => {
      await openAt(desktop, '/');
      const titleBefore = await tab.title();
      await scrollToBottom();
      await tab.getByRole('contentinfo').getByRole('link', { name: legalLink.label }).click();
      await expectArrivedAt(legalLink.href);
      expect(await tab.title()).not.toBe(titleBefore);
    });

    it('the same holds for a link in the sticky header, on a phone', async () => {
      await openAt(phone, '/about');
      await scrollToBottom();
      await tab.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const gallery = site.navigation.find((entry) => 'href' in entry && entry.href === '/gallery')!;
      await tab.locator('#site-menu').getByRole('link', { name: gallery.label, exact: true }).click();
      await expectArrivedAt('/gallery');
    });

    /** The outline drawn round the focused main heading ('none' when there is no ring). */
    const headingRing = () => tab.evaluate(() => getComputedStyle(document.querySelector('main h1')!).outlineStyle);

    it('draws no ring round the focused heading after a click, and draws it after the keyboard followed the link', async () => {
      await openAt(desktop, '/');
      await tab.getByRole('contentinfo').getByRole('link', { name: legalLink.label }).click();
      await expectArrivedAt(legalLink.href);
      expect(await headingRing()).toBe('none');

      await tab
        .getByRole('contentinfo')
        .getByRole('link', { name: site.footer.legalLinks.at(-1)!.label })
        .focus();
      await tab.keyboard.press('Enter');
      await expectArrivedAt(site.footer.legalLinks.at(-1)!.href);
      expect(await headingRing()).toBe('solid');
    });
  });
});
