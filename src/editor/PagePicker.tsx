/**
 * "Where should visitors go?": the one way the editor asks for a page of the site to send visitors to, when a page or
 * an entry is deleted and when an address visitors miss is sent on. A list to choose from, not a field to type in:
 * only a page the site has can be chosen, as the check would refuse any other, and a list works alike by keyboard,
 * by touch and with a screen reader.
 */
import { NOT_FOUND_ROUTE } from '../content/model';
import type { Outline, OutlinePage } from './api';
import { useEditor } from './store/editorStore';

export interface PageChoice {
  route: string;
  title: string;
}

/** The site's pages (not the collections' entries) in the order of the list of pages, the menu's first. */
export function outlinePages(outline: Outline | undefined): OutlinePage[] {
  if (!outline) return [];
  return [...outline.menu, ...outline.others].flatMap((item) => ('pages' in item ? item.pages : [item]));
}

/** The site's pages with an address, in the order of the list of pages; the not-found page and `except` left out. */
export function pagesToSendTo(outline: Outline | undefined, except?: string): PageChoice[] {
  const seen = new Set<string>();
  return outlinePages(outline).flatMap(({ route, title }) => {
    if (!route || route === NOT_FOUND_ROUTE || route === except || seen.has(route)) return [];
    seen.add(route);
    return [{ route, title }];
  });
}

/**
 * The page above `route` that the site has, where its visitors are best sent: /services for /services/maintenance,
 * the one above that when there is no /services, and the home page for a page at the top.
 */
export function pageAbove(route: string, pages: readonly PageChoice[]): string {
  const routes = new Set(pages.map((page) => page.route));
  let above = route.replace(/\/+$/, '');
  while (above.includes('/')) {
    above = above.slice(0, above.lastIndexOf('/'));
    if (above && routes.has(above)) return above;
  }
  return '/';
}

export function PagePicker({
  id,
  label,
  help,
  value,
  except,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  value: string;
  /** The page being deleted: visitors cannot be sent there. */
  except?: string;
  onChange(route: string): void;
}) {
  const outline = useEditor((state) => state.outline);
  const pages = pagesToSendTo(outline, except);
  // A page chosen before the list was read again (or one the list does not hold) is still shown as chosen.
  const choices = pages.some((page) => page.route === value) ? pages : [{ route: value, title: value }, ...pages];
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((page) => (
          <option key={page.route} value={page.route}>
            {page.title === page.route ? page.route : `${page.title} (${page.route})`}
          </option>
        ))}
      </select>
      {help ? (
        <p id={`${id}-help`} className="field-help">
          {help}
        </p>
      ) : null}
    </>
  );
}
