/**
 * The server's table of routes: each says its method, its path, who may call it, the largest body it reads and
 * what answers it, so what an address does and who may use it are read in one place rather than followed through a
 * chain of ifs. The dispatcher (dispatcher.ts) runs the table.
 *
 * A path is exact ("/edit/api/save"), or a prefix ending in "/*" ("/edit/assets/*": anything below it). An exact
 * path wins over a prefix; among prefixes the first in the table wins. A GET route answers HEAD too; an `ANY` route
 * answers every method itself (the site's files, the health check and the quote form refuse the others in their
 * own words).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from '../../editorApi/roles.ts';
import { HttpError } from './httpError.ts';
import type { RequestFacts } from './requestFacts.ts';

/**
 * Who may call a route: `public` is the site anyone visits; `anyone` is the editor before signing in (it exists
 * only once an account does, answers only this computer without sign-in, and takes a POST only from its own page);
 * `editor` is all of that and a signed-in editor.
 */
export type Access = 'public' | 'anyone' | 'editor';

/** What every route is handed: the request, its facts, who is signed in, and its body read within the route's limit. */
export interface RouteContext {
  request: IncomingMessage;
  response: ServerResponse;
  facts: RequestFacts;
  /** The signed-in editor's name ('' on the routes anyone may call). */
  editor: string;
  /** What the signed-in person may do (src/editorApi/roles.ts); 'writer', the least, on the routes anyone may call. */
  role: Role;
  /** The body as one JSON object, within the route's `bodyLimit` (413 past it, 415 for another type). */
  json(): Promise<Record<string, unknown>>;
  /** The body's bytes, within the route's `bodyLimit`. */
  bytes(): Promise<Buffer>;
}

export interface Route<Context = RouteContext> {
  method: 'GET' | 'POST' | 'ANY';
  path: string;
  access: Access;
  /** For `editor` routes, the least role that may call it (403 for the others); any signed-in person when absent. */
  role?: Role;
  /** The most bytes of body the route reads; 0 for a route that reads none. */
  bodyLimit: number;
  handle(context: Context): Promise<void> | void;
}

const isPrefix = (pattern: string) => pattern.endsWith('/*');
const matches = (pattern: string, path: string) =>
  isPrefix(pattern) ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The routes of the one path pattern that answers this path (exact first, then the first prefix); [] for none. */
export function routesAt<Context>(routes: readonly Route<Context>[], path: string): Route<Context>[] {
  const exact = routes.filter((route) => route.path === path);
  if (exact.length) return exact;
  const prefix = routes.find((route) => isPrefix(route.path) && matches(route.path, path))?.path;
  return prefix ? routes.filter((route) => route.path === prefix) : [];
}

/**
 * The route for this method and path; a path that exists with other methods is 405 (with Allow), an unknown
 * path 404.
 */
export function routeFor<Context>(routes: readonly Route<Context>[], method: string, path: string): Route<Context> {
  return routeWithMethod(routesAt(routes, path), method);
}

/** Of the routes at one path, the one for this method, or 405 (with Allow); 404 when there are none. */
export function routeWithMethod<Context>(atPath: readonly Route<Context>[], method: string): Route<Context> {
  const asked = method === 'HEAD' ? 'GET' : method;
  const route = atPath.find((each) => each.method === asked || each.method === 'ANY');
  if (route) return route;
  if (atPath.length === 0) throw new HttpError(404, 'There is nothing at this address.');
  const allowed = [...new Set(atPath.map((each) => each.method))].join(', ');
  throw new HttpError(405, 'This method is not used here.', { Allow: allowed });
}

/** What a route that writes content is wrapped in: refused while a publish runs (see publish/writeGate.ts). */
export interface WriteGate {
  startWrite(): () => void;
}

/**
 * A route that changes content, held in the write gate for as long as it runs: a publish waits for it, and it is
 * refused while a publish runs. Without a gate (no publishing here) it runs as it is.
 */
export function writing<Context>(gate: WriteGate | undefined, route: Route<Context>): Route<Context> {
  if (!gate) return route;
  return {
    ...route,
    async handle(context) {
      const done = gate.startWrite();
      try {
        await route.handle(context);
      } finally {
        done();
      }
    },
  };
}
