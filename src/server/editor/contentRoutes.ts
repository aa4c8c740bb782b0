/**
 * The editor's work on the content, under /edit/api/ (every route needs a signed-in editor; editorRoutes.ts checks
 * that, and that a POST comes from the editor's own page):
 *
 *   GET  schema             schema/ as it is, for the help while typing
 *   GET  pages              the pages in the order of the site's menu (siteOutline.ts)
 *   GET  file?path=         one content file's text
 *   POST check {path,text}  the site's mistakes with this text in place, and the preview's data when it passes
 *   POST save {path,text,base}   written only when the site passes (422 with the mistakes otherwise), 409 when the
 *                           file changed since `base` was read (saveGuard.ts)
 *   POST new-page {route, menu}  a new page from the template, and its menu entry
 *   POST photos?name=       a photo (the body is the image), stored under public/images/uploads/
 *
 * The check runs in its own thread (draftChecker.ts); the routes that write go through the publisher's write gate.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import { readBytes, readJson } from '../http/requestBody.ts';
import { writing, type WriteGate } from '../http/routeTable.ts';
import { createSaveGuard } from '../publish/saveGuard.ts';
import type { DraftChecker } from './draftChecker.ts';
import { contentFilePath, readContentFile, writeFileAtomically } from './editableFiles.ts';
import { editorJsonLimitBytes, textField, type EditorRoute } from './editorRequest.ts';
import { draftNewPage } from './pageCreation.ts';
import { largestPhotoBytes, photoUploads, storePhoto } from './photos.ts';
import { schemaFilesForHelp } from './schemaFiles.ts';
import { siteOutline } from './siteOutline.ts';

export interface ContentRouteOptions {
  contentRoot: string;
  /** Where new photos go: public/ of the content. */
  publicDir: string;
  dataDir: string;
  checker: DraftChecker;
  /** The publisher's gate, when publishing is on. */
  writeGate?: WriteGate;
  log: (message: string) => void;
}

const photoType = /^image\/[a-z0-9.+-]+$/;

export function contentRoutes(options: ContentRouteOptions): EditorRoute[] {
  const { contentRoot, publicDir, checker, writeGate, log } = options;
  const saveGuard = createSaveGuard(options.dataDir);

  async function addPage(body: Record<string, unknown>, response: ServerResponse, editor: string) {
    const menu =
      body.menu && typeof body.menu === 'object' ? (body.menu as { group?: unknown; label?: unknown }) : undefined;
    const draft = draftNewPage(
      contentRoot,
      body.route,
      menu && {
        group: typeof menu.group === 'string' ? menu.group : '',
        label: typeof menu.label === 'string' ? menu.label : '',
      },
    );
    const drafts: Record<string, string> = { [draft.file]: draft.text };
    if (draft.siteText) drafts['site.yaml'] = draft.siteText;
    const { errors } = await checker.check(contentRoot, drafts);
    if (errors.length) return sendJson(response, 422, { created: false, errors });
    writeFileAtomically(contentFilePath(contentRoot, draft.file), draft.text);
    if (draft.siteText) writeFileAtomically(contentFilePath(contentRoot, 'site.yaml'), draft.siteText);
    log(
      `Editor: ${editor} added the page ${draft.route} (${draft.file})${draft.siteText ? ' and its menu entry' : ''}.`,
    );
    sendJson(response, 201, { created: true, path: draft.file, route: draft.route, text: draft.text });
  }

  return [
    {
      method: 'GET',
      path: 'schema',
      access: 'editor',
      handle: ({ response }) => sendJson(response, 200, { files: schemaFilesForHelp() }),
    },
    {
      method: 'GET',
      path: 'pages',
      access: 'editor',
      handle({ response }) {
        // The editor asks for the pages as it opens: its first check will find the check process ready.
        checker.warm();
        sendJson(response, 200, siteOutline(contentRoot));
      },
    },
    {
      method: 'GET',
      path: 'file',
      access: 'editor',
      handle({ response, facts }) {
        const file = facts.url.searchParams.get('path');
        const source = readContentFile(contentRoot, file);
        if (source === undefined) throw new HttpError(404, `${file} does not exist.`);
        sendJson(response, 200, { path: file, text: source });
      },
    },
    {
      method: 'POST',
      path: 'check',
      access: 'editor',
      async handle({ request, response }) {
        const body = await readJson(request, editorJsonLimitBytes);
        const file = textField(body, 'path');
        contentFilePath(contentRoot, file);
        const result = await checker.check(contentRoot, { [file]: textField(body, 'text') }, { preview: true });
        sendJson(response, 200, { errors: result.errors, preview: result.preview });
      },
    },
    writing(writeGate, {
      method: 'POST',
      path: 'save',
      access: 'editor',
      async handle({ request, response, editor }) {
        const body = await readJson(request, editorJsonLimitBytes);
        const file = textField(body, 'path');
        const absolute = contentFilePath(contentRoot, file);
        const draft = textField(body, 'text');
        const base = typeof body.base === 'string' ? body.base : undefined;
        const conflict = saveGuard.check(file, base, readContentFile(contentRoot, file), editor);
        if (conflict) return sendJson(response, 409, { saved: false, error: conflict.message, conflict });
        const result = await checker.check(contentRoot, { [file]: draft }, { preview: true, render: false });
        if (result.errors.length) {
          log(`Editor: ${editor} tried to save ${file}; refused with ${result.errors.length} mistake(s).`);
          return sendJson(response, 422, { saved: false, errors: result.errors });
        }
        writeFileAtomically(absolute, draft);
        saveGuard.saved(file, editor);
        log(`Editor: ${editor} saved ${file}.`);
        sendJson(response, 200, { saved: true, errors: [], preview: result.preview });
      },
    }),
    writing(writeGate, {
      method: 'POST',
      path: 'new-page',
      access: 'editor',
      handle: async ({ request, response, editor }) =>
        addPage(await readJson(request, editorJsonLimitBytes), response, editor),
    }),
    writing(writeGate, {
      method: 'POST',
      path: 'photos',
      access: 'editor',
      async handle({ request, response, facts, editor }) {
        const type = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0].trim();
        if (!photoType.test(type)) throw new HttpError(415, 'Send a photo (JPEG, PNG, WebP or HEIC).');
        const giveSlotBack = photoUploads.take();
        try {
          const bytes = await readBytes(request, largestPhotoBytes);
          const photo = await storePhoto(publicDir, bytes, facts.url.searchParams.get('name') ?? 'photo');
          log(`Editor: ${editor} added the photo ${photo.src}.`);
          sendJson(response, 201, photo);
        } finally {
          giveSlotBack();
        }
      },
    }),
  ];
}
