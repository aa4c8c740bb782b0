/**
 * Puts a newly rendered version of the open page in place, without reloading it: under `npm run dev` after a saved
 * YAML file (liveUpdate.ts), and in the editor's preview at each change of the text
 * (src/editor/preview/frameMain.tsx). The new version is the server's HTML, rendered exactly as for visitors; only the
 * parts whose markup changed are replaced, so the scroll position stays, and an island whose props changed is drawn
 * again by its own React root, keeping what a person typed into it.
 */
import type { Site } from '../content/model';
import { BLOCK_SOURCE, FIELD_SOURCE } from '../places/places';
import { wireHeader } from './header/headerScript';
import { hydrateIsland, islandBlock, liveIslands } from './islands/hydrateIslands';
import { ISLAND_PROPS_ATTRIBUTE } from './islands/islandMarkup';

/** What changed on the page, for those who measure or follow it. */
export interface PageUpdate {
  /** Elements put in place of others or added (blocks, the header, the footer). */
  replaced: Element[];
  /** Islands drawn again with new props, in place. */
  redrawnIslands: number;
}

/**
 * The preview's places in the YAML (src/prerender/sourceMarks.ts) are left out of the comparison: a block that moved
 * down because another was added above it has a new place but is the same block.
 */
const sourceAttributes = new RegExp(` (?:${BLOCK_SOURCE}|${FIELD_SOURCE})="[^"]*"`, 'g');
const sameMarkup = (a: Element, b: Element) =>
  a.outerHTML.replace(sourceAttributes, '') === b.outerHTML.replace(sourceAttributes, '');

/** Copies the places in the YAML from the new version onto a kept element and its descendants (same markup). */
function takeSources(kept: Element, next: Element) {
  const keptAll = [kept, ...kept.querySelectorAll('*')];
  const nextAll = [next, ...next.querySelectorAll('*')];
  for (const [index, element] of keptAll.entries()) {
    for (const name of [BLOCK_SOURCE, FIELD_SOURCE]) {
      const value = nextAll[index]?.getAttribute(name);
      if (value === null || value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
}

function removeElement(element: Element) {
  if (element instanceof HTMLElement) liveIslands.get(element)?.unmount();
  element.remove();
}

/**
 * Makes `parent`'s children those of `nextParent`: a child with the same markup is kept, an island of the same kind
 * at the same place gets its new props, anything else is the new version's element.
 */
function updateChildren(
  parent: Element,
  nextParent: Element,
  site: Site,
  update: PageUpdate,
  /** A child already brought up to date, and its new version. */
  updated?: [Element, Element],
) {
  const old = [...parent.children];
  const used = new Set<Element>();
  const wanted: Element[] = [];
  for (const next of [...nextParent.children]) {
    const same =
      updated?.[1] === next ? updated[0] : old.find((candidate) => !used.has(candidate) && sameMarkup(candidate, next));
    if (same) {
      used.add(same);
      if (same !== updated?.[0]) takeSources(same, next);
      wanted.push(same);
      continue;
    }
    const island = next.matches('[data-island]')
      ? old.find(
          (candidate) =>
            !used.has(candidate) &&
            candidate instanceof HTMLElement &&
            candidate.dataset.island === (next as HTMLElement).dataset.island &&
            liveIslands.has(candidate),
        )
      : undefined;
    const nextBlock = island && islandBlock(next as HTMLElement);
    if (island instanceof HTMLElement && nextBlock && islandBlock(island)?.type === nextBlock.type) {
      used.add(island);
      // Its props block follows it; the new one is taken with the next child.
      liveIslands.get(island)!.show(nextBlock, site);
      for (const { name, value } of next.attributes) if (name.startsWith('data-')) island.setAttribute(name, value);
      update.redrawnIslands++;
      wanted.push(island);
      continue;
    }
    const adopted = document.importNode(next, true);
    update.replaced.push(adopted);
    wanted.push(adopted);
  }
  for (const element of old) if (!used.has(element)) removeElement(element);
  // In the new order; an element already in its place is not moved (moving would reset a running animation).
  for (const [index, element] of wanted.entries()) {
    if (parent.children[index] !== element) parent.insertBefore(element, parent.children[index] ?? null);
  }
}

/** The server's <style> tags (Emotion's own, added in the browser for the islands, carry data-s). */
const serverStyles = 'style[data-emotion]:not([data-s])';

/** The server's <style> tags in place of the open page's, when they changed. */
function putStyleElements(styles: Element[]) {
  const oldStyles = [...document.head.querySelectorAll(serverStyles)];
  const changed =
    styles.length !== oldStyles.length ||
    styles.some((style, index) => style.textContent !== oldStyles[index].textContent);
  if (!changed) return;
  // The new rules first, then the old ones out: nothing is drawn unstyled in between.
  let anchor = oldStyles.at(-1);
  for (const style of styles) {
    const copy = document.importNode(style, true);
    if (anchor) anchor.after(copy);
    else document.head.append(copy);
    anchor = copy;
  }
  for (const style of oldStyles) style.remove();
}

export interface ShowOptions {
  /**
   * Where a page whose policy forbids <style> elements (the editor's preview) puts the server's rules instead, each
   * tag's text in order; by default they are <style> elements in the head, as the server sent them.
   */
  putStyles?: (rules: string[]) => void;
}

/** Puts `next` (the whole new document) in place of the open page's parts that differ. */
export function showNewVersion(next: Document, site: Site, { putStyles }: ShowOptions = {}): PageUpdate {
  const update: PageUpdate = { replaced: [], redrawnIslands: 0 };
  if (document.title !== next.title) document.title = next.title;
  const styles = [...next.head.querySelectorAll(serverStyles)];
  if (putStyles) putStyles(styles.map((style) => style.textContent ?? ''));
  else putStyleElements(styles);

  const root = document.getElementById('root')!;
  const nextRoot = next.getElementById('root')!;
  const main = root.querySelector(':scope > main');
  const nextMain = nextRoot.querySelector(':scope > main');
  if (main && nextMain) updateChildren(main, nextMain, site, update);
  // Around it, the header, the footer and the skip link: each replaced whole when it changed (a new menu entry, a
  // new phone number); <main> itself stays, its blocks updated above.
  updateChildren(root, nextRoot, site, update, main && nextMain ? [main, nextMain] : undefined);

  for (const element of update.replaced) {
    if (element.matches('header') || element.querySelector('header')) wireHeader(element);
    for (const island of [
      ...(element.matches('[data-island]') ? [element] : []),
      ...element.querySelectorAll('[data-island]'),
    ])
      if (island instanceof HTMLElement && island.nextElementSibling?.hasAttribute(ISLAND_PROPS_ATTRIBUTE))
        hydrateIsland(island, site);
  }
  return update;
}
