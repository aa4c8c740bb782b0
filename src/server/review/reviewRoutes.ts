/**
 * The review's API under /edit/api/ and the pages it draws (every route needs a signed-in person, a POST must come
 * from the editor's own page; http/dispatcher.ts checks all before a route runs):
 *
 *   GET  reviews              an editor's or the owner's: every open review and the last decided; a writer's: their own
 *   GET  review?id=N          one review, its pages and diffs: an editor's, the owner's or the writer's own (403)
 *   POST review/ask           { note, leaveOut } anyone: the changes waiting but those left out, kept as they are now,
 *                             and e-mailed to every editor and owner with an address; 409 with nothing to review;
 *                             it replaces the asker's review still waiting, if any
 *   POST review/approve       { id } an editor or the owner: publishes exactly what was reviewed (reviewedPublish.ts)
 *   POST review/send-back     { id, note } an editor or the owner: back to the writer, with the note
 *   GET  /edit/review/page?id=N&key=FILE&side=before|after   the page as visitors see it now, or as reviewed, drawn
 *                             by the preview's renderer, for a frame of the review page (no script runs in it)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reviewEndpoints } from '../../editorApi/endpoints.ts';
import type { ChangeGroupWithDiffs } from '../../editorApi/publishing.ts';
import type { ReviewDetail, ReviewSummary } from '../../editorApi/review.ts';
import { mayAct, type Role } from '../../editorApi/roles.ts';
import { controlCharacters } from '../../quotes/quoteRules.ts';
import type { AccountStore } from '../editor/accounts.ts';
import type { DraftChecker } from '../editor/draftChecker.ts';
import { endpointRoute, smallJsonLimitBytes } from '../editor/editorRequest.ts';
import { HttpError } from '../http/httpError.ts';
import { idInBody, idInQuery } from '../http/requestIds.ts';
import type { Route, RouteContext } from '../http/routeTable.ts';
import { escapeHtml } from '../../prerender/documentHead.ts';
import { filesLeftOut } from '../publish/groupChoice.ts';
import { maxDescription } from '../publish/publishDescription.ts';
import type { Publisher } from '../publish/publishTypes.ts';
import type { EditorMail } from '../mail/editorMail.ts';
import { publishedContent } from './publishedContent.ts';
import { reviewedPublish } from './reviewedPublish.ts';
import { askedMail, publishedMail, sentBackMail } from './reviewMail.ts';
import { openReviewStore, type StoredReview } from './reviewStore.ts';

export interface ReviewServices {
  root: string;
  dataDir: string;
  publisher: Publisher;
  checker: DraftChecker;
  accounts: AccountStore;
  /** Absent when the server sends no e-mail: the editor's top bar tells of the reviews waiting. */
  notices?: EditorMail;
  log: (message: string) => void;
}

export const reviewPagePath = '/edit/review/page';
export const maxNoteLength = 1000;
/** Pages drawn for reviews, kept so that opening a review again does not draw them again. */
const drawnKept = 40;

const summary = ({ files: _files, changes: _changes, ...review }: StoredReview): ReviewSummary => review;

function note(body: Record<string, unknown>, required: boolean): string {
  const value = typeof body.note === 'string' ? body.note.trim() : '';
  if (required && !value) throw new HttpError(400, 'Write a note saying what to change.');
  if (value.length > maxNoteLength) throw new HttpError(400, `A note is at most ${maxNoteLength} characters.`);
  if (controlCharacters.test(value)) throw new HttpError(400, 'A note is plain text: remove the special characters.');
  return value;
}

function leaveOutKeys(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string'))
    throw new HttpError(400, '"leaveOut" must be a list of the changes to leave out.');
  return value;
}

/** The pages of a review that can be drawn: a page before (unless new) and after (unless removed). */
const pagesOf = (changes: ChangeGroupWithDiffs[]) =>
  changes
    .filter((group) => group.kind === 'page')
    .map((group) => ({
      key: group.key,
      name: group.name,
      before: group.change !== 'added',
      after: group.change !== 'removed',
    }));

/** The editor's own address as the person's page sent it (a POST is refused unless it comes from there). */
const editorOrigin = ({ request, facts }: RouteContext) =>
  request.headers.origin ?? `${facts.https ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;

const reviewLink = (context: RouteContext, id: number) => `${editorOrigin(context)}/edit/review?id=${id}`;

export function reviewRoutes(services: ReviewServices): Route[] {
  const { root, dataDir, publisher, checker, accounts, notices, log } = services;
  const store = openReviewStore(dataDir);
  const readPublished = publishedContent(root, dataDir);
  const drawn = new Map<string, string>();

  const readSaved = (file: string) => {
    const absolute = path.join(root, file);
    return existsSync(absolute) ? readFileSync(absolute) : undefined;
  };

  function reviewFor(id: number, name: string, role: Role): StoredReview {
    const review = store.get(id);
    if (!review) throw new HttpError(404, 'There is no such review.');
    if (!mayAct(role, 'editor') && review.askedBy !== name)
      throw new HttpError(403, 'Only editors and the owner see the reviews of others.');
    return review;
  }

  function mail(to: string | undefined, message: { subject: string; text: string }) {
    if (to && notices) notices.send(to, message.subject, message.text);
  }
  const emailOf = (name: string) => accounts.people().find((person) => person.name === name)?.email;

  /** The page's HTML before or after, every other waiting change as visitors see it now. */
  async function draw(review: StoredReview, key: string, side: 'before' | 'after'): Promise<string> {
    const page = pagesOf(review.changes).find((each) => each.key === key);
    if (!page?.[side]) throw new HttpError(404, 'This review has no such page.');
    const drafts: Record<string, string> = {};
    const put = (file: string, text: string | undefined) => {
      if (text !== undefined) drafts[file] = text;
    };
    // The page first: the check draws the first draft's page.
    put(key, store.text(review, key, side));
    for (const file of review.files) if (file.text) put(file.path, store.text(review, file.path, side));
    for (const group of await publisher.changes())
      for (const file of group.files)
        if (!(file in drafts) && /\.ya?ml$/.test(file)) put(file, (await readPublished(file))?.toString('utf8'));
    const result = await checker.check(root, drafts, { preview: true });
    if (result.preview?.html) return result.preview.html;
    const problem = result.errors[0]?.message ?? 'the check found a mistake';
    return `<!doctype html><html lang="en"><title>Not drawn</title><p>This page could not be drawn: ${escapeHtml(problem)}</p></html>`;
  }

  const { list, review, ask, approve, sendBack } = reviewEndpoints;
  const reads = { access: 'editor', bodyLimit: 0 } as const;
  const asks = { access: 'editor', bodyLimit: smallJsonLimitBytes } as const;
  /** Approving publishes, as publishing does: an editor's or the owner's, never a writer's. */
  const decides = { access: 'editor', role: 'editor', bodyLimit: smallJsonLimitBytes } as const;

  return [
    endpointRoute(list, reads, ({ editor, role, answer }) => {
      const all = store.all();
      const reviewer = mayAct(role, 'editor');
      const shown = reviewer ? all : all.filter((each) => each.askedBy === editor);
      answer({
        reviews: shown.map(summary),
        waiting: reviewer ? all.filter((each) => each.state === 'waiting').length : 0,
      });
    }),
    endpointRoute(review, reads, ({ editor, role, facts, answer }) => {
      const found = reviewFor(idInQuery(facts.url), editor, role);
      const detail: ReviewDetail = { ...summary(found), changes: found.changes, pages: pagesOf(found.changes) };
      answer(detail);
    }),
    endpointRoute(ask, asks, async (context) => {
      const body = await context.json();
      const words = note(body, false);
      const groups = await publisher.changes();
      if (groups.length === 0)
        throw new HttpError(409, 'There is nothing to review: visitors already see everything that was saved.');
      const leaveOut = leaveOutKeys(body.leaveOut);
      filesLeftOut(groups, leaveOut);
      const changes = groups.filter((group) => !leaveOut.includes(group.key));
      const files = [];
      for (const file of changes.flatMap((group) => group.files))
        files.push({ path: file, saved: readSaved(file), published: await readPublished(file) });
      const earlier = store.all().filter((each) => each.askedBy === context.editor && each.state === 'waiting');
      const asked = store.add({ askedBy: context.editor, note: words, changes, files });
      // One review a person waits for: asking again (with more changes, say) replaces the one asked before.
      for (const each of earlier)
        store.decide(each.id, {
          state: 'sentBack',
          decidedBy: context.editor,
          answer: `Replaced by review ${asked.id}, asked for later.`,
        });
      const link = reviewLink(context, asked.id);
      const reviewers = accounts.people().filter((person) => mayAct(person.role, 'editor') && person.email);
      for (const person of reviewers) if (person.name !== context.editor) mail(person.email, askedMail(asked, link));
      log(`Review: ${context.editor} asked for review ${asked.id} (${asked.groups.length} changes).`);
      context.answer({
        review: summary(asked),
        message: notices
          ? `Asked for review: ${reviewers.length === 0 ? 'no editor has an e-mail address, so none was told; they see it when they open the editor' : 'the editors are told by e-mail'}.`
          : 'Asked for review: the editors see it when they open the editor.',
      });
    }),
    endpointRoute(approve, decides, async (context) => {
      const found = reviewFor(idInBody(await context.json()), context.editor, context.role);
      if (found.state !== 'waiting')
        throw new HttpError(
          409,
          found.state === 'published' ? 'This review is published already.' : 'This review was sent back.',
        );
      const names = found.groups.map((group) => group.name).join(', ');
      const description = `Reviewed: ${names}`.slice(0, maxDescription);
      const entry = await publisher.publish(
        context.editor,
        description,
        [],
        reviewedPublish(root, found, context.editor),
      );
      const decided = store.decide(found.id, { state: 'published', decidedBy: context.editor, publishId: entry.id });
      mail(emailOf(found.askedBy), publishedMail(decided, `${editorOrigin(context)}/edit`));
      context.answer({
        published: entry,
        message: `Published what ${found.askedBy} wrote: ${names}.${entry.leftOut ? ` Not published, still saved: ${entry.leftOut.join(', ')}.` : ''}`,
      });
    }),
    endpointRoute(sendBack, decides, async (context) => {
      const body = await context.json();
      const found = reviewFor(idInBody(body), context.editor, context.role);
      const words = note(body, true);
      if (found.state !== 'waiting') throw new HttpError(409, 'This review is decided already.');
      const decided = store.decide(found.id, { state: 'sentBack', decidedBy: context.editor, answer: words });
      mail(emailOf(found.askedBy), sentBackMail(decided, `${editorOrigin(context)}/edit`));
      context.answer({ review: summary(decided), message: `Sent back to ${found.askedBy} with your note.` });
    }),
    {
      method: 'GET',
      path: reviewPagePath,
      access: 'editor',
      role: 'editor',
      bodyLimit: 0,
      async handle({ editor, role, facts, response }) {
        const found = reviewFor(idInQuery(facts.url), editor, role);
        const key = facts.url.searchParams.get('key') ?? '';
        const side = facts.url.searchParams.get('side') === 'before' ? 'before' : 'after';
        const cacheKey = `${found.id}\n${key}\n${side}`;
        let html = drawn.get(cacheKey);
        if (html === undefined) {
          html = await draw(found, key, side);
          if (drawn.size >= drawnKept) drawn.delete(drawn.keys().next().value!);
          drawn.set(cacheKey, html);
        }
        // A picture of the page: its styles and pictures, never a script, shown only in the editor's own frame.
        response.setHeader(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
            "base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
        );
        response.setHeader('X-Frame-Options', 'SAMEORIGIN');
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(html);
      },
    },
  ];
}
