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

export interface SiteOutline {
  /** The navigation in its order: its pages, and its groups with their pages. */
  menu: (OutlinePage | OutlineGroup)[];
  /** The pages the navigation does not lead to, by address. */
  others: OutlinePage[];
  /** The labels of navigation entries that hold a list of pages (for "add to the menu under …"). */
  menuGroups: string[];
  /**
   * The site's sharing picture (site.yaml requires one, and the check makes sure it exists): a picture a new block
   * can show from the start, before the editor's first check has answered.
   */
  picture?: string;
}
