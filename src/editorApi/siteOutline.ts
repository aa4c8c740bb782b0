/** The list of pages the editor opens with, as GET pages answers it (built by src/server/editor/siteOutline.ts). */

export interface OutlinePage {
  file: string;
  route?: string;
  title: string;
  /** 1 for a page listed under the page before it (/services/design/logos under /services/design). */
  depth?: number;
}

/** A navigation entry that holds a list of pages (Services), with those pages. */
export interface OutlineGroup {
  label: string;
  pages: OutlinePage[];
}

/** An entry of a collection (collections/news/spring-checklist.yaml), listed like a page. */
export interface OutlineEntry extends OutlinePage {
  /** The day of the entry (YYYY-MM-DD), when its file says one. */
  date?: string;
  /** Why it is not on the site yet, in words: "Draft", or "Scheduled for Tuesday, December 1, 2026 at 9:00 am". */
  notLiveYet?: string;
}

/** A collection (collections/news.yaml) with its entries, newest first. */
export interface OutlineCollection {
  name: string;
  /** For people, plural: "News". */
  title: string;
  /** One entry, for people: "post" ("New post"). */
  entryName: string;
  /** Its declaration: collections/news.yaml. */
  file: string;
  /**
   * The own field that holds an entry's photos, when the declaration names one (`photos: photos`): its entries are
   * pictures first, so "New project" asks for the main photo before the title.
   */
  photos?: string;
  entries: OutlineEntry[];
}

export interface SiteOutline {
  /** The navigation in its order: its pages, and its groups with their pages. */
  menu: (OutlinePage | OutlineGroup)[];
  /** The pages the navigation does not lead to, by address. */
  others: OutlinePage[];
  /** The collections after the pages: those whose listing page is in the menu first, in its order, then by name. */
  collections: OutlineCollection[];
  /** The labels of navigation entries that hold a list of pages (for "add to the menu under …"). */
  menuGroups: string[];
  /**
   * The site's sharing picture (site.yaml requires one, and the check makes sure it exists): a picture a new block
   * can show from the start, before the editor's first check has answered.
   */
  picture?: string;
}
