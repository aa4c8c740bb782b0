/**
 * The two ways the server answers from code rather than from a file: a JSON body, and an error. Every route uses
 * these, so every answer has its length, `Cache-Control: no-store`, and an error never shows more than its words.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './httpError.ts';
import { closeAfterAnswer } from './requestBody.ts';
import { textForLog } from './logText.ts';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

export const somethingWentWrong = 'Something went wrong on our side.';

/**
 * Answers a thrown error: an HttpError with its status and words, as JSON {"error"} or (`json: false`, for a
 * page address) as plain text; anything else as 500, after logging it for the person who runs the server. A body
 * left unread is thrown away before the connection closes (closeAfterAnswer), so the answer reaches the client.
 */
export function sendError(
  request: IncomingMessage,
  response: ServerResponse,
  error: unknown,
  options: { json: boolean; log: (message: string) => void },
): void {
  if (!(error instanceof HttpError))
    options.log(
      `Error answering ${request.method} ${textForLog(request.url ?? '', 200)}: ${error instanceof Error ? error.stack : String(error)}`,
    );
  if (response.headersSent) {
    response.destroy();
    return;
  }
  if (!request.complete) closeAfterAnswer(request, response);
  const status = error instanceof HttpError ? error.status : 500;
  const message = error instanceof HttpError ? error.message : somethingWentWrong;
  const headers = error instanceof HttpError ? error.headers : {};
  if (options.json) {
    sendJson(response, status, { error: message }, headers);
    return;
  }
  const text = `${message}\n`;
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}
