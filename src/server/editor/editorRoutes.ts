/**
 * Everything under /edit: the editor's pages and files, and its API (/edit/api/…), as routes of the server's one
 * table (app.ts puts them in it; the development server runs them alone through `handle`), with the door that says
 * who may use them.
 *
 * In production /edit exists only once an editor account exists (`npm run editors -- add NAME`); every API route
 * says who may call it (a signed-in editor, 401 without, except sign-in itself), and every POST must come from the
 * editor's own page (403 otherwise). The development server (`npm run dev`) runs the same routes without sign-in:
 * the person at the keyboard owns the files, and only they may use it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { contentFilesIn } from '../../content/projectFiles.ts';
import { createDispatcher, type Dispatch, type EditorDoor } from '../http/dispatcher.ts';
import { HttpError } from '../http/httpError.ts';
import { isLoopback } from '../http/loopback.ts';
import type { Route, WriteGate } from '../http/routeTable.ts';
import type { InboxQueries } from '../inbox/inboxQueries.ts';
import { inboxOfDataDir } from '../inbox/inboxOfDataDir.ts';
import { inboxRoutes } from '../inbox/inboxRoutes.ts';
import { requestPhotoRoutes } from '../inbox/requestPhotoRoutes.ts';
import { openAccountLinks } from './accountLinks.ts';
import { createEditorMail, type EditorMailOptions } from '../mail/editorMail.ts';
import { maxPendingLinks } from './accountLinks.ts';
import { openAccountStore, type AccountStore } from './accounts.ts';
import { contentRoutes } from './contentRoutes.ts';
import {
  createDraftChecker,
  defaultDraftCheckLimits,
  type DraftChecker,
  type PreviewRenderer,
} from './draftChecker.ts';
import { imageFilePath } from './editableFiles.ts';
import { assetTypes, imageTypes, serveFile } from './editorFiles.ts';
import {
  builtPreviewRenderer,
  editorHtml,
  editorPolicy,
  readEditorAssets,
  type EditorAssets,
  type EditorEntry,
} from './editorPage.ts';
import { linkRoutes } from './linkRoutes.ts';
import { newPasswordPath, peopleRoutes, welcomePath } from './peopleRoutes.ts';
import { createSessionStore, sessionToken, type SessionStore } from './sessions.ts';
import { signInRoutes } from './signInRoutes.ts';
import { siteColoursRoute } from './siteColours.ts';
import { createSignInThrottle } from './signInThrottle.ts';

export interface EditorOptions {
  /** The folder with site.yaml, pages/ and public/. Default: the project. */
  contentRoot: string;
  /** Where editors.json (the accounts) lives. */
  dataDir: string;
  /** The built site; the editor's files are in its .editor/ folder. */
  distDir: string;
  /** false only for the development server. */
  signIn: boolean;
  log: (message: string) => void;
  /** The development server's own pages (its HTML goes through Vite). */
  developmentHtml?: (entry: EditorEntry) => Promise<string>;
  /** Whether the server e-mails requests (SMTP_URL is set); the inbox explains a request not e-mailed without it. */
  mailOn?: boolean;
  /** Wakes the mail worker when the inbox puts an e-mail in the outbox ("Not spam"). */
  wakeMail?: () => void;
  /** Whether the server forwards requests (FORWARD_URL is set): the inbox then says of each whether it was. */
  forwardingOn?: boolean;
  /** More API routes (publishing, src/server/publish/). */
  moreRoutes?: Route[];
  /** The inbox's queries on the server's quote store; by default the data folder's database, opened once it exists. */
  inbox?: () => InboxQueries | undefined;
  /** Whether those routes publish: the editor offers Publish and History only then. */
  publishing?: boolean;
  /** The publisher's gate: the routes that write content wait for a publish, and a publish for them. */
  writeGate?: WriteGate;
  /** Review before publishing (src/server/review/): its routes, drawing pages with the editor's own checker. */
  reviews?: (parts: { checker: DraftChecker; accounts: AccountStore }) => Route[];
  /** Instead of the draft checker's own thread (tests give it other limits). */
  checker?: DraftChecker;
  /** What draws the preview's HTML; by default the renderer `npm run build` wrote into distDir. */
  previewRenderer?: PreviewRenderer;
  now?: () => number;
  /** How invitations and new-password links are e-mailed (the office's SMTP transport); none: the owner copies them. */
  accountMail?: EditorMailOptions;
}

export interface Editor {
  /** Every route under /edit, for the server's route table. */
  routes: Route[];
  /** Who may use those routes (http/dispatcher.ts). */
  door: EditorDoor;
  /** Answers a request under /edit and resolves true; resolves false for any other (the development server's way in). */
  handle: Dispatch;
  accounts: AccountStore;
  sessions: SessionStore;
  /** Stops the process that checks drafts. */
  close(): Promise<void>;
}

const developerName = 'developer';
const pageAccess = { access: 'anyone', bodyLimit: 0 } as const;
const signedInPage = { access: 'editor', bodyLimit: 0 } as const;
const nothingHere = () => {
  throw new HttpError(404, 'There is nothing at this address.');
};

export function createEditor(options: EditorOptions): Editor {
  const { contentRoot, log } = options;
  const accounts = openAccountStore(options.dataDir);
  const sessions = createSessionStore(options.now);
  const links = openAccountLinks(options.dataDir, options.now);
  const builtRenderer = builtPreviewRenderer(options.distDir);
  const checker =
    options.checker ??
    createDraftChecker(
      log,
      defaultDraftCheckLimits,
      options.previewRenderer ?? (builtRenderer ? { file: builtRenderer } : undefined),
    );
  // Loading the checker takes its process a few seconds: it starts with the production server when someone can edit,
  // so that the first save or preview does not wait for it (and, if need be, when the editor opens: contentRoutes.ts).
  if (options.signIn && accounts.any()) checker.warm();
  const publicDir = contentFilesIn(contentRoot).publicDir;
  let assets: EditorAssets | undefined;
  const builtAssets = () => (assets ??= readEditorAssets(options.distDir));
  const ownInbox = options.inbox ? undefined : inboxOfDataDir(options.dataDir);

  const door: EditorDoor = {
    opens(request) {
      // Without an account there is no editor at all: the site answers as for any unknown address.
      if (options.signIn) return accounts.any();
      // Without sign-in (the development server) only the person at this computer may edit, even with --host.
      if (!isLoopback(request.socket.remoteAddress))
        throw new HttpError(403, 'Without sign-in the editor answers this computer only.');
      return true;
    },
    signedIn(request, facts) {
      // The person at the keyboard of the development server owns the files.
      if (!options.signIn) return { name: developerName, role: 'owner' };
      const session = sessions.touch(sessionToken(request, facts.https));
      // A removed account, or one given a new password since, signs in again.
      const passwordSet = session && accounts.passwordSetAt(session.name);
      const role = session && accounts.roleOf(session.name);
      if (!session || passwordSet === undefined || passwordSet > session.started || !role)
        throw new HttpError(401, 'Sign in to edit the site.');
      return { name: session.name, role };
    },
  };

  async function page(entry: EditorEntry, response: ServerResponse) {
    let html: string;
    if (options.developmentHtml) html = await options.developmentHtml(entry);
    else {
      const built = builtAssets();
      if (!built) throw new HttpError(503, 'The editor is not built: run npm run build.');
      const nonce = entry === 'editor' ? randomBytes(16).toString('base64') : undefined;
      html = editorHtml(entry, built.tags(entry), nonce);
      response.setHeader('Content-Security-Policy', editorPolicy(entry, nonce));
    }
    // The preview is shown in a frame of the editor; nothing else may frame either page.
    response.setHeader('X-Frame-Options', entry === 'preview' ? 'SAMEORIGIN' : 'DENY');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  }

  const editorPage = (path: string): Route => ({
    method: 'GET',
    path,
    ...pageAccess,
    handle: ({ response }) => page('editor', response),
  });

  const assetRoute: Route = {
    method: 'GET',
    path: '/edit/assets/*',
    ...pageAccess,
    handle({ response, facts }) {
      const file = builtAssets()?.file(facts.pathname.slice('/edit/assets/'.length));
      if (!file) throw new HttpError(404, 'There is nothing at this address.');
      return serveFile(
        response,
        file,
        assetTypes[path.extname(file)] ?? 'application/octet-stream',
        'public, max-age=31536000, immutable',
      );
    },
  };

  const routes: Route[] = [
    ...signInRoutes({
      accounts,
      sessions,
      throttle: createSignInThrottle(options.now),
      signIn: options.signIn,
      publishing: options.publishing ?? false,
      log,
    }),
    ...peopleRoutes({
      accounts,
      sessions,
      links,
      mail:
        options.accountMail &&
        createEditorMail({
          log,
          ...options.accountMail,
          logPrefix: 'Editor',
          messageTag: 'editor-link',
          // The links' own bound: no more e-mails wait than links may.
          maxWaiting: maxPendingLinks,
        }),
      dataDir: options.dataDir,
      companyName: () => options.accountMail?.company.name ?? 'the company',
      log,
    }),
    ...linkRoutes({
      accounts,
      sessions,
      links,
      throttle: createSignInThrottle(options.now),
      publishing: options.publishing ?? false,
      log,
    }),
    ...contentRoutes({ contentRoot, publicDir, dataDir: options.dataDir, checker, writeGate: options.writeGate, log }),
    // The office's inbox of quote requests (/edit/requests), on the quote database in the same data folder.
    ...inboxRoutes({
      inbox: options.inbox ?? (() => ownInbox?.inbox()),
      contentRoot,
      mailOn: options.mailOn ?? false,
      wakeMail: options.wakeMail,
      forwardingOn: options.forwardingOn ?? false,
      dataDir: options.dataDir,
      log,
    }),
    ...requestPhotoRoutes({ inbox: options.inbox ?? (() => ownInbox?.inbox()) }),
    ...(options.moreRoutes ?? []),
    ...(options.reviews?.({ checker, accounts }) ?? []),
    editorPage('/edit/review'),
    { method: 'ANY', path: '/edit/api/*', ...pageAccess, handle: nothingHere },
    siteColoursRoute(contentRoot),
    editorPage('/edit'),
    editorPage('/edit/'),
    editorPage('/edit/requests'),
    // The pages a one-time link opens: a new person chooses a name and password, or a person a new password.
    editorPage(welcomePath),
    editorPage(newPasswordPath),
    { method: 'GET', path: '/edit/preview', ...signedInPage, handle: ({ response }) => page('preview', response) },
    // The development server's pages load their code through Vite, not from /edit/assets/.
    ...(options.developmentHtml ? [] : [assetRoute]),
    {
      method: 'GET',
      path: '/edit/media/*',
      ...signedInPage,
      handle({ response, facts }) {
        const file = imageFilePath(publicDir, facts.pathname.slice('/edit/media/'.length));
        if (!existsSync(file)) throw new HttpError(404, 'There is no such picture.');
        return serveFile(
          response,
          file,
          imageTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'no-cache',
        );
      },
    },
    { method: 'GET', path: '/edit/*', ...pageAccess, handle: nothingHere },
  ];

  return {
    routes,
    door,
    handle: createDispatcher({ routes, editorDoor: door, log }),
    accounts,
    sessions,
    close: async () => {
      ownInbox?.close();
      await checker.close();
    },
  };
}
