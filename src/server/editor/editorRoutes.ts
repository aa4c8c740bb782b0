/**
 * Everything under /edit: the editor's pages and files, and its API (/edit/api/…). The production server hands
 * every request to `handle` first; it answers the ones under /edit and leaves the rest to the site.
 *
 * In production /edit exists only once an editor account exists (`npm run editors -- add NAME`); every API route
 * says who may call it (a signed-in editor, 401 without, except sign-in itself), and every POST must come from the
 * editor's own page (403 otherwise). The development server (`npm run dev`) runs the same routes without sign-in:
 * the person at the keyboard owns the files, and only they may use it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentFilesIn } from '../../content/projectFiles.ts';
import { sendError, sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import { isLoopback } from '../http/loopback.ts';
import type { RequestFacts } from '../http/requestFacts.ts';
import { routeFor, type WriteGate } from '../http/routeTable.ts';
import { inboxRoutes } from '../inbox/inboxRoutes.ts';
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
import type { EditorRequest, EditorRoute } from './editorRequest.ts';
import { isSameOrigin } from './sameOrigin.ts';
import { createSessionStore, sessionToken, type SessionStore } from './sessions.ts';
import { signInRoutes } from './signInRoutes.ts';
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
  /** More API routes (publishing, src/server/publish/). */
  moreRoutes?: EditorRoute[];
  /** Whether those routes publish: the editor offers Publish and History only then. */
  publishing?: boolean;
  /** The publisher's gate: the routes that write content wait for a publish, and a publish for them. */
  writeGate?: WriteGate;
  /** Instead of the draft checker's own thread (tests give it other limits). */
  checker?: DraftChecker;
  /** What draws the preview's HTML; by default the renderer `npm run build` wrote into distDir. */
  previewRenderer?: PreviewRenderer;
  now?: () => number;
}

export interface Editor {
  /** Answers a request under /edit and resolves true; resolves false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Promise<boolean>;
  accounts: AccountStore;
  sessions: SessionStore;
  /** Stops the thread that checks drafts. */
  close(): Promise<void>;
}

const developerName = 'developer';

export function createEditor(options: EditorOptions): Editor {
  const { contentRoot, log } = options;
  const accounts = openAccountStore(options.dataDir);
  const sessions = createSessionStore(options.now);
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

  const api: EditorRoute[] = [
    ...signInRoutes({
      accounts,
      sessions,
      throttle: createSignInThrottle(options.now),
      signIn: options.signIn,
      publishing: options.publishing ?? false,
      log,
    }),
    ...contentRoutes({ contentRoot, publicDir, dataDir: options.dataDir, checker, writeGate: options.writeGate, log }),
    // The office's inbox of quote requests (/edit/requests), on the quote database in the same data folder.
    ...inboxRoutes({
      dataDir: options.dataDir,
      contentRoot,
      mailOn: options.mailOn ?? false,
      wakeMail: options.wakeMail,
      log,
    }),
    ...(options.moreRoutes ?? []),
  ];

  /** The editor's name for this request, or a 401. */
  function signedIn(request: IncomingMessage, facts: RequestFacts): string {
    if (!options.signIn) return developerName;
    const session = sessions.touch(sessionToken(request, facts.https));
    // A removed account, or one given a new password since, signs in again.
    const passwordSet = session && accounts.passwordSetAt(session.name);
    if (!session || passwordSet === undefined || passwordSet > session.started)
      throw new HttpError(401, 'Sign in to edit the site.');
    return session.name;
  }

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

  async function answerApi(request: IncomingMessage, response: ServerResponse, facts: RequestFacts, path: string) {
    const route = routeFor(api, request.method ?? 'GET', path);
    if (route.method === 'POST' && !isSameOrigin(request, facts.https))
      throw new HttpError(403, 'Changes are accepted only from the editor page of this site.');
    const editor = route.access === 'anyone' ? '' : signedIn(request, facts);
    const context: EditorRequest = { request, response, facts, editor };
    await route.handle(context);
  }

  async function answer(request: IncomingMessage, response: ServerResponse, facts: RequestFacts) {
    const { pathname } = facts;
    if (pathname.startsWith('/edit/api/'))
      return answerApi(request, response, facts, pathname.slice('/edit/api/'.length));
    if (request.method !== 'GET' && request.method !== 'HEAD')
      throw new HttpError(405, 'This method is not used here.', { Allow: 'GET' });
    if (pathname === '/edit' || pathname === '/edit/' || pathname === '/edit/requests') return page('editor', response);
    if (pathname === '/edit/preview') {
      signedIn(request, facts);
      return page('preview', response);
    }
    if (pathname.startsWith('/edit/assets/') && !options.developmentHtml) {
      const file = builtAssets()?.file(pathname.slice('/edit/assets/'.length));
      if (!file) throw new HttpError(404, 'There is nothing at this address.');
      return serveFile(
        response,
        file,
        assetTypes[path.extname(file)] ?? 'application/octet-stream',
        'public, max-age=31536000, immutable',
      );
    }
    if (pathname.startsWith('/edit/media/')) {
      signedIn(request, facts);
      const file = imageFilePath(publicDir, pathname.slice('/edit/media/'.length));
      if (!existsSync(file)) throw new HttpError(404, 'There is no such picture.');
      return serveFile(
        response,
        file,
        imageTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'no-cache',
      );
    }
    throw new HttpError(404, 'There is nothing at this address.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse, facts: RequestFacts): Promise<boolean> {
    const { pathname } = facts;
    if (pathname !== '/edit' && !pathname.startsWith('/edit/')) return false;
    // Without an account there is no editor at all: the site answers as for any unknown address.
    if (options.signIn && !accounts.any()) {
      if (request.method === 'GET' || request.method === 'HEAD') return false;
      sendJson(response, 404, { error: 'There is nothing at this address.' });
      return true;
    }
    try {
      // Without sign-in (the development server) only the person at this computer may edit, even with --host.
      if (!options.signIn && !isLoopback(request.socket.remoteAddress))
        throw new HttpError(403, 'Without sign-in the editor answers this computer only.');
      await answer(request, response, facts);
    } catch (error) {
      sendError(request, response, error, { json: true, log });
    }
    return true;
  }

  return { handle, accounts, sessions, close: () => checker.close() };
}
