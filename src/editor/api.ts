/** The editor's calls to its server (src/server/editor/editorRoutes.ts). */
import type { ContentError } from '../content/contentError';
import type { PageData, Site } from '../content/model';
import type { SiteOutline } from '../server/editor/siteOutline';
import type { SchemaFiles } from './schemaAtPlace';

export type { OutlineGroup, OutlinePage } from '../server/editor/siteOutline';
/** The list of pages as the server sends it (src/server/editor/siteOutline.ts). */
export type Outline = SiteOutline;

export interface Preview {
  page: PageData;
  site: Site;
  /**
   * The page's whole HTML document as visitors get it, rendered from the unsaved text, its pictures at /edit/media/,
   * each block and free-text field naming its place in the YAML (src/server/editor/previewRender.tsx).
   */
  html: string;
}

export interface CheckAnswer {
  errors: ContentError[];
  preview?: Preview;
}

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

const call = <T>(path: string, init?: RequestInit) => callEditorApi<T>(path, { init });
const post = <T>(path: string, json: unknown) => callEditorApi<T>(path, { json });

/** Who is editing; `signIn` false on the development server; `publishing` when this server can publish. */
export interface Session {
  name: string;
  signIn: boolean;
  publishing: boolean;
}

export const api = {
  session: () => call<Session>('session'),
  signIn: (name: string, password: string) => post<Session>('sign-in', { name, password }),
  signOut: () => fetch('/edit/api/sign-out', { method: 'POST', credentials: 'same-origin' }),
  outline: () => call<Outline>('pages'),
  schema: () => call<{ files: SchemaFiles }>('schema'),
  read: (path: string) => call<{ path: string; text: string }>(`file?path=${encodeURIComponent(path)}`),
  check: (path: string, text: string) => post<CheckAnswer>('check', { path, text }),
  /** `base`: the text the editor opened; a file saved by someone else since is refused (409) with their name. */
  save: async (path: string, text: string, base?: string): Promise<CheckAnswer & { saved: boolean }> => {
    try {
      return await post<CheckAnswer & { saved: boolean }>('save', { path, text, base });
    } catch (error) {
      if (error instanceof Refused && error.status === 422) return { saved: false, errors: error.errors };
      throw error;
    }
  },
  newPage: (route: string, menu?: { group: string; label: string }) =>
    post<{ path: string; route: string; text: string }>('new-page', { route, menu }),
  photo: (file: File) =>
    call<{ src: string; width: number; height: number }>(`photos?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'Content-Type': file.type?.startsWith('image/') ? file.type : 'image/jpeg' },
      body: file,
    }),
};
