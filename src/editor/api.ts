/** The editor's calls to its server, typed by the routes of src/editorApi/endpoints.ts. */
import type { ContentError } from '../content/contentError';
import {
  type AnswerOf,
  type AnyEndpoint,
  type BodyOf,
  contentEndpoints,
  editorApiPrefix,
  endpointAddress,
  missedAddressEndpoints,
  type QueryOf,
  signInEndpoints,
} from '../editorApi/endpoints';
import type { SaveAnswer } from '../editorApi/editing';
import type { SiteOutline } from '../editorApi/siteOutline';

export type { CheckAnswer, Preview, Session } from '../editorApi/editing';
export type { OutlineGroup, OutlinePage } from '../editorApi/siteOutline';
/** The list of pages as the server sends it (src/server/editor/siteOutline.ts). */
export type Outline = SiteOutline;

/** The server said the session is over (or there never was one). */
export class SignedOut extends Error {}

/** The server refused, with its message in plain words. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: ContentError[] = [],
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Sent as JSON in a POST; without it the call is a GET, unless `init` says otherwise. */
  json?: unknown;
  init?: RequestInit;
  /** What a refusal says when the server gives no words of its own. */
  refusal?: string;
  /** What the sign-in page says when the session is over and the server gives no words of its own. */
  signedOut?: string;
}

/**
 * A call to the editor's server at /edit/api/PATH, for the editor, the inbox and publishing: the answer's JSON, or
 * SignedOut when the session is over (401), or Refused with the server's own words (and the content's mistakes).
 */
export async function callEditorApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const init: RequestInit =
    options.json === undefined
      ? { ...options.init }
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(options.json),
          ...options.init,
        };
  let response: Response;
  try {
    response = await fetch(`/edit/api/${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new Refused('The site cannot be reached: check the connection and try again.', 0);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: ContentError[] };
  if (response.status === 401) throw new SignedOut(body.error ?? options.signedOut ?? 'Sign in to edit the site.');
  if (!response.ok)
    throw new Refused(
      body.error ?? options.refusal ?? 'The site refused this change.',
      response.status,
      body.errors ?? [],
    );
  return body as T;
}

/** What a call of one endpoint sends: its query and its JSON body when it has them, and the words for a refusal. */
export type EndpointCall<E extends AnyEndpoint> = Omit<CallOptions, 'json'> &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { json?: undefined } : { json: BodyOf<E> });

/** A call of one route of the contract: its address, its method and the types of what it takes and answers. */
export function callEndpoint<E extends AnyEndpoint>(endpoint: E, call: EndpointCall<E>): Promise<AnswerOf<E>> {
  const { query, ...options } = call;
  const path = endpointAddress(endpoint, query).slice(editorApiPrefix.length);
  // A POST without JSON (a photo) says its method in `init`, as a call with JSON says it itself.
  const init =
    options.json === undefined && endpoint.method === 'POST' ? { method: 'POST', ...options.init } : options.init;
  return callEditorApi<AnswerOf<E>>(path, { ...options, init });
}

const { signOut, session, signIn } = signInEndpoints;
const { pages, schema, file, check, save, newPage, newEntry, entryListings, deleteEntry, photos } = contentEndpoints;
const { pageLinks, deletePage, addRedirect, movePage } = contentEndpoints;

export const api = {
  session: () => callEndpoint(session, {}),
  signIn: (name: string, password: string) => callEndpoint(signIn, { json: { name, password } }),
  signOut: () => fetch(endpointAddress(signOut), { method: signOut.method, credentials: 'same-origin' }),
  outline: () => callEndpoint(pages, {}),
  schema: () => callEndpoint(schema, {}),
  read: (path: string) => callEndpoint(file, { query: { path } }),
  check: (path: string, text: string) => callEndpoint(check, { json: { path, text } }),
  /** `base`: the text the editor opened; a file saved by someone else since is refused (409) with their name. */
  save: async (path: string, text: string, base?: string): Promise<SaveAnswer> => {
    try {
      return await callEndpoint(save, { json: { path, text, base } });
    } catch (error) {
      if (error instanceof Refused && error.status === 422) return { saved: false, errors: error.errors };
      throw error;
    }
  },
  newPage: (route: string, menu?: { group: string; label: string }) => callEndpoint(newPage, { json: { route, menu } }),
  /** `date`: today where the office is, which the server's clock may not share; `image`: its main picture. */
  newEntry: (collection: string, title: string, date: string, image?: { src: string; alt: string }) =>
    callEndpoint(newEntry, { json: { collection, title, date, image } }),
  /** The pages that list an entry (collections/news/spring.yaml), told before it is deleted. */
  entryListings: (path: string) => callEndpoint(entryListings, { query: { path } }),
  /**
   * `base`: the text the editor opened. Refused (409) when it changed since, (422) when the site needs it.
   * `redirectTo`: the page its visitors go to from then on.
   */
  deleteEntry: (path: string, base: string, redirectTo?: string) =>
    callEndpoint(deleteEntry, { json: { path, base, redirectTo } }),
  /** The links to the page at `route` in the site's files, told before it is deleted. */
  pageLinks: (route: string) => callEndpoint(pageLinks, { query: { route } }),
  /** A page deleted, its visitors sent to `redirectTo` and, with `repointLinks`, the site's links to it too. */
  deletePage: (path: string, base: string, redirectTo: string, repointLinks: boolean) =>
    callEndpoint(deletePage, { json: { path, base, redirectTo, repointLinks } }),
  /**
   * The page in `path` moved to the address `route`, the site's links following it; `base`: the text the editor
   * opened. Refused in words (400) for an address it cannot have, (409) when it changed since, (422) by the check.
   */
  movePage: (path: string, route: string, base: string) => callEndpoint(movePage, { json: { path, route, base } }),
  /** Visitors of an address the site has no page at sent to the page at `to`. */
  addRedirect: (from: string, to: string) => callEndpoint(addRedirect, { json: { from, to } }),
  missedAddresses: () => callEndpoint(missedAddressEndpoints.list, {}),
  photo: (file: File) =>
    callEndpoint(photos, {
      query: { name: file.name },
      init: {
        headers: { 'Content-Type': file.type?.startsWith('image/') ? file.type : 'image/jpeg' },
        body: file,
      },
    }),
};
