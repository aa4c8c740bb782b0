/**
 * Preview links as both sides see them: a link anyone may open without an account, showing the site as it would be
 * after publishing (everything saved) or one page of it, for a chosen time. The link's secret is in its address
 * only: the server keeps its SHA-256, so a link is shown once, when it is made, and never listed again.
 */

/** Where every preview link's address starts: /preview/<secret>/<a page's address>. */
export const previewLinkPrefix = '/preview/';

/** The times a link may last, in days; the first one offered is the default. */
export const previewLinkDays = [7, 1, 30] as const;
export type PreviewLinkDays = (typeof previewLinkDays)[number];

/** The most links that may be open at once, all people together. */
export const maxLiveLinks = 100;

/** The longest label a link may have, in characters. */
export const maxLabelChars = 80;

/** The whole site as it would be after publishing, or only one page of it. */
export type PreviewLinkScope = { kind: 'site' } | { kind: 'page'; route: string };

/** What the list says of a link: never its secret. */
export interface PreviewLinkSummary {
  id: string;
  label: string;
  scope: PreviewLinkScope;
  /** The name of the person who made it. */
  madeBy: string;
  /** ISO times. */
  created: string;
  expires: string;
}

/** The answer to making a link: the only time its address is told. */
export interface PreviewLinkMade {
  link: PreviewLinkSummary;
  /** The address on this site (/preview/<secret>/ or /preview/<secret>/about), to put after the site's origin. */
  address: string;
}

/** What the editor sends to make a link. */
export interface NewPreviewLink {
  scope: 'site' | 'page';
  /** For a page: its address ("/about"). */
  route?: string;
  days: number;
  label?: string;
}
