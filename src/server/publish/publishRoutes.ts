/**
 * The editor's publishing API, under /edit/api/ (every route needs a signed-in person, a POST must come from the
 * editor's own page and needs the role editor or owner, 403 for a writer; http/dispatcher.ts checks all before a
 * route runs):
 *
 *   GET  publish          what would be published, by page, company details and photo (`groups`, each with a diff per
 *                         file) and file by file (`changes`), a publish under way, the last outcome, and the groups
 *                         whose pages still hold words a new page or block came with (`sampleWords`, each in words)
 *   POST publish          { description, leaveOut?: [group keys] } → publishes all but the groups left out (they
 *                         stay saved, waiting); 400 for a key that is not waiting or when everything is left out,
 *                         409 when another is under way or git refuses, 422 when a page published still holds words
 *                         a new page or block came with (named, nothing done) or when the build fails (the message
 *                         says what the build said); 400 for a description that is not one line of plain text
 *   GET  history          past publishes, newest first, each with its groups
 *   GET  history/changes?id=N   what one publish changed (`groups`, and `changes` file by file)
 *   GET  history/undo?id=N[&group=KEY]   what undoing it (or only that group) would do: { sentences, refusal? }
 *   POST undo             { id, group? } → publishes the files of that publish (or of that group) as they were
 *                         before it; everything else stays as visitors see it
 *
 * An id is a whole number from 1 up, a JSON number in a body, digits in a query (http/requestIds.ts); 400 otherwise.
 *
 * The editor's writes (save, new page, photo) go through the publisher's write gate (writeGate.ts,
 * `writing` in http/routeTable.ts): refused with 409 while a publish runs, and a publish waits for them.
 */
import { publishEndpoints } from '../../editorApi/endpoints.ts';
import type { ChangeGroupWithDiffs, GroupsAndFiles, Published, PublishEntry } from '../../editorApi/publishing.ts';
import { endpointRoute, smallJsonLimitBytes } from '../editor/editorRequest.ts';
import { HttpError } from '../http/httpError.ts';
import { idInBody, idInQuery } from '../http/requestIds.ts';
import type { Route } from '../http/routeTable.ts';
import type { Publisher } from './publishTypes.ts';

const published = (entry: PublishEntry): Published => ({
  published: entry,
  message:
    entry.pushProblem ??
    `Published "${entry.description}".${entry.leftOut ? ` Not published, still saved: ${entry.leftOut.join(', ')}.` : ''}`,
});

/** The groups, and their files one by one in path order. */
const groupsAndFiles = (groups: ChangeGroupWithDiffs[]): GroupsAndFiles => ({
  groups,
  changes: groups.flatMap((group) => group.changes).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
});

function groupKeys(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string'))
    throw new HttpError(400, '"leaveOut" must be a list of the changes to leave out.');
  return value;
}

function groupKey(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpError(400, '"group" must name one change of that publish.');
  return value;
}

const reads = { access: 'editor', bodyLimit: 0 } as const;
/** Publishing and undoing change what visitors see: an editor's or an owner's to do, never a writer's. */
const changes = { access: 'editor', role: 'editor', bodyLimit: smallJsonLimitBytes } as const;
const { status, publish, history, changesOf, undoPreview, undo } = publishEndpoints;

export function publishRoutes(publisher: Publisher): Route[] {
  return [
    endpointRoute(status, reads, async ({ answer }) => {
      const groups = await publisher.changes();
      const sampleWords = publisher.sampleWordsOf(groups);
      answer({
        mode: publisher.kind,
        push: publisher.push,
        underWay: publisher.underWay(),
        last: publisher.lastNotice(),
        ...groupsAndFiles(groups),
        ...(sampleWords.length > 0 && { sampleWords }),
      });
    }),
    endpointRoute(publish, changes, async ({ json, editor, answer }) => {
      const body = await json();
      const description = typeof body.description === 'string' ? body.description : '';
      answer(published(await publisher.publish(editor, description, groupKeys(body.leaveOut))));
    }),
    endpointRoute(history, reads, async ({ answer }) => answer({ entries: await publisher.history() })),
    endpointRoute(changesOf, reads, async ({ facts, answer }) =>
      answer(groupsAndFiles(await publisher.changesOf(idInQuery(facts.url)))),
    ),
    endpointRoute(undoPreview, reads, async ({ facts, answer }) =>
      answer(
        await publisher.undoPreview(idInQuery(facts.url), groupKey(facts.url.searchParams.get('group') ?? undefined)),
      ),
    ),
    endpointRoute(undo, changes, async ({ json, editor, answer }) => {
      const body = await json();
      answer(published(await publisher.undo(editor, idInBody(body), groupKey(body.group))));
    }),
  ];
}
