/**
 * A keyboard-only visit: pressing Tab from the top of the page reaches every control, in the order they appear,
 * and each one shows a visible focus indicator when it is reached.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockOf, desktop, focusIndicatorOf, newContext, openRoute, pageAt, site, useBrowser } from './harness';

const browser = useBrowser();

interface Stop {
  /** Position of the element in document order (index among all elements). */
  order: number;
  /** role-ish description: 'a /about "About"', 'button "Services"', 'input "First name"'. */
  name: string;
  indicator: { visible: boolean; how: string };
  inViewport: boolean;
  /** Whether its middle is not covered by something else, such as the sticky header (WCAG 2.4.11). */
  unobscured: boolean;
}

/** Describes the focused element and remembers it (window.walkedElements) for the order checks at the end. */
function describeFocused(page: Page): Promise<Omit<Stop, 'indicator' | 'order'> | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const state = window as unknown as { walkedElements?: Element[] };
    state.walkedElements ??= [];
    const walked = state.walkedElements;
    if (walked[0] === element) return null;
    walked.push(element);
    const forLabel = element.id
      ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
      : undefined;
    const label = element.getAttribute('aria-label') || forLabel || element.textContent || '';
    const tag = element.tagName.toLowerCase();
    const href = element.getAttribute('href');
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      unobscured: hit !== null && (element.contains(hit) || hit.contains(element)),
      name: `${tag}${href ? ` ${href}` : ''} "${label.replace(/\s+/g, ' ').trim().slice(0, 50)}"`,
      inViewport: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
    };
  });
}

/**
 * Every control a keyboard should reach (links, enabled buttons and fields, tabindex 0, when rendered), noted on the
 * page as the walk starts (window.reachableElements).
 */
function noteReachable(page: Page): Promise<void> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]',
    );
    (window as unknown as { reachableElements: Element[] }).reachableElements = [...candidates]
      .filter((element) => element.tabIndex >= 0 && element.getAttribute('tabindex') !== '-1')
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('[inert]'));
  });
}

/** Where the walked elements and those noted as reachable stand in the document, as positions in document order. */
function documentPositions(page: Page): Promise<{ walked: number[]; expected: number[] }> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const state = window as unknown as { walkedElements?: Element[]; reachableElements?: Element[] };
    const positions = (elements: Element[] = []) => elements.map((element) => all.indexOf(element));
    return { walked: positions(state.walkedElements), expected: positions(state.reachableElements) };
  });
}

/** Presses Tab until focus leaves the page or comes round again (at most 200 times), recording each stop. */
async function tabThrough(page: Page): Promise<Stop[] & { expected: number[] }> {
  // What the keyboard should reach is noted before the walk: a control the walk itself enables (the carousel's
  // Previous, once a slide's link scrolled it) was not there to reach when the walk passed it.
  await noteReachable(page);
  const stops: Stop[] = [];
  for (let press = 0; press < 200; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await describeFocused(page);
    if (!focused) break;
    stops.push({ ...focused, order: -1, indicator: await focusIndicatorOf(page) });
  }
  const { walked, expected } = await documentPositions(page);
  for (const [index, order] of walked.entries()) stops[index].order = order;
  return Object.assign(stops, { expected });
}

function useWalk(route: string) {
  const walk: { stops: Stop[]; expected: number[] } = { stops: [], expected: [] };
  let page: Page;
  beforeAll(async () => {
    page = await (await newContext(browser(), { viewport: desktop })).newPage();
    await openRoute(page, route);
    const stops = await tabThrough(page);
    walk.stops = stops;
    walk.expected = stops.expected;
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return walk;
}

function commonChecks(walk: { stops: Stop[]; expected: number[] }) {
  it('reaches every link, button and field of the page, each once', () => {
    expect(walk.stops.length).toBeGreaterThan(10);
    expect(walk.stops.map((stop) => stop.order)).toEqual(walk.expected);
  });

  it('moves in reading order (document order, no jumps back)', () => {
    const orders = walk.stops.map((stop) => stop.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('shows a visible focus indicator on every stop, scrolled into view and not covered by the sticky header', () => {
    const missing = walk.stops
      .filter((stop) => !stop.indicator.visible || !stop.inViewport || !stop.unobscured)
      .map(
        (stop) =>
          `${stop.name}: ${stop.indicator.how}${stop.inViewport ? '' : ', out of view'}${stop.unobscured ? '' : ', covered'}`,
      );
    expect(missing).toEqual([]);
  });
}

describe('Tab through the home page at 1280 px', () => {
  const walk = useWalk('/');
  const home = pageAt('/');
  commonChecks(walk);

  const names = () => walk.stops.map((stop) => stop.name);

  it('starts with the skip link, then the header: company name, menu (a group is a button), call button', () => {
    const phoneHref = `tel:+1${site.company.phone.replace(/\D/g, '')}`;
    // The menu as site.yaml has it (Home, About, Services, Gallery, Contact on this site).
    const menu = site.navigation.map((entry) =>
      'href' in entry && entry.href ? `a ${entry.href} "${entry.label}"` : `button "${entry.label}"`,
    );
    expect(names().slice(0, 3 + menu.length)).toEqual([
      'a #main "Skip to main content"',
      expect.stringContaining(`a / "${site.company.shortName}`),
      ...menu,
      expect.stringContaining(`a ${phoneHref} "`),
    ]);
  });

  it('goes through a service card: its title, then Residential, then Commercial', () => {
    const card = blockOf(home, 'serviceCards').cards[0];
    const start = names().findIndex((name) => name.startsWith(`a ${card.href} `));
    expect(start).toBeGreaterThan(0);
    expect(names().slice(start, start + 3)).toEqual([
      `a ${card.href} "${card.title}"`,
      ...card.links!.map((link) => `a ${link.href} "${link.label} ${card.title}"`),
    ]);
  });

  it('reaches the carousel: Next (Previous is disabled at the start), the slides, each slide’s link, then its gallery link', () => {
    const next = names().indexOf('button "Next slide"');
    expect(next).toBeGreaterThan(0);
    expect(names()).not.toContain('button "Previous slide"');
    const carousel = blockOf(home, 'carousel');
    const slides = carousel.items.flatMap((item) => (item.href ? [`a ${item.href} "${item.title}"`] : []));
    expect(names().slice(next, next + 3 + slides.length)).toEqual([
      'button "Next slide"',
      'section "Slides"',
      ...slides,
      expect.stringContaining(`a ${carousel.link!.href} "${carousel.link!.label}"`),
    ]);
  });
});

describe('Tab through the contact page at 1280 px', () => {
  const walk = useWalk('/contact');
  commonChecks(walk);

  it('goes through the quote form field by field, then its button', () => {
    const names = walk.stops.map((stop) => stop.name);
    // The form's own fields, in the order the page declares them: each a stop under its label, then the button.
    const form = blockOf(pageAt('/contact'), 'quoteForm') as {
      fields: { kind: string; label: string }[];
      submitLabel: string;
    };
    const first = names.findIndex((name) => name.startsWith(`input "${form.fields[0].label}`));
    expect(first).toBeGreaterThan(0);
    const stops = names.slice(first, first + form.fields.length + 1).map((name) => name.replace(/ "(.*)"$/, ': $1'));
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(stops).toEqual([
      ...form.fields.map((field) =>
        expect.stringMatching(
          new RegExp(`^${field.kind === 'longText' ? 'textarea' : 'input'}: ${escaped(field.label)}`),
        ),
      ),
      `button: ${form.submitLabel}`,
    ]);
  });
});
