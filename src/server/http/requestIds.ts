/**
 * The number of the thing a request names ("id": 3 in a JSON body, ?id=3 in the address), read strictly: a whole
 * number from 1 up, given as a JSON number in a body or as decimal digits in a query. Anything else is refused with
 * 400 in words, never turned into a number: JavaScript's Number() makes 1 of "0x1", true and [1], and "1e0" of a
 * query would be 1 as well, so a mistyped or crafted id could name a real publish.
 */
import { HttpError } from './httpError.ts';

const notAnId = (name: string, shown: string) =>
  new HttpError(400, `"${name}" must be a whole number from 1 up, written in digits, not ${shown}.`);

/** The id `name` of a JSON body: a JSON number that is a whole number from 1 up. */
export function idInBody(body: Record<string, unknown>, name = 'id'): number {
  const value = body[name];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) return value;
  throw notAnId(name, value === undefined ? 'nothing' : (JSON.stringify(value) ?? String(value)).slice(0, 40));
}

/** The id `name` of the query: decimal digits only, a whole number from 1 up. */
export function idInQuery(url: URL, name = 'id'): number {
  const value = url.searchParams.get(name);
  const number = value !== null && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(number) && number >= 1) return number;
  throw notAnId(name, value === null ? 'nothing' : JSON.stringify(value.slice(0, 40)));
}
