/**
 * The editor's API routes as the server's route table holds them, each built from its endpoint in the contract
 * (src/editorApi/endpoints.ts): the method and the path come from there, and the answer must have the contract's
 * type. Plus the small readers its routes share.
 */
import type { AnswerOf, AnyEndpoint } from '../../editorApi/endpoints.ts';
import { editorApiPrefix } from '../../editorApi/endpoints.ts';
import type { Role } from '../../editorApi/roles.ts';
import { sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import type { Access, Route, RouteContext } from '../http/routeTable.ts';

/** What a route of the editor's API is handed: the request, and `answer` for the answer its endpoint declares. */
export interface EndpointContext<E extends AnyEndpoint> extends RouteContext {
  /** Sends the endpoint's answer as JSON (200 unless said). */
  answer(value: AnswerOf<E>, status?: number, headers?: Record<string, string>): void;
}

/** Who may call the route and the largest body it reads (0: none). */
export interface EndpointRules {
  access: Exclude<Access, 'public'>;
  /** The least role that may call it (routeTable.ts); any signed-in person when absent. */
  role?: Role;
  bodyLimit: number;
}

/** The route of the table that answers one endpoint of the contract. */
export function endpointRoute<E extends AnyEndpoint>(
  endpoint: E,
  rules: EndpointRules,
  handle: (context: EndpointContext<E>) => Promise<void> | void,
): Route {
  return {
    method: endpoint.method,
    path: `${editorApiPrefix}${endpoint.path}`,
    ...rules,
    handle: (context) =>
      handle({
        ...context,
        answer: (value, status = 200, headers) => sendJson(context.response, status, value, headers),
      }),
  };
}

/** The most a JSON request of the editor may be: a page's text with room to spare (pages are a few KB). */
export const editorJsonLimitBytes = 1024 * 1024;
/** A JSON request that carries a few short fields (an id, a status, a note, a description). */
export const smallJsonLimitBytes = 16 * 1024;

/** A string field of a JSON request, or 400 naming it. */
export function textField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw new HttpError(400, `"${field}" is missing.`);
  return value;
}

/**
 * A whole number from the query ("offset=20"), strictly: digits only, at most `max`; absent is `fallback`.
 * "1e400", "-1" or "abc" is 400 in words, never a number the database cannot take.
 */
export function wholeNumberParameter(url: URL, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return fallback;
  const number = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number > max)
    throw new HttpError(400, `"${name}" must be a whole number from 0 to ${max}, not "${value.slice(0, 20)}".`);
  return number;
}
