/**
 * A refusal with its HTTP status and the words for the person who made the request. Every part of the server
 * throws this (or a refusal of its own kind that extends it); `sendError` (answers.ts) turns it into the answer.
 * Anything else that is thrown is a mistake of ours: it is logged and answered with a plain 500, never with its
 * message, stack or a server path.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
