/**
 * The inbox's API under /edit/api/inbox/ (every route needs a signed-in editor, 401 without, and a POST must come
 * from the editor's own page, 403 otherwise; the dispatcher, http/dispatcher.ts, checks both before a route runs):
 *
 *   GET  inbox/requests?list=inbox|spam&search=&status=&from=&to=&offset=   a page of requests, newest first
 *                                      (offset: a whole number, 400 otherwise)
 *   GET  inbox/counts                  how many are New, how many in spam (the editor's header)
 *   GET  inbox/request?id=             one request in full: raw submission, source, e-mail, history
 *   GET  inbox/export.csv?…            the list as filtered, as CSV with the columns of `npm run leads` (UTF-8 BOM)
 *   POST inbox/status   {id, status, note}   a new status and note, kept in the history with who and when
 *   POST inbox/not-spam {id}                 to the inbox; its e-mail is sent now
 *   POST inbox/delete   {id}                 deletes the request (a visitor asked to be forgotten)
 */
import path from 'node:path';
import { inboxEndpoints } from '../../editorApi/endpoints.ts';
import {
  isRequestStatus,
  officeMailState,
  type RequestDetail,
  type RequestFilter,
  type StatusDefinition,
} from '../../editorApi/requestStatuses.ts';
import { readCompanyFacts } from '../mail/companyFacts.ts';
import { leadsCsv } from '../quotes/leadsExport.ts';
import { spreadsheetWordsOf } from '../quotes/officeRecords.ts';
import { HttpError } from '../http/httpError.ts';
import type { Route } from '../http/routeTable.ts';
import { endpointRoute, smallJsonLimitBytes, wholeNumberParameter } from '../editor/editorRequest.ts';
import type { InboxQueries } from './inboxQueries.ts';
import { readInboxSettings, readInboxStatuses } from './inboxStatuses.ts';

export interface InboxOptions {
  /** The queries on the quote database (the server's store); undefined while there is none, an empty inbox. */
  inbox: () => InboxQueries | undefined;
  /** The folder of site.yaml (the company's e-mail domain names the Message-ID of a request let through). */
  contentRoot: string;
  /** Whether the server e-mails requests at all (SMTP_URL set): without it, each request says why it was not sent. */
  mailOn: boolean;
  /** Wakes the mail worker, so that an e-mail put in the outbox goes out at once rather than at its next look. */
  wakeMail?: () => void;
  /** The data folder: its key signs the spreadsheet's links to photos (quotes/photoLinks.ts). */
  dataDir: string;
  /** Whether the server forwards requests (FORWARD_URL): only then does a request say whether it was forwarded. */
  forwardingOn?: boolean;
  log: (message: string) => void;
}

const maxNoteLength = 2000;

/** An instant from the query, or '' (a date the browser computed from the office's own day). */
function instant(value: string | null): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new HttpError(400, `"${value.slice(0, 40)}" is not a date.`);
  return new Date(time).toISOString();
}

export function filterFrom(url: URL, statuses: readonly StatusDefinition[]): RequestFilter {
  const status = url.searchParams.get('status') ?? '';
  if (status && !isRequestStatus(status, statuses))
    throw new HttpError(400, `There is no status "${status.slice(0, 40)}".`);
  return {
    list: url.searchParams.get('list') === 'spam' ? 'spam' : 'inbox',
    search: (url.searchParams.get('search') ?? '').slice(0, 200),
    status: status as RequestFilter['status'],
    from: instant(url.searchParams.get('from')),
    to: instant(url.searchParams.get('to')),
  };
}

const idOf = (body: Record<string, unknown>): string => {
  if (typeof body.id !== 'string' || !body.id) throw new HttpError(400, '"id" is missing.');
  return body.id;
};

const unknownRequest = () => new HttpError(404, 'There is no such request: it may have been deleted.');

const reads = { access: 'editor', bodyLimit: 0 } as const;
const changes = { access: 'editor', bodyLimit: smallJsonLimitBytes } as const;
const { requests, counts, request, exportCsv, status, notSpam, remove } = inboxEndpoints;

export function inboxRoutes(options: InboxOptions): Route[] {
  const { log } = options;
  // Every answer that holds a request says what became of its e-mail the same way, after a status change too.
  const withMailState = (detail: RequestDetail): RequestDetail => {
    const messages = inDatabase((inbox) => inbox.messages.statesOf(detail.id), {});
    return {
      ...detail,
      mailState: officeMailState(detail, options.mailOn),
      acknowledgement: messages.acknowledgement,
      forwarding: options.forwardingOn ? messages.forward : undefined,
    };
  };
  // Before the first request there is no database: the inbox is empty, and looking at it creates nothing.
  const inDatabase = <T>(work: (inbox: InboxQueries) => T, empty: T): T => {
    const inbox = options.inbox();
    return inbox ? work(inbox) : empty;
  };
  const noCounts = { new: 0, spam: 0 };
  // Read on each request, so a published change of site.yaml's statuses shows at once.
  const siteFile = () => path.join(options.contentRoot, 'site.yaml');
  const statuses = () => readInboxStatuses(siteFile());
  const emailDomain = () => {
    try {
      return readCompanyFacts(path.join(options.contentRoot, 'site.yaml')).email.split('@').pop() || 'localhost';
    } catch {
      return 'localhost';
    }
  };

  return [
    endpointRoute(requests, reads, ({ facts, answer }) => {
      const offset = wholeNumberParameter(facts.url, 'offset', 0);
      // One reading of site.yaml for both: the statuses filter the list, the title heads it.
      const { statuses: declared, title } = readInboxSettings(siteFile());
      const filter = filterFrom(facts.url, declared);
      const empty = { requests: [], statuses: [...declared], total: 0, counts: noCounts };
      answer({ ...inDatabase((inbox) => inbox.page(filter, offset, declared), empty), title });
    }),
    endpointRoute(counts, reads, ({ answer }) =>
      answer(inDatabase((inbox) => inbox.counts(statuses()[0].id), noCounts)),
    ),
    endpointRoute(request, reads, ({ facts, answer }) => {
      const detail = inDatabase((inbox) => inbox.detail(facts.url.searchParams.get('id') ?? ''), undefined);
      if (!detail) throw unknownRequest();
      answer(withMailState(detail));
    }),
    endpointRoute(exportCsv, reads, ({ response, facts }) => {
      const filter = filterFrom(facts.url, statuses());
      const csv = inDatabase(
        (inbox) =>
          leadsCsv(inbox.exportRows(filter), filter.list === 'spam', {
            ...spreadsheetWordsOf(siteFile(), options.dataDir),
            records: inbox.officeRecords,
          }),
        leadsCsv([], filter.list === 'spam'),
      );
      const day = new Date().toISOString().slice(0, 10);
      response.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filter.list === 'spam' ? 'spam' : 'requests'}-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
      // Excel reads a CSV file as UTF-8 only when it starts with a byte-order mark.
      response.end(`\ufeff${csv}`);
    }),
    endpointRoute(status, changes, async ({ json, editor, answer }) => {
      const body = await json();
      const id = idOf(body);
      if (!isRequestStatus(body.status, statuses())) throw new HttpError(400, 'Choose one of the statuses.');
      const note = typeof body.note === 'string' ? body.note.trim() : '';
      if (note.length > maxNoteLength)
        throw new HttpError(400, `The note is longer than ${maxNoteLength} characters: shorten it.`);
      const chosen = body.status as string;
      const detail = inDatabase((inbox) => inbox.changeStatus(id, chosen, note, editor), undefined);
      if (!detail) throw unknownRequest();
      answer(withMailState(detail));
    }),
    endpointRoute(notSpam, changes, async ({ json, editor, answer }) => {
      const id = idOf(await json());
      const result = inDatabase((inbox) => inbox.moveOutOfSpam(id, editor, emailDomain(), statuses()[0].id), {
        ok: false as const,
        reason: 'unknown' as const,
      });
      if (!result.ok) {
        if (result.reason === 'unknown') throw unknownRequest();
        throw new HttpError(409, 'This request is already in the inbox.');
      }
      log(`Inbox: ${editor} took quote request ${id} out of spam; its e-mail is sent now.`);
      options.wakeMail?.();
      answer(withMailState(result.request));
    }),
    endpointRoute(remove, changes, async ({ json, editor, answer }) => {
      const id = idOf(await json());
      if (!inDatabase((inbox) => inbox.delete(id), false)) throw unknownRequest();
      log(`Inbox: ${editor} deleted quote request ${id}.`);
      answer({ deleted: id });
    }),
  ];
}
