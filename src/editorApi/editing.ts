/**
 * What the editor's own routes answer: who is signed in, a check of a draft with its preview, a save, a new page, a
 * page moved, a new entry and what deleting one would change, a photo, the links to a page and its deletion, a redirect added.
 */
import type { Role } from './roles.ts';
import type { EntryListings } from '../content/collections/entryListings.ts';
import type { ContentError } from '../content/contentError.ts';
import type { PageData, Site } from '../content/model.ts';

/** Who is editing; `signIn` false on the development server; `publishing` when this server can publish. */
export interface Session {
  name: string;
  /** What this person may do (roles.ts). */
  role: Role;
  signIn: boolean;
  publishing: boolean;
}

export interface Preview {
  page: PageData;
  site: Site;
  /**
   * The page's whole HTML document as visitors get it, rendered from the unsaved text, its pictures at /edit/media/,
   * each block and free-text field naming its place in the YAML (src/server/editor/previewRender.tsx).
   */
  html: string;
  /**
   * An entry of a collection not on the site yet (a draft, or scheduled for later): why, in words. Its preview is the
   * page it will have.
   */
  notLiveYet?: string;
}

export interface CheckAnswer {
  errors: ContentError[];
  preview?: Preview;
}

/** A save: written (with the preview of what was saved), or refused with the site's mistakes (422). */
export interface SaveAnswer extends CheckAnswer {
  saved: boolean;
}

/** The file a new page was written to, and its text. */
export interface NewPage {
  created: true;
  path: string;
  route: string;
  text: string;
}

/** A page moved to another address (its file keeps its name), with what the move did in words. */
export interface PageMoved {
  moved: true;
  path: string;
  from: string;
  route: string;
  /** The page's text as written, its new route in it. */
  text: string;
  /** The other files whose links to the old address now point to the new one (site.yaml for the menu or footer). */
  relinked: string[];
  /** "pages/a.yaml moved from /a to /b. Links on 2 other pages … now point to /b; visitors of /a are sent there …" */
  message: string;
}

/** A picture of the site (`src` under /images/) with what it shows, for people who cannot see it. */
export interface EntryPicture {
  src: string;
  alt: string;
}

/** The file a new entry of a collection was written to (collections/news/spring-checklist.yaml), and its text. */
export interface NewEntry {
  created: true;
  path: string;
  title: string;
  text: string;
}

/** A photo as stored under public/images/uploads/. */
export interface StoredPhoto {
  src: string;
  width: number;
  height: number;
}

/**
 * Where visitors meet an entry besides its own page (src/content/collections/entryListings.ts), asked for before it is
 * deleted. `mistakes`: the site as saved does not pass the check, so which pages list it cannot be told.
 */
export interface EntryListingsAnswer extends EntryListings {
  path: string;
  mistakes?: ContentError[];
  /** Where visitors of its page are best sent once it is deleted: its collection's listing page (/news), or /. */
  suggestedRedirect?: string;
}

/** An entry deleted, or refused (422) with what its deletion would break, in the check's words. */
export interface EntryDeletion {
  deleted: boolean;
  errors: ContentError[];
  /** The refusal in words, beside the mistakes. */
  error?: string;
  /** Where its visitors now go (once published), when a page was chosen for them. */
  redirect?: { from: string; to: string };
}

/**
 * The links to a page in the site's files (its menu, buttons, cards), counted before it is deleted: each file with how
 * many of its links lead there. The page's own file and where a redirect starts are not counted.
 */
export interface PageLinks {
  route: string;
  links: number;
  /** Each file with links to it, named as the office knows it: "About page", "Company details" (the menu, the footer). */
  files: { file: string; name: string; links: number }[];
}

/**
 * A page deleted, with where its visitors now go (once published) and the files whose links were pointed there; or
 * refused (422) with what its deletion would break, in the check's words.
 */
export interface PageDeletion {
  deleted: boolean;
  errors: ContentError[];
  /** The refusal in words, beside the mistakes. */
  error?: string;
  redirect?: { from: string; to: string };
  /** The files whose links to the page were pointed at `redirect.to`. */
  repointed?: string[];
}

/** Visitors of an address sent to a page, written in site.yaml; or refused (422) in the check's words. */
export interface RedirectAdded {
  added: boolean;
  errors: ContentError[];
  error?: string;
  from?: string;
  to?: string;
}

/** One content file's text. */
export interface ContentFile {
  path: string;
  text: string;
}
