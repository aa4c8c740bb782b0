/**
 * Every route of the editor's API under /edit/api/, as both sides see it: its method, its path, and (as types only)
 * the query it reads, the JSON body it takes and the JSON it answers. The browser calls these
 * (src/editor/api.ts, publish/publishApi.ts, inbox/inboxApi.ts) and the server's route table answers them
 * (src/server/editor/, inbox/, publish/): a route renamed or an answer reshaped on one side fails to typecheck on
 * the other.
 */
import type { SchemaFiles } from '../schemaPlaces/schemaAtPlace.ts';
import type {
  CheckAnswer,
  ContentFile,
  EntryDeletion,
  EntryListingsAnswer,
  EntryPicture,
  NewEntry,
  NewPage,
  PageMoved,
  PageDeletion,
  PageLinks,
  RedirectAdded,
  SaveAnswer,
  Session,
  StoredPhoto,
} from './editing.ts';
import type { MissedAddresses } from './missedAddresses.ts';
import type { NewPreviewLink, PreviewLinkMade, PreviewLinkSummary } from './previewLinks.ts';
import type { InvitationOffer, LinkMade, People, ResetOffer } from './people.ts';
import type { GroupsAndFiles, Published, PublishEntry, PublishStatus, UndoPreview } from './publishing.ts';
import type { ReviewAnswer, ReviewDetail, ReviewList } from './review.ts';
import type { InboxCounts, RequestDetail, RequestPage, RequestStatus } from './requestStatuses.ts';
import type { Role } from './roles.ts';
import type { SiteOutline } from './siteOutline.ts';

/** Where the editor's API lives; each endpoint's path is below it. */
export const editorApiPrefix = '/edit/api/';

/** A query's parameters by name; one left undefined is not sent. */
export type QueryParameters = Record<string, string | number | undefined>;

export interface Endpoint<Query extends QueryParameters | undefined, Body, Answer> {
  method: 'GET' | 'POST';
  /** Below /edit/api/ ("inbox/requests"). */
  path: string;
  /** Never set: it carries the query's, the body's and the answer's types to the client and the server. */
  readonly types?: { query: Query; body: Body; answer: Answer };
}

/** Any endpoint, whatever it takes and answers (for code that handles them all alike). */
// biome-ignore lint/suspicious/noExplicitAny: each endpoint's own types are checked where it is called or answered
export type AnyEndpoint = Endpoint<any, any, any>;
export type QueryOf<E> = E extends Endpoint<infer Query, unknown, unknown> ? Query : never;
export type BodyOf<E> = E extends Endpoint<QueryParameters | undefined, infer Body, unknown> ? Body : never;
export type AnswerOf<E> = E extends Endpoint<QueryParameters | undefined, unknown, infer Answer> ? Answer : never;

const get = <Answer, Query extends QueryParameters | undefined = undefined>(
  path: string,
): Endpoint<Query, undefined, Answer> => ({ method: 'GET', path });
const post = <Body, Answer, Query extends QueryParameters | undefined = undefined>(
  path: string,
): Endpoint<Query, Body, Answer> => ({ method: 'POST', path });

/** The inbox's filter as a query: `list` only for spam, the rest only when given (inbox/inboxApi.ts). */
export interface FilterQuery extends QueryParameters {
  list?: 'spam';
  search?: string;
  status?: string;
  from?: string;
  to?: string;
}

export const signInEndpoints = {
  signIn: post<{ name: string; password: string }, Session>('sign-in'),
  /** Answers 204, no body. */
  signOut: post<undefined, undefined>('sign-out'),
  session: get<Session>('session'),
};

export const contentEndpoints = {
  schema: get<{ files: SchemaFiles }>('schema'),
  pages: get<SiteOutline>('pages'),
  file: get<ContentFile, { path: string }>('file'),
  check: post<{ path: string; text: string }, CheckAnswer>('check'),
  /** `base`: the text the editor opened; 409 when the file changed since, 422 with the mistakes. */
  save: post<{ path: string; text: string; base?: string }, SaveAnswer>('save'),
  newPage: post<{ route: string; menu?: { group: string; label: string } }, NewPage>('new-page'),
  /**
   * `path`: a page (pages/services/maintenance.yaml); `route`: its new address; `base`: the text the editor opened.
   * 400 in words when the address cannot be the page's, 409 when the file changed since, 422 with the mistakes.
   */
  movePage: post<{ path: string; route: string; base?: string }, PageMoved>('move-page'),
  /**
   * `date`: the office's today (YYYY-MM-DD), which the server's clock may not share; `image`: its main picture, a
   * photo added through `photos` with what it shows. 400 in words when it exists or the picture is not the site's.
   */
  newEntry: post<{ collection: string; title: string; date?: string; image?: EntryPicture }, NewEntry>('new-entry'),
  /** `path`: an entry (collections/news/spring.yaml). The pages that list it, told before it is deleted. */
  entryListings: get<EntryListingsAnswer, { path: string }>('entry-listings'),
  /**
   * `base`: the text the editor opened; 409 when the file changed since, 422 with what its deletion would break.
   * `redirectTo`: a page its visitors are sent to from then on (a redirect from its address in site.yaml).
   */
  deleteEntry: post<{ path: string; base?: string; redirectTo?: string }, EntryDeletion>('delete-entry'),
  /** `route`: a page's address. The links to it in the site's files, counted before it is deleted. */
  pageLinks: get<PageLinks, { route: string }>('page-links'),
  /**
   * `path`: a page under pages/, never the home page or the not-found page (400). Its visitors are sent to
   * `redirectTo`; with `repointLinks` the site's links to it lead there too. 409 when it changed since `base`, 422
   * with what its deletion would break.
   */
  deletePage: post<{ path: string; base?: string; redirectTo: string; repointLinks: boolean }, PageDeletion>(
    'delete-page',
  ),
  /** Visitors of `from` (an address the site has no page at) sent to `to`; 422 in the check's words. */
  addRedirect: post<{ from: string; to: string }, RedirectAdded>('add-redirect'),
  /** The body is the image itself, not JSON. */
  photos: post<undefined, StoredPhoto, { name: string }>('photos'),
};

export const inboxEndpoints = {
  requests: get<RequestPage, FilterQuery & { offset?: number }>('inbox/requests'),
  counts: get<InboxCounts>('inbox/counts'),
  request: get<RequestDetail, { id: string }>('inbox/request'),
  /** Answers CSV, not JSON: the browser downloads it by its address. */
  exportCsv: get<string, FilterQuery>('inbox/export.csv'),
  status: post<{ id: string; status: RequestStatus; note: string }, RequestDetail>('inbox/status'),
  notSpam: post<{ id: string }, RequestDetail>('inbox/not-spam'),
  remove: post<{ id: string }, { deleted: string }>('inbox/delete'),
};

export const publishEndpoints = {
  status: get<PublishStatus>('publish'),
  publish: post<{ description: string; leaveOut: string[] }, Published>('publish'),
  history: get<{ entries: PublishEntry[] }>('history'),
  changesOf: get<GroupsAndFiles, { id: number }>('history/changes'),
  undoPreview: get<UndoPreview, { id: number; group?: string }>('history/undo'),
  undo: post<{ id: number; group?: string }, Published>('undo'),
};

export const missedAddressEndpoints = {
  /** The site's addresses visitors missed (the not-found page answered them). */
  list: get<MissedAddresses>('missed-addresses'),
};

export const reviewEndpoints = {
  /** For an editor or the owner, the reviews open and recently decided; for a writer, their own. */
  list: get<ReviewList>('reviews'),
  /** One review with its pages and diffs: an editor's or the owner's, or the writer's own. */
  review: get<ReviewDetail, { id: number }>('review'),
  /** Anyone signed in: the changes waiting but the groups left out, for an editor to review. */
  ask: post<{ note: string; leaveOut: string[] }, ReviewAnswer>('review/ask'),
  /** An editor or the owner: publishes exactly what was reviewed; 409 when a reviewed file changed since. */
  approve: post<{ id: number }, Published>('review/approve'),
  /** An editor or the owner: back to the writer with a note. */
  sendBack: post<{ id: number; note: string }, ReviewAnswer>('review/send-back'),
};

/** An endpoint's address with its query: parameters left undefined are not sent. */
export function endpointAddress(endpoint: AnyEndpoint, query?: QueryParameters): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) parameters.set(name, String(value));
  const search = parameters.toString();
  return `${editorApiPrefix}${endpoint.path}${search ? `?${search}` : ''}`;
}

/**
 * The people who may edit (owner only), and the pages a one-time link opens (anyone holding the link). The refusals
 * of accept-invitation and new-password say which field they concern by their status: 409 the name, 422 the
 * password, 404 the link itself (unknown, used or expired).
 */
export const peopleEndpoints = {
  people: get<People>('people'),
  invite: post<{ email: string; role: Role }, LinkMade>('invite'),
  changeRole: post<{ name: string; role: Role }, { name: string; role: Role }>('change-role'),
  removePerson: post<{ name: string }, { removed: string }>('remove-person'),
  resetLink: post<{ name: string }, LinkMade>('reset-link'),
  cancelInvitation: post<{ id: string }, { cancelled: string }>('cancel-invitation'),
  /** Ends every session of the person asking, this one included; answers 204. */
  signOutEverywhere: post<undefined, undefined>('sign-out-everywhere'),
  invitation: get<InvitationOffer, { token: string }>('invitation'),
  acceptInvitation: post<{ token: string; name: string; password: string }, Session>('accept-invitation'),
  resetOffer: get<ResetOffer, { token: string }>('reset-offer'),
  newPassword: post<{ token: string; password: string }, Session>('new-password'),
};

/**
 * Preview links (src/server/previewLinks/): `make` answers the link's address, told this once only; `list` every open
 * link without its secret; `revoke` closes one at once (404 when it is not open).
 */
export const previewLinkEndpoints = {
  list: get<{ links: PreviewLinkSummary[] }>('preview-links'),
  make: post<NewPreviewLink, PreviewLinkMade>('preview-links'),
  revoke: post<{ id: string }, { revoked: string }>('preview-links/revoke'),
};
