/**
 * Which menu entry is current, and the one link component every menu uses.
 */
import type { Link as MenuLink } from '../../content/site.types.generated';

/** The path alone, without a trailing slash, so /about/ and /about?x=1 both count as /about. */
function pathOnly(location: string): string {
  const path = location.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function isCurrentPage(location: string, href: string): boolean {
  return href.startsWith('/') && pathOnly(location) === pathOnly(href);
}

/** The first path segment of a link inside the site: /services for /services/cleaning; null for / and others. */
function sectionOf(href: string): string | null {
  return /^\/[^/?#]+/.exec(href)?.[0] ?? null;
}

/** A group is current on any page in the section its links live in: Services on /services/cleaning/offices. */
export function isInGroup(location: string, items: MenuLink[]): boolean {
  const path = pathOnly(location);
  return items.some((item) => {
    const section = sectionOf(item.href);
    return section !== null && (path === section || path.startsWith(`${section}/`));
  });
}

/** An id for an element named after a menu label: "Our Services" → "menu-our-services". */
export function idFor(label: string): string {
  return `menu-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** One menu link; the current page's says so (aria-current). */
export function MenuAnchor({ link, location, className }: { link: MenuLink; location: string; className?: string }) {
  return (
    <a aria-current={isCurrentPage(location, link.href) ? 'page' : undefined} href={link.href} className={className}>
      {link.label}
    </a>
  );
}
