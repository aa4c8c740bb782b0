/**
 * Everything under /edit: the editor's pages and files, and its API (/edit/api/…). The production server hands
 * every request to `handle` first; it answers the ones under /edit and leaves the rest to the site.
 *
 * In production /edit exists only once an editor account exists (`npm run editors -- add NAME`); every API
 * answer needs a session (401 without), and every POST must come from the editor's own page (403 otherwise).
 * The development server (`npm run dev`) runs the same routes without sign-in: the person at the keyboard owns
 * the files.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentFilesIn } from '../../content/projectFiles.ts';
import { blockTypesInSchema, readSchema } from '../../content/schemas.ts';
import { openAccountStore, type AccountStore } from './accounts.ts';
import { checkWithDrafts } from './draftCheck.ts';
import { contentFilePath, imageFilePath, PathRefused, readContentFile, writeFileAtomically } from './editableFiles.ts';
import {
  forwardedAddress,
  forwardedHttps,
  HttpError,
  isLoopback,
  readBytes,
  readJson,
  sendJson,
  text,
} from './editorHttp.ts';
import { editorHtml, editorPolicy, readEditorAssets, type EditorAssets, type EditorEntry } from './editorPage.ts';
import { PageRefused } from './pageCreation.ts';
import { largestPhotoBytes, PhotoRefused, storePhoto } from './photos.ts';
import { isSameOrigin } from './sameOrigin.ts';
import {
  clearedSessionCookie,
  createSessionStore,
  sessionCookie,
  sessionToken,
  type SessionStore,
} from './sessions.ts';
import { createSignInThrottle, type SignInThrottle } from './signInThrottle.ts';
import { siteOutline } from './siteOutline.ts';
import { previewData } from './previewData.ts';
import { createSaveGuard } from '../publish/saveGuard.ts';
import { inboxRoutes } from '../inbox/inboxRoutes.ts';
import { assetTypes, imageTypes, serveFile } from './editorFiles.ts';
import { addPage } from './newPageRoute.ts';

export interface EditorOptions {
  /** The folder with site.yaml, pages/ and public/. Default: the project. */
  contentRoot: string;
  /** Where editors.json (the accounts) lives. */
  dataDir: string;
  /** The built site; the editor's files are in its .editor/ folder. */
  distDir: string;
  /** Believe X-Forwarded-Proto / X-Forwarded-For (behind our own proxy). */
  trustProxy: boolean;
  /** false only for the development server. */
  signIn: boolean;
  log: (message: string) => void;
  /**
   * The server's own answers to "did this request come over HTTPS?" and "from which address?", when it knows its
   * proxies better than `trustProxy` says (a list of their addresses).
   */
  requestIsHttps?: (request: IncomingMessage) => boolean;
  requestAddress?: (request: IncomingMessage) => string;
  /** The development server's own pages (its HTML goes through Vite). */
  developmentHtml?: (entry: EditorEntry) => Promise<string>;
  /** More API routes (publishing, src/server/publish/): asked after the session is checked; true when answered. */
  moreApi?: (route: string, request: IncomingMessage, response: ServerResponse, name: string) => Promise<boolean>;
  now?: () => number;
}

export interface Editor {
  /** Answers a request under /edit and resolves true; resolves false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean>;
  accounts: AccountStore;
  sessions: SessionStore;
}

const developerName = 'developer';

/** schema/ as it is, for the editor's help while typing (src/editor/schemaHelp.ts). */
function schemaFilesForHelp(): Record<string, unknown> {
  const names = [
    'common.schema.json',
    'site.schema.json',
    'page.schema.json',
    ...blockTypesInSchema().map((type) => `blocks/${type}.schema.json`),
  ];
  return Object.fromEntries(names.map((name) => [name, readSchema(name)]));
}

export function createEditor(options: EditorOptions): Editor {
  const { contentRoot, log } = options;
  const trustProxy = options.trustProxy;
  const isHttps = (request: IncomingMessage, trust: boolean) =>
    options.requestIsHttps?.(request) ?? forwardedHttps(request, trust);
  const clientAddress = (request: IncomingMessage, trust: boolean) =>
    options.requestAddress?.(request) ?? forwardedAddress(request, trust);
  const accounts = openAccountStore(options.dataDir);
  const saveGuard = createSaveGuard(options.dataDir);
  const sessions = createSessionStore(options.now);
  const throttle: SignInThrottle = createSignInThrottle(options.now);
  const publicDir = contentFilesIn(contentRoot).publicDir;
  let assets: EditorAssets | undefined;
  const builtAssets = () => (assets ??= readEditorAssets(options.distDir));
  // The office's inbox of quote requests (/edit/requests), on the quote database in the same data folder.
  const inbox = inboxRoutes({ dataDir: options.dataDir, contentRoot, log });

  /** The editor's name for this request, or a 401. */
  function signedIn(request: IncomingMessage): string {
    if (!options.signIn) return developerName;
    const session = sessions.touch(sessionToken(request, isHttps(request, trustProxy)));
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

  async function signIn(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const address = clientAddress(request, trustProxy);
    // Reserved before the password is checked: attempts sent all at once wait like attempts one after another.
    const wait = throttle.reserve(name, address);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(
        429,
        `Too many attempts: wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    let account: string | undefined;
    try {
      account = name && password ? await accounts.verify(name, password) : undefined;
    } finally {
      if (!account) throttle.failed(name, address);
    }
    if (!account) {
      log(`Editor: a sign-in as "${name.slice(0, 40)}" was refused.`);
      throw new HttpError(401, 'That name and password do not match an account.');
    }
    throttle.succeeded(name, address);
    const token = sessions.start(account);
    log(`Editor: ${account} signed in.`);
    sendJson(response, 200, { name: account }, { 'Set-Cookie': sessionCookie(token, isHttps(request, trustProxy)) });
  }

  async function api(request: IncomingMessage, response: ServerResponse, route: string, url: URL) {
    const method = request.method ?? 'GET';
    const posting = method === 'POST';
    if (method !== 'GET' && method !== 'HEAD' && !posting)
      throw new HttpError(405, 'This method is not used here.', { Allow: 'GET, POST' });
    if (posting && !isSameOrigin(request, isHttps(request, trustProxy))) {
      throw new HttpError(403, 'Changes are accepted only from the editor page of this site.');
    }
    if (route === 'sign-in' && posting) return signIn(request, response);
    const name = signedIn(request);
    if (options.moreApi && (await options.moreApi(route, request, response, name))) return;
    if (await inbox(route, request, response, name)) return;

    if (route === 'session' && !posting) return sendJson(response, 200, { name, signIn: options.signIn });
    if (route === 'sign-out' && posting) {
      sessions.end(sessionToken(request, isHttps(request, trustProxy)));
      log(`Editor: ${name} signed out.`);
      response.writeHead(204, {
        'Set-Cookie': clearedSessionCookie(isHttps(request, trustProxy)),
        'Cache-Control': 'no-store',
      });
      return response.end();
    }
    if (route === 'schema' && !posting) return sendJson(response, 200, { files: schemaFilesForHelp() });
    if (route === 'pages' && !posting) return sendJson(response, 200, siteOutline(contentRoot));
    if (route === 'file' && !posting) {
      const file = url.searchParams.get('path');
      const source = readContentFile(contentRoot, file);
      if (source === undefined) throw new HttpError(404, `${file} does not exist.`);
      return sendJson(response, 200, { path: file, text: source });
    }
    if (route === 'check' && posting) {
      const body = await readJson(request);
      const file = text(body.path, 'path');
      contentFilePath(contentRoot, file);
      const result = checkWithDrafts(contentRoot, { [file]: text(body.text, 'text') });
      return sendJson(response, 200, { errors: result.errors, preview: previewData(result) });
    }
    if (route === 'save' && posting) {
      const body = await readJson(request);
      const file = text(body.path, 'path');
      const absolute = contentFilePath(contentRoot, file);
      const draft = text(body.text, 'text');
      const base = typeof body.base === 'string' ? body.base : undefined;
      const conflict = saveGuard.check(file, base, readContentFile(contentRoot, file), name);
      if (conflict) return sendJson(response, 409, { saved: false, error: conflict.message, conflict });
      const result = checkWithDrafts(contentRoot, { [file]: draft });
      if (result.errors.length) {
        log(`Editor: ${name} tried to save ${file}; refused with ${result.errors.length} mistake(s).`);
        return sendJson(response, 422, { saved: false, errors: result.errors });
      }
      writeFileAtomically(absolute, draft);
      saveGuard.saved(file, name);
      log(`Editor: ${name} saved ${file}.`);
      return sendJson(response, 200, { saved: true, errors: [], preview: previewData(result) });
    }
    if (route === 'new-page' && posting) return addPage(contentRoot, await readJson(request), response, name, log);
    if (route === 'photos' && posting) {
      const type = (request.headers['content-type'] ?? '').toLowerCase();
      if (!/^image\/[a-z0-9.+-]+$/.test(type.split(';')[0].trim()))
        throw new HttpError(415, 'Send a photo (JPEG, PNG, WebP or HEIC).');
      const bytes = await readBytes(request, largestPhotoBytes);
      const rawName = url.searchParams.get('name') ?? 'photo';
      const photo = await storePhoto(publicDir, bytes, rawName);
      log(`Editor: ${name} added the photo ${photo.src}.`);
      return sendJson(response, 201, photo);
    }
    throw new HttpError(404, 'There is nothing at this address.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== '/edit' && !pathname.startsWith('/edit/')) return false;
    // Without an account there is no editor at all: the site answers as for any unknown address.
    if (options.signIn && !accounts.any()) {
      if (request.method === 'GET' || request.method === 'HEAD') return false;
      sendJson(response, 404, { error: 'There is nothing at this address.' });
      return true;
    }
    // Without sign-in (the development server) only the person at this computer may edit, even with --host.
    if (!options.signIn && !isLoopback(request.socket.remoteAddress)) {
      sendJson(response, 403, { error: 'Without sign-in the editor answers this computer only.' });
      return true;
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://editor.invalid');
    } catch {
      url = new URL('http://editor.invalid/');
    }
    try {
      if (pathname.startsWith('/edit/api/')) await api(request, response, pathname.slice('/edit/api/'.length), url);
      else if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new HttpError(405, 'This method is not used here.', { Allow: 'GET' });
      else if (pathname === '/edit' || pathname === '/edit/' || pathname === '/edit/requests')
        await page('editor', response);
      else if (pathname === '/edit/preview') {
        signedIn(request);
        await page('preview', response);
      } else if (pathname.startsWith('/edit/assets/') && !options.developmentHtml) {
        const file = builtAssets()?.file(pathname.slice('/edit/assets/'.length));
        if (!file) throw new HttpError(404, 'There is nothing at this address.');
        const type = assetTypes[path.extname(file)] ?? 'application/octet-stream';
        serveFile(response, file, type, 'public, max-age=31536000, immutable');
      } else if (pathname.startsWith('/edit/media/')) {
        signedIn(request);
        const file = imageFilePath(publicDir, pathname.slice('/edit/media/'.length));
        if (!existsSync(file)) throw new HttpError(404, 'There is no such picture.');
        serveFile(
          response,
          file,
          imageTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'no-cache',
        );
      } else throw new HttpError(404, 'There is nothing at this address.');
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
        return true;
      }
      if (error instanceof HttpError) sendJson(response, error.status, { error: error.message }, error.headers);
      else if (error instanceof PathRefused || error instanceof PageRefused || error instanceof PhotoRefused) {
        sendJson(response, error instanceof PhotoRefused ? 422 : 400, { error: error.message });
      } else throw error;
    }
    return true;
  }

  return { handle, accounts, sessions };
}
