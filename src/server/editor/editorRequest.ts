/** What every route of the editor's API is handed: the request, its facts, and who is signed in. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestFacts } from '../http/requestFacts.ts';
import { HttpError } from '../http/httpError.ts';
import type { Route } from '../http/routeTable.ts';

export interface EditorRequest {
  request: IncomingMessage;
  response: ServerResponse;
  facts: RequestFacts;
  /** The signed-in editor's name ('' on the routes anyone may call). */
  editor: string;
}

export type EditorRoute = Route<EditorRequest>;

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
