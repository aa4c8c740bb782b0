/**
 * The browser's side of islands: each block the prerenderer marked as an island (see blocks/registry.ts,
 * blockHydration) becomes its own React root when it is needed, hydrating the server's HTML it already shows; the
 * root's container is the block's own <section> (blocks/ui/Section.tsx). The rest of the page stays the server's
 * HTML: no React runs for it.
 *
 * - `afterPaint` islands hydrate at once: this code is only asked for after the first paint
 *   (src/prerender/startScript.ts).
 * - `nearScreen` islands hydrate when they come within a screen's height of the visible area, or as soon as a
 *   visitor points at, touches, focuses or presses something in them. A click or an arrow key that arrives before
 *   the island has hydrated is held and handed to it once it has, so the first press is never lost.
 *
 * A link in an island loads the next page like every other link (see src/prerender/speculationRules.ts): the
 * islands never draw another page.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { blockRegistry, type Hydration } from '../../../blocks/registry';
import type { Block, BlockProps, BlockType, Site } from '../../content/model';
import { Island } from './Island';
import { ISLAND_PROPS_ATTRIBUTE, islandIdPrefix } from './islandMarkup';

/** How far outside the visible area a nearScreen island starts to hydrate: one screen's height. */
const NEAR_SCREEN_MARGIN = '100% 0px';
/** Events that mean a visitor is about to use an island. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
/** Keys an island answers that have no effect of their own on a plain page (Tab and typing are left alone). */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * A hydrated island, which can be drawn again with new props (a page updated in place: src/app/pageUpdate.ts), so
 * that what a person typed into it stays.
 */
export interface LiveIsland {
  show(block: Block, site: Site): void;
  unmount(): void;
}

/** The hydrated islands by their <section>, for a page that is updated in place. */
export const liveIslands = new WeakMap<HTMLElement, LiveIsland>();

async function hydrate(element: HTMLElement, block: Block, index: number, site: Site): Promise<void> {
  const load = blockRegistry[block.type] as () => Promise<ComponentType<BlockProps<BlockType>>>;
  const Component = await load();
  const islandOf = (shown: Block, shownSite: Site, onHydrated?: () => void) => (
    <Island
      Component={Component}
      block={shown}
      site={shownSite}
      index={index}
      followLink={(href) => window.location.assign(href)}
      band={element}
      onHydrated={onHydrated}
    />
  );
  await new Promise<void>((resolve) => {
    // As a transition: React hydrates in slices of a few milliseconds, and a press on the island in between is
    // handled first (it hydrates the part pressed at once).
    startTransition(() => {
      const root: Root = hydrateRoot(element, islandOf(block, site, resolve), {
        identifierPrefix: islandIdPrefix(index),
      });
      liveIslands.set(element, {
        show: (shown, shownSite) => {
          if (shown.type === block.type) root.render(islandOf(shown, shownSite));
        },
        unmount: () => root.unmount(),
      });
    });
  });
}

/** Resolves when a nearScreen island should hydrate. */
function nearScreen(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) begin();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    function begin() {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, begin, true);
      resolve();
    }
    for (const type of INTENT_EVENTS) element.addEventListener(type, begin, { capture: true, passive: true });
  });
}

/** Holds clicks and the island's keys until it has hydrated, then hands them to it. */
function holdEvents(element: HTMLElement, hydrated: Promise<void>): void {
  const held: Event[] = [];
  const hold = (event: Event) => {
    if (event instanceof KeyboardEvent && !HELD_KEYS.has(event.key)) return;
    const field = (event.target as Element).closest('input, textarea, select');
    if (field && event.type === 'keydown') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  element.addEventListener('click', hold, true);
  element.addEventListener('keydown', hold, true);
  void hydrated.then(() => {
    element.removeEventListener('click', hold, true);
    element.removeEventListener('keydown', hold, true);
    for (const event of held) {
      const Again = event.constructor as typeof Event;
      event.target?.dispatchEvent(new Again(event.type, event));
    }
  });
}

/** The island's props, from the JSON data block that follows its <section>. */
export function islandBlock(element: HTMLElement): Block | undefined {
  const props = element.nextElementSibling;
  if (!props?.hasAttribute(ISLAND_PROPS_ATTRIBUTE)) return undefined;
  return JSON.parse(props.textContent ?? '') as Block;
}

/** Hydrates one island when it is needed (data-hydrate). */
export function hydrateIsland(element: HTMLElement, site: Site): void {
  const index = Number(element.dataset.island);
  const block = islandBlock(element);
  if (!block) return;
  const when = element.dataset.hydrate as Hydration;
  const needed = when === 'nearScreen' ? nearScreen(element) : Promise.resolve();
  const hydrated = needed.then(() => hydrate(element, block, index, site));
  if (when === 'nearScreen') holdEvents(element, hydrated);
}

/** Every island of the page (or of a part of it), with the site's facts they draw. */
export function hydrateIslands(site: Site, within: ParentNode = document): void {
  for (const element of within.querySelectorAll<HTMLElement>('[data-island]')) hydrateIsland(element, site);
}
