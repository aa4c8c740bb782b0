/**
 * The shipped content meets the product spec of the first site (../shared/spec/, "marketing website for a roofing
 * and construction contractor"): its routes, the header and footer, the counts and texts each route must show.
 *
 * This is the one test that holds the content to the spec's counts and routes. The headings and the words of the
 * blocks it looks into are read from the content, as visitors read them, so the office may reword them; it fails
 * only when the site stops meeting its spec, which is a decision for the people who own the spec.
 */
import { render, screen, within } from '@testing-library/react';
import content from 'virtual:site-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { pagesInMemory } from '../../src/app/pageSource';
import { NOT_FOUND_ROUTE, type Block } from '../../src/content/model';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';

const categories = ['roofing', 'framing', 'siding', 'windows-doors', 'waterproofing', 'interior-work', 'maintenance'];
const detailRoutes = categories.flatMap((category) => [
  `/services/${category}/residential`,
  `/services/${category}/commercial`,
]);

function visit(route: string) {
  window.history.replaceState(null, '', route);
  return render(<App site={content.site} pages={pagesInMemory(content)} />);
}

function page(route: string) {
  const found = content.pages.find((each) => each.route === route);
  if (!found) throw new Error(`The spec asks for the route ${route}, and no page in pages/ has it.`);
  return found;
}

function blocksOf(route: string, type: Block['type']): Block[] {
  return page(route).blocks.filter((block) => block.type === type);
}

/** The first block of a kind on a page: its words as the content has them today. */
const firstBlockOf = <T extends Block['type']>(route: string, type: T) =>
  blocksOf(route, type)[0] as Extract<Block, { type: T }>;

/** A text of the content as a visitor reads it: the company's facts in place of their {{names}}. */
const shown = (text: string) => fillPlaceholders(text, factsOf(content.site.company)).value;

/** The section of the page under the heading with this name. */
function sectionNamed(name: string | RegExp): HTMLElement {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
}

const hrefsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => vi.restoreAllMocks());

describe('the product spec, on the shipped content', () => {
  it('has the 27 routes of the spec (and a 404 page)', () => {
    const spec = [
      '/',
      '/about',
      '/gallery',
      '/contact',
      '/privacy-policy',
      '/terms-conditions',
      ...categories.map((category) => `/services/${category}`),
      ...detailRoutes,
    ];
    expect(spec).toHaveLength(27);
    const routes = content.pages.map((each) => each.route);
    expect(routes).toEqual(expect.arrayContaining([...spec, NOT_FOUND_ROUTE]));
  });

  it('header: Home, About, Services with its seven entries, Gallery, Contact and the call button', () => {
    const menu = content.site.navigation;
    expect(menu.map((entry) => entry.label)).toEqual(['Home', 'About', 'Services', 'Gallery', 'Contact']);
    expect(menu.flatMap((entry) => ('href' in entry ? [entry.href] : []))).toEqual([
      '/',
      '/about',
      '/gallery',
      '/contact',
    ]);
    const services = menu.find((entry) => entry.label === 'Services');
    expect(services && 'items' in services ? (services.items ?? []).map((item) => item.href) : []).toEqual(
      categories.map((category) => `/services/${category}`),
    );
    visit('/');
    // The site's header is the page's first banner.
    const [banner] = screen.getAllByRole('banner');
    expect(within(banner).getByRole('button', { name: /Services/ })).toBeTruthy();
    const call = within(banner)
      .getAllByRole('link')
      .find((link) => link.textContent?.includes('Call us for a free estimate'));
    expect(call?.getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    expect(call?.textContent).toContain(content.site.company.phone);
  });

  it('footer: four columns with the licences, 18 years, address, e-mail, office hours and two profile links', () => {
    visit('/');
    const footer = screen.getByRole('contentinfo');
    const text = footer.textContent ?? '';
    expect(text).toMatch(/CCB# \d+/);
    expect(text).toMatch(/WA# \w+/);
    expect(text).toContain('18 years');
    expect(text).toContain('Sherwood, OR');
    expect(text).toContain(content.site.company.email);
    expect(text).toMatch(/Monday – Friday\s*8:00 am – 5:00 pm/);
    expect(text).toMatch(/Saturday\s*Closed/);
    expect(text).toMatch(/Sunday\s*Closed/);
    expect(within(footer).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    const external = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(external).toHaveLength(2);
    expect(hrefsOf(footer)).toEqual(expect.arrayContaining(['/privacy-policy', '/terms-conditions']));
  });

  it('home hero: the headline, the 18-year tagline, three badges and seven cycling photos', () => {
    const [hero] = blocksOf('/', 'hero') as Extract<Block, { type: 'hero' }>[];
    expect(hero.images).toHaveLength(7);
    expect(hero.badges).toHaveLength(3);
    visit('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(shown(hero.heading));
    const main = screen.getByRole('main');
    expect(main.textContent).toContain(shown(hero.tagline!));
    for (const badge of hero.badges!) expect(within(main).getByText(shown(badge))).toBeTruthy();
  });

  it('home: seven service cards with their splits, three steps, a carousel of six, three five-star reviews', () => {
    visit('/');
    const services = sectionNamed(shown(firstBlockOf('/', 'serviceCards').heading!));
    const links = hrefsOf(services);
    for (const category of categories) {
      expect(links).toContain(`/services/${category}`);
      expect(links).toContain(`/services/${category}/residential`);
      expect(links).toContain(`/services/${category}/commercial`);
    }
    const stepsBlock = firstBlockOf('/', 'steps');
    const steps = sectionNamed(shown(stepsBlock.heading!));
    expect(stepsBlock.steps).toHaveLength(3);
    for (const { title } of stepsBlock.steps)
      expect(within(steps).getByRole('heading', { name: shown(title) })).toBeTruthy();
    const [carousel] = blocksOf('/', 'carousel') as Extract<Block, { type: 'carousel' }>[];
    expect(carousel.items).toHaveLength(6);
    expect(screen.getByRole('link', { name: shown(carousel.link!.label) }).getAttribute('href')).toBe('/gallery');
    const reviewsBlock = firstBlockOf('/', 'testimonials');
    const reviews = sectionNamed(shown(reviewsBlock.heading!));
    expect(within(reviews).getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(3);
    expect(
      within(reviews)
        .getByRole('link', { name: shown(reviewsBlock.link!.label) })
        .getAttribute('href'),
    ).toBe('/contact');
  });

  it('/about: four stats, areas in three groups, the commitment with the licence, six reasons to choose', () => {
    const [stats] = blocksOf('/about', 'stats') as Extract<Block, { type: 'stats' }>[];
    expect(stats.items).toHaveLength(4);
    const [areas] = blocksOf('/about', 'areasServed') as Extract<Block, { type: 'areasServed' }>[];
    expect(areas.groups).toHaveLength(3);
    expect(blocksOf('/about', 'commitment')).toHaveLength(1);
    expect(blocksOf('/about', 'steps')).toHaveLength(1);
    // The reasons to choose the company: the page's list of points.
    const features = firstBlockOf('/about', 'features');
    visit('/about');
    const why = sectionNamed(shown(features.heading!));
    expect(
      within(why).getAllByRole('listitem').length + within(why).queryAllByRole('heading', { level: 3 }).length,
    ).toBeGreaterThanOrEqual(6);
    expect(features.items).toHaveLength(6);
    expect(screen.getByRole('main').textContent).toMatch(/CCB# \d+/);
  });

  it('/gallery: six project tiles in six categories and two reviews', () => {
    const [gallery] = blocksOf('/gallery', 'gallery') as Extract<Block, { type: 'gallery' }>[];
    expect(gallery.items).toHaveLength(6);
    expect(new Set(gallery.items.map((item) => item.category))).toEqual(
      new Set(['Roofing', 'Framing', 'Siding', 'Windows & Doors', 'Interior Work', 'Waterproofing']),
    );
    const [reviews] = blocksOf('/gallery', 'testimonials') as Extract<Block, { type: 'testimonials' }>[];
    expect(reviews.items).toHaveLength(2);
  });

  it('/contact: Get Your Free Estimate, with the contact details and the six fields of Request a Quote', () => {
    visit('/contact');
    expect(screen.getByRole('heading', { name: 'Get Your Free Estimate' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Request a Quote' })).toBeTruthy();
    const form = screen.getByRole('form');
    const field = (name: RegExp) => within(form).getByLabelText(name) as HTMLInputElement;
    expect(field(/^First name/).type).toBe('text');
    expect(field(/^Last name/).type).toBe('text');
    expect(field(/^E-mail/).type).toBe('email');
    expect(field(/^Phone/).type).toBe('tel');
    expect(field(/^Project address/).tagName).toMatch(/INPUT|TEXTAREA/);
    expect(field(/^Project description/).tagName).toBe('TEXTAREA');
    expect(within(form).getByRole('button', { name: 'Send Request' })).toBeTruthy();
  });

  it('the legal pages take effect on January 1, 2024', () => {
    for (const route of ['/privacy-policy', '/terms-conditions']) {
      const { unmount } = visit(route);
      expect(screen.getByRole('main').textContent).toContain('January 1, 2024');
      unmount();
    }
  });

  it('every category page has Residential and Commercial cards with Learn More links', () => {
    for (const category of categories) {
      const { unmount } = visit(`/services/${category}`);
      const links = hrefsOf(screen.getByRole('main'));
      expect(links).toContain(`/services/${category}/residential`);
      expect(links).toContain(`/services/${category}/commercial`);
      expect(screen.getAllByRole('link', { name: /Learn More/ }).length).toBeGreaterThanOrEqual(2);
      unmount();
    }
  });

  it('the 14 detail pages link to /contact; roofing adds a call button and six services; two embed the form', () => {
    for (const route of detailRoutes) {
      const { unmount } = visit(route);
      const main = screen.getByRole('main');
      expect(hrefsOf(main), route).toContain('/contact');
      if (route.startsWith('/services/roofing/')) {
        expect(
          within(main)
            .getAllByRole('link')
            .some((link) => link.getAttribute('href')?.startsWith('tel:')),
        ).toBe(true);
        // The service list: the first list of points after the hero.
        const [services] = page(route).blocks.filter((block) => block.type === 'features') as Extract<
          Block,
          { type: 'features' }
        >[];
        expect(services.items, route).toHaveLength(6);
      }
      const hasForm = page(route).blocks.some((block) => block.type === 'quoteForm');
      expect(hasForm, route).toBe(
        route === '/services/framing/residential' || route === '/services/maintenance/residential',
      );
      unmount();
    }
  });

  it('any other path shows "Oops! Page not found" with Return to Home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});
