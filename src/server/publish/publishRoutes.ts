/**
 * The editor's publishing API, under /edit/api/ (every route needs a signed-in editor, and a POST must come from the
 * editor's own page; editorRoutes.ts checks both before a route runs):
 *
 *   GET  publish          what would be published (a diff per file), a publish under way, the last outcome
 *   POST publish          { description } → publishes; 409 when another is under way or git refuses, 422 when the
 *                         build fails (the message says what the build said)
 *   GET  history          past publishes, newest first
 *   GET  history/changes?id=N   what one publish changed
 *   POST undo             { id } → publishes the files of that publish as they were before it
 *
 * The editor's writes (save, new page, photo) go through the publisher's write gate (writeGate.ts,
 * `writing` in http/routeTable.ts): refused with 409 while a publish runs, and a publish waits for them.
 */
import { sendJson } from '../http/answers.ts';
import { readJson } from '../http/requestBody.ts';
import { smallJsonLimitBytes, wholeNumberParameter, type EditorRoute } from '../editor/editorRequest.ts';
import type { Publisher, PublishEntry } from './publishTypes.ts';

const published = (entry: PublishEntry) => ({
  published: entry,
  message: entry.pushProblem ?? `Published "${entry.description}".`,
});

export function publishRoutes(publisher: Publisher): EditorRoute[] {
  return [
    {
      method: 'GET',
      path: 'publish',
      access: 'editor',
      handle: async ({ response }) =>
        sendJson(response, 200, {
          mode: publisher.kind,
          push: publisher.push,
          underWay: publisher.underWay(),
          last: publisher.lastNotice(),
          changes: await publisher.changes(),
        }),
    },
    {
      method: 'POST',
      path: 'publish',
      access: 'editor',
      async handle({ request, response, editor }) {
        const body = await readJson(request, smallJsonLimitBytes);
        const description = typeof body.description === 'string' ? body.description : '';
        sendJson(response, 200, published(await publisher.publish(editor, description)));
      },
    },
    {
      method: 'GET',
      path: 'history',
      access: 'editor',
      handle: ({ response }) => sendJson(response, 200, { entries: publisher.history() }),
    },
    {
      method: 'GET',
      path: 'history/changes',
      access: 'editor',
      handle: async ({ response, facts }) =>
        sendJson(response, 200, { changes: await publisher.changesOf(wholeNumberParameter(facts.url, 'id', 0)) }),
    },
    {
      method: 'POST',
      path: 'undo',
      access: 'editor',
      async handle({ request, response, editor }) {
        const body = await readJson(request, smallJsonLimitBytes);
        sendJson(response, 200, published(await publisher.undo(editor, Number(body.id))));
      },
    },
  ];
}
