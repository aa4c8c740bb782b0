/**
 * The gallery page (captions on hover and focus, its tiles and testimonials), the quote form's fields on the
 * contact page, and the footer every page shares.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursTextOf } from '../helpers/officeHours';
import { blockOf, desktop, newContext, openRoute, pageAt, site, useBrowser } from './harness';

const browser = useBrowser();

/** One page per describe block: these tests only look, so they can share it. */
function useRoute(route: string) {
  let tab: Page;
  beforeAll(async () => {
    tab = await (await newContext(browser(), { viewport: desktop })).newPage();
    await openRoute(tab, route);
  });
  afterAll(async () => {
    await tab?.context().close();
  });
  return () => tab;
}

const opacityOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).opacity);

describe('the gallery', () => {
  const tab = useRoute('/gallery');
  const gallery = blockOf(pageAt('/gallery'), 'gallery');
  const tiles = () => tab().locator(`#${gallery.id} figure`);

  it('shows a tile for each project and each testimonial of gallery.yaml', async () => {
    expect(await tiles().count()).toBe(gallery.items.length);
    const testimonials = blockOf(pageAt('/gallery'), 'testimonials');
    const quotes = tab().locator(`#${testimonials.id} blockquote`);
    expect(await quotes.allInnerTexts()).toEqual(testimonials.items.map((item) => item.quote));
  });

  it('a caption (title and category) appears on hover', async () => {
    for (const [index, item] of gallery.items.entries()) {
      const tile = tiles().nth(index);
      const caption = tile.locator('figcaption');
      await tab().mouse.move(0, 0);
      await expect.poll(() => opacityOf(caption)).toBe('0');
      await tile.hover();
      await expect.poll(() => opacityOf(caption)).toBe('1');
      const text = await caption.innerText();
      expect(text).toContain(item.title);
      // Shown in capitals by CSS; the words are the category's.
      expect(text.toLowerCase()).toContain(item.category!.toLowerCase());
    }
  });

  it('a caption appears on keyboard focus, and names the tile for screen readers', async () => {
    await tab().mouse.move(0, 0);
    // A tile that leads to its project's page is reached by its link; one that does not, by the tile itself.
    const focusable = (index: number) =>
      gallery.items[index].href ? tiles().nth(index).locator('a') : tiles().nth(index);
    await focusable(0).focus();
    for (const [index, item] of gallery.items.entries()) {
      if (index > 0) await tab().keyboard.press('Tab');
      const tile = tiles().nth(index);
      const focused = focusable(index);
      expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => opacityOf(tile.locator('figcaption'))).toBe('1');
      expect(
        await opacityOf(
          tiles()
            .nth((index + 1) % gallery.items.length)
            .locator('figcaption'),
        ),
      ).toBe('0');
      const name = await focused.evaluate(
        (element) => document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent,
      );
      expect(name).toContain(item.title);
      expect(name).toContain(item.category);
    }
  });
});

describe('the quote form', () => {
  const tab = useRoute('/contact');
  const quoteForm = blockOf(pageAt('/contact'), 'quoteForm');
  const form = () => tab().getByRole('form', { name: quoteForm.formHeading });

  it.each([
    ['First name', 'input', 'text', 'given-name'],
    ['Last name', 'input', 'text', 'family-name'],
    ['E-mail address', 'input', 'email', 'email'],
    ['Phone number', 'input', 'tel', 'tel'],
    ['Project address', 'textarea', null, 'street-address'],
    ['Project description', 'textarea', null, null],
  ] as const)('has a "%s" field (%s, type %s, autocomplete %s)', async (label, tag, type, autocomplete) => {
    const field = form().getByLabel(label, { exact: true });
    expect(await field.count()).toBe(1);
    expect(await field.evaluate((element) => element.tagName.toLowerCase())).toBe(tag);
    expect(await field.getAttribute('type')).toBe(type);
    expect(await field.getAttribute('autocomplete')).toBe(autocomplete);
    expect(await field.isVisible()).toBe(true);
    expect(await field.isEditable()).toBe(true);
  });

  it(`is sent with the "${quoteForm.submitLabel}" button to ${quoteForm.endpoint}`, async () => {
    const submit = form().getByRole('button', { name: quoteForm.submitLabel });
    expect(await submit.getAttribute('type')).toBe('submit');
    expect(await form().getAttribute('method')).toBe('post');
    expect(await form().getAttribute('action')).toBe(quoteForm.endpoint);
  });

  it('keeps its spam trap out of sight, out of the Tab order and away from screen readers', async () => {
    const trap = form().locator('input[name="subject"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Drawn inside a clipped box of 1 × 1 px.
    const clip = await trap.evaluate((input) => {
      const box = input.closest('[aria-hidden="true"]')!.getBoundingClientRect();
      return {
        area: box.width * box.height,
        overflow: getComputedStyle(input.closest('[aria-hidden="true"]')!).overflow,
      };
    });
    expect(clip).toEqual({ area: 1, overflow: 'hidden' });
  });
});

describe('the footer', () => {
  const tab = useRoute('/');
  const footer = () => tab().getByRole('contentinfo');

  it("has site.yaml's columns in its order, each under its heading, side by side at 1280 px", async () => {
    const headings = footer().getByRole('heading', { level: 2 });
    expect((await headings.allInnerTexts()).map((text) => text.trim())).toEqual(
      site.footer.columns.map((column) => (column.kind === 'about' ? site.company.name : column.heading)),
    );
    const tops = await headings.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
  });

  it('lists the office hours of site.yaml', async () => {
    const rows = footer().locator('dl').filter({ hasText: site.company.hours[0].label }).locator('div');
    const shown = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(shown).toEqual(site.company.hours.map((row) => `${row.label} ${hoursTextOf(row)}`));
  });

  it('shows the licence numbers of site.yaml', async () => {
    const text = await footer().innerText();
    const numbers = (site.company.credentials ?? []).flatMap((credential) => credential.number ?? []);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(text).toContain(number);
  });

  it('shows the address, e-mail and phone with working links', async () => {
    expect(await footer().getByRole('link', { name: site.company.email }).getAttribute('href')).toBe(
      `mailto:${site.company.email}`,
    );
    expect(await footer().getByRole('link', { name: site.company.phone }).getAttribute('href')).toBe(
      `tel:+1${site.company.phone.replace(/\D/g, '')}`,
    );
    expect(await footer().innerText()).toContain(site.company.address.street);
  });

  it('opens the external links in a new tab with rel="noopener"', async () => {
    const profiles = site.footer.columns.flatMap((column) => (column.kind === 'profiles' ? column.links : []));
    expect(profiles.length).toBeGreaterThan(0);
    for (const link of profiles) {
      const anchor = footer().getByRole('link', { name: new RegExp(`^${link.label}`) });
      expect(await anchor.getAttribute('href')).toBe(link.href);
      expect(await anchor.getAttribute('target')).toBe('_blank');
      expect((await anchor.getAttribute('rel'))?.split(/\s+/)).toContain('noopener');
      // Announced as such, for those who cannot see the arrow icon.
      expect(await anchor.innerText()).toContain('opens in a new tab');
    }
  });

  it('links the legal pages', async () => {
    for (const link of site.footer.legalLinks) {
      expect(await footer().getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.href);
    }
  });
});
