/**
 * A table of routes: each says its method, its path, who may call it and what answers it, so what an address does
 * and who may use it are read in one place rather than followed through a chain of ifs. A GET route answers HEAD too.
 */
import { HttpError } from './httpError.ts';

export interface Route<Context> {
  method: 'GET' | 'POST';
  /** The path below the table's prefix ("check" for /edit/api/check). */
  path: string;
  /** 'anyone' only for what a person needs before signing in; everything else is 'editor'. */
  access: 'anyone' | 'editor';
  handle(context: Context): Promise<void> | void;
}

/**
 * The route for this method and path; a path that exists with other methods is 405 (with Allow), an unknown
 * path 404.
 */
export function routeFor<Context>(routes: readonly Route<Context>[], method: string, path: string): Route<Context> {
  const atPath = routes.filter((route) => route.path === path);
  const asked = method === 'HEAD' ? 'GET' : method;
  const route = atPath.find((each) => each.method === asked);
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
