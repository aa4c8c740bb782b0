/**
 * The list the editor opens with: the site's pages by title and address, in the order and the groups of the
 * navigation (site.yaml), each category's own pages under it, then the pages not in the navigation, then the
 * collections with their entries (collectionOutline.ts). Files are read leniently: a broken page is still listed
 * (by its file name), so it can be opened and fixed.
 */
import { factsOf, listedTitle, type Facts } from '../../content/placeholders.ts';
import { contentFilesIn, toDisplayPath } from '../../content/projectFiles.ts';
import type { Site } from '../../content/model.ts';
import type { OutlineGroup, OutlinePage, SiteOutline } from '../../editorApi/siteOutline.ts';
import { collectionOutline } from './collectionOutline.ts';
import { readLeniently } from './lenientRead.ts';

interface NavigationEntry {
  label?: string;
  href?: string;
  items?: NavigationEntry[];
}

/** `now`: the moment that tells an entry scheduled for later from one on the site. */
export function siteOutline(root: string, now = Date.now()): SiteOutline {
  // Links (files.links) are neither listed nor read: the check refuses them, and they could lead anywhere.
  const files = contentFilesIn(root);
  const site = files.links.includes(files.siteFile)
    ? undefined
    : (readLeniently(files.siteFile) as Partial<Site> | undefined);
  let facts: Facts = {};
  try {
    if (site?.company) facts = factsOf(site.company);
  } catch {
    // Company facts that cannot be read: titles keep their {{names}}.
  }
  const pages = files.pageFiles.map((absolute) => {
    const file = toDisplayPath(root, absolute);
    const data = readLeniently(absolute);
    const route = typeof data?.route === 'string' ? data.route : undefined;
    const title = listedTitle(typeof data?.title === 'string' ? data.title : file, facts);
    return { file, route, title } satisfies OutlinePage;
  });
  const byRoute = new Map(pages.filter((page) => page.route).map((page) => [page.route!, page]));
  const listed = new Set<OutlinePage>();
  const take = (href: string | undefined) => {
    const page = href ? byRoute.get(href) : undefined;
    if (!page || listed.has(page)) return [];
    listed.add(page);
    return [page];
  };

  const navigation = Array.isArray(site?.navigation) ? (site.navigation as NavigationEntry[]) : [];
  const menu: SiteOutline['menu'] = [];
  const menuGroups: string[] = [];
  for (const entry of navigation) {
    if (Array.isArray(entry.items)) {
      const label = entry.label ?? 'Menu';
      menuGroups.push(label);
      const group: OutlineGroup = { label, pages: entry.items.flatMap((item) => take(item.href)) };
      // A category's own pages (/services/design/logos) follow the page they sit under.
      for (const page of [...group.pages]) {
        const below = pages.filter((each) => each.route?.startsWith(`${page.route}/`) && !listed.has(each));
        below.sort((a, b) => a.route!.localeCompare(b.route!));
        for (const each of below) listed.add(each);
        group.pages.splice(group.pages.indexOf(page) + 1, 0, ...below.map((each) => ({ ...each, depth: 1 })));
      }
      if (group.pages.length) menu.push(group);
    } else menu.push(...take(entry.href));
  }
  const others = pages
    .filter((page) => !listed.has(page))
    .sort((a, b) => (a.route ?? a.file).localeCompare(b.route ?? b.file));
  const picture = (site?.seo as { defaultImage?: { src?: unknown } } | undefined)?.defaultImage?.src;
  const menuRoutes = navigation.flatMap((entry) => [entry.href, ...(entry.items ?? []).map((item) => item.href)]);
  const collections = collectionOutline(
    files,
    facts,
    menuRoutes.filter((href): href is string => typeof href === 'string'),
    now,
  );
  return { menu, others, collections, menuGroups, ...(typeof picture === 'string' ? { picture } : {}) };
}
