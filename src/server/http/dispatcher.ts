/**
 * The one dispatcher of the route table (routeTable.ts): it finds the route for the path and the method, lets in
 * only who the route admits, hands the route a body reader bound to the route's limit, and answers whatever the route
 * throws in one way (sendError: JSON for the editor and /api/, plain text for the site).
 *
 * The order of the checks is the order of the refusals a caller gets: no editor here (the site answers a GET as for
 * any unknown address, anything else is 404), this computer only (403, the development server), unknown path (404)
 * or method (405), a POST from another page (403), no session (401), a role that may not (403).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mayAct, type Role, roleWords } from '../../editorApi/roles.ts';
import { sendError } from './answers.ts';
import { HttpError } from './httpError.ts';
import { readBytes, readJson } from './requestBody.ts';
import type { RequestFacts } from './requestFacts.ts';
import { type Route, routesAt, routeWithMethod } from './routeTable.ts';
import { isSameOrigin } from './sameOrigin.ts';

/** How the editor's routes (access `anyone` and `editor`) are let in; the editor's own module answers these. */
export interface EditorDoor {
  /** false when there is no editor here at all (no account yet); 403 when this computer may not use it. */
  opens(request: IncomingMessage): boolean;
  /** The signed-in person's name and role, or 401. */
  signedIn(request: IncomingMessage, facts: RequestFacts): { name: string; role: Role };
}

export interface DispatcherOptions {
  routes: readonly Route[];
  /** Lets in the editor's routes; without it they are not here. */
  editorDoor?: EditorDoor;
  /** Answers a GET for an editor address while there is no editor (the site, as for any unknown address). */
  withoutEditor?: Route;
  log: (message: string) => void;
}

/** Answers a request from the table; resolves false when no route is at its path (the caller's to answer). */
export type Dispatch = (request: IncomingMessage, response: ServerResponse, facts: RequestFacts) => Promise<boolean>;

const readsOnly = (method: string | undefined) => method === 'GET' || method === 'HEAD';

export function createDispatcher({ routes, editorDoor, withoutEditor, log }: DispatcherOptions): Dispatch {
  async function run(route: Route, request: IncomingMessage, response: ServerResponse, facts: RequestFacts) {
    const editorRoute = route.access !== 'public';
    if (editorRoute && route.method === 'POST' && !isSameOrigin(request, facts.https))
      throw new HttpError(403, 'Changes are accepted only from the editor page of this site.');
    const person =
      route.access === 'editor' && editorDoor
        ? editorDoor.signedIn(request, facts)
        : { name: '', role: 'writer' as const };
    // The role is checked on the server for every route that needs one: the page hiding a button is a courtesy.
    if (route.role && !mayAct(person.role, route.role))
      throw new HttpError(403, `${roleWords[person.role].name}s cannot do this: ask an ${route.role} of the site.`);
    await route.handle({
      request,
      response,
      facts,
      editor: person.name,
      role: person.role,
      json: () => readJson(request, route.bodyLimit),
      bytes: () => readBytes(request, route.bodyLimit),
    });
  }

  return async function dispatch(request, response, facts) {
    const atPath = routesAt(routes, facts.pathname);
    if (atPath.length === 0) return false;
    const editorArea = atPath[0].access !== 'public';
    let json = editorArea || facts.pathname.startsWith('/api/');
    try {
      if (editorArea && !editorDoor?.opens(request)) {
        if (!withoutEditor || !readsOnly(request.method)) throw new HttpError(404, 'There is nothing at this address.');
        json = false;
        await run(withoutEditor, request, response, facts);
        return true;
      }
      await run(routeWithMethod(atPath, request.method ?? 'GET'), request, response, facts);
    } catch (error) {
      sendError(request, response, error, { json, log });
    }
    return true;
  };
}
