/**
 * The editor's publishing API, under /edit/api/ (the editor has already checked the session and, for a POST, that it
 * comes from the editor's own page):
 *
 *   GET  publish          what would be published (a diff per file), a publish under way, the last outcome
 *   POST publish          { description } → publishes; 409 when another is under way or git refuses, 422 when the
 *                         build fails (the message says what the build said)
 *   GET  history          past publishes, newest first
 *   GET  history/changes?id=N   what one publish changed
 *   POST undo             { id } → publishes the files of that publish as they were before it
 *
 * It also sees the editor's writes first (save, new-page, photos): refused with 409 while a publish runs, and
 * otherwise passed on, held open until answered so that a publish waits for them (writeGate.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PublishRefused, type Publisher } from './publishTypes.ts';

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw new PublishRefused('Send JSON.', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new PublishRefused('That is too large to send here.', 413);
    chunks.push(chunk as Buffer);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new PublishRefused('The request is not readable JSON.', 400);
}

const writingRoutes = new Set(['save', 'new-page', 'photos']);

/** Answers the publishing routes and resolves true; false for any other route. */
export function publishRoutes(publisher: Publisher) {
  return async (route: string, request: IncomingMessage, response: ServerResponse, name: string): Promise<boolean> => {
    const posting = request.method === 'POST';
    const url = new URL(request.url ?? '/', 'http://editor.invalid');
    try {
      if (posting && writingRoutes.has(route)) {
        const written = publisher.startWrite();
        response.once('close', written);
        return false;
      }
      if (route === 'publish' && !posting) {
        send(response, 200, {
          mode: publisher.kind,
          push: publisher.push,
          underWay: publisher.underWay(),
          last: publisher.lastNotice(),
          changes: await publisher.changes(),
        });
      } else if (route === 'publish' && posting) {
        const body = await readBody(request);
        const entry = await publisher.publish(name, typeof body.description === 'string' ? body.description : '');
        send(response, 200, { published: entry, message: entry.pushProblem ?? `Published "${entry.description}".` });
      } else if (route === 'history' && !posting) {
        send(response, 200, { entries: publisher.history() });
      } else if (route === 'history/changes' && !posting) {
        send(response, 200, { changes: await publisher.changesOf(Number(url.searchParams.get('id'))) });
      } else if (route === 'undo' && posting) {
        const body = await readBody(request);
        const entry = await publisher.undo(name, Number(body.id));
        send(response, 200, { published: entry, message: entry.pushProblem ?? `Published "${entry.description}".` });
      } else return false;
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      send(response, error.status, { error: error.message });
    }
    return true;
  };
}
