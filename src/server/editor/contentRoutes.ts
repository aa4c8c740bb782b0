/**
 * The editor's work on the content, under /edit/api/ (every route needs a signed-in editor; editorRoutes.ts checks
 * that, and that a POST comes from the editor's own page):
 *
 *   GET  schema             schema/ and each collection's entry schema, for the forms and the help while typing
 *   GET  pages              the pages in the order of the site's menu (siteOutline.ts)
 *   GET  file?path=         one content file's text
 *   POST check {path,text}  the site's mistakes with this text in place, and the preview's data when it passes
 *   POST save {path,text,base}   written only when the site passes (422 with the mistakes otherwise), 409 when the
 *                           file changed since `base` was read (saveGuard.ts)
 *   POST new-page {route, menu}  a new page from the template, and its menu entry
 *   POST move-page {path,route,base}  a page moved to another address, the links to it and a redirect from its old
 *                           one (pageMove.ts), written only when the site passes; 409 when it changed since `base`
 *   POST new-entry {collection, title, date, image}  a new entry of a collection, a draft (entryCreation.ts)
 *   GET  entry-listings?path=    the pages that list an entry, told before it is deleted (entryDeletion.ts)
 *   POST delete-entry {path,base,redirectTo?}  an entry deleted only when the site passes without it (422 with the
 *                           mistakes otherwise), 409 when it changed since `base` was read; its visitors sent to
 *                           `redirectTo` by a redirect in site.yaml
 *   GET  page-links?route=  the links to a page in the site's files, counted before it is deleted (pageDeletion.ts)
 *   POST delete-page {path,base,redirectTo,repointLinks}  a page deleted, its visitors sent to `redirectTo`, and with
 *                           `repointLinks` the site's links to it too, only when the site passes so (422 otherwise)
 *   POST add-redirect {from,to}  visitors of an address the site misses sent to a page (redirectAdding.ts)
 *   POST photos?name=       a photo (the body is the image), stored under public/images/uploads/
 *
 * The check runs in its own thread (draftChecker.ts); the routes that write go through the publisher's write gate.
 */
import type { Preview } from '../../editorApi/editing.ts';
import { contentEndpoints } from '../../editorApi/endpoints.ts';
import { sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import { type Route, writing, type WriteGate } from '../http/routeTable.ts';
import { createSaveGuard } from '../publish/saveGuard.ts';
import type { DraftChecker } from './draftChecker.ts';
import type { PreviewData } from './previewData.ts';
import { contentFilePath, readContentFile, writeFileAtomically } from './editableFiles.ts';
import { refuseCompanyChange } from './companyDetails.ts';
import { editorJsonLimitBytes, endpointRoute, textField } from './editorRequest.ts';
import { draftNewEntry } from './entryCreation.ts';
import { deleteEntryFile, entryAddress, entryFile, suggestedRedirect } from './entryDeletion.ts';
import { draftNewPage } from './pageCreation.ts';
import { deletePageFile, draftPageDeletion, pageFile, pageLinks } from './pageDeletion.ts';
import { addressField, draftRedirect } from './redirectAdding.ts';
import { draftPageMove, moveInWords } from './pageMove.ts';
import { largestPhotoBytes, photoUploads, storePhoto } from './photos.ts';
import { allowSlowBody } from '../http/requestTime.ts';
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

const { schema, pages, file, check, save, newPage, newEntry, entryListings, deleteEntry, photos } = contentEndpoints;
const { pageLinks: pageLinksEndpoint, deletePage, addRedirect } = contentEndpoints;
const { movePage } = contentEndpoints;
/** Reading what the editor shows needs no body; its drafts come as JSON within a page's limit. */
const reads = { access: 'editor', bodyLimit: 0 } as const;
/**
 * The checker's preview as the contract types it. A save asks for no HTML (render: false), so its preview has none:
 * the contract's `html` is what a check brings.
 */
const asPreview = (preview: PreviewData | undefined) => preview as Preview | undefined;
const drafts = { access: 'editor', bodyLimit: editorJsonLimitBytes } as const;

export function contentRoutes(options: ContentRouteOptions): Route[] {
  const { contentRoot, publicDir, checker, writeGate, log } = options;
  const saveGuard = createSaveGuard(options.dataDir);
  /** A change of several files, each as the save of its own: whoever opened one since is told who changed it. */
  const writeTexts = (texts: Record<string, string>, editor: string) => {
    for (const [path, text] of Object.entries(texts)) {
      writeFileAtomically(contentFilePath(contentRoot, path), text);
      saveGuard.saved(path, editor);
    }
  };

  return [
    endpointRoute(schema, reads, ({ answer }) => answer({ files: schemaFilesForHelp(contentRoot) })),
    endpointRoute(pages, reads, ({ answer }) => {
      // The editor asks for the pages as it opens: its first check will find the check process ready.
      checker.warm();
      answer(siteOutline(contentRoot));
    }),
    endpointRoute(file, reads, ({ facts, answer }) => {
      const path = facts.url.searchParams.get('path');
      const source = readContentFile(contentRoot, path);
      if (source === undefined || path === null) throw new HttpError(404, `${path} does not exist.`);
      answer({ path, text: source });
    }),
    endpointRoute(check, drafts, async ({ json, answer }) => {
      const body = await json();
      const path = textField(body, 'path');
      contentFilePath(contentRoot, path);
      const result = await checker.check(contentRoot, { [path]: textField(body, 'text') }, { preview: true });
      answer({ errors: result.errors, preview: asPreview(result.preview) });
    }),
    writing(
      writeGate,
      endpointRoute(save, drafts, async ({ json, response, editor, role, answer }) => {
        const body = await json();
        const path = textField(body, 'path');
        const absolute = contentFilePath(contentRoot, path);
        const draft = textField(body, 'text');
        const base = typeof body.base === 'string' ? body.base : undefined;
        const conflict = saveGuard.check(path, base, readContentFile(contentRoot, path), editor);
        if (conflict) return sendJson(response, 409, { saved: false, error: conflict.message, conflict });
        refuseCompanyChange(path, readContentFile(contentRoot, path), draft, role);
        const result = await checker.check(contentRoot, { [path]: draft }, { preview: true, render: false });
        if (result.errors.length) {
          log(`Editor: ${editor} tried to save ${path}; refused with ${result.errors.length} mistake(s).`);
          return answer({ saved: false, errors: result.errors }, 422);
        }
        writeFileAtomically(absolute, draft);
        saveGuard.saved(path, editor);
        log(`Editor: ${editor} saved ${path}.`);
        answer({ saved: true, errors: [], preview: asPreview(result.preview) });
      }),
    ),
    writing(
      writeGate,
      endpointRoute(newPage, drafts, async ({ json, response, editor, answer }) => {
        const body = await json();
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
        const texts: Record<string, string> = { [draft.file]: draft.text };
        if (draft.siteText) texts['site.yaml'] = draft.siteText;
        const { errors } = await checker.check(contentRoot, texts);
        if (errors.length) return sendJson(response, 422, { created: false, errors });
        writeFileAtomically(contentFilePath(contentRoot, draft.file), draft.text);
        if (draft.siteText) writeFileAtomically(contentFilePath(contentRoot, 'site.yaml'), draft.siteText);
        log(
          `Editor: ${editor} added the page ${draft.route} (${draft.file})${draft.siteText ? ', changing site.yaml (its menu entry, a redirect from its address)' : ''}.`,
        );
        answer({ created: true, path: draft.file, route: draft.route, text: draft.text }, 201);
      }),
    ),
    writing(
      writeGate,
      endpointRoute(movePage, drafts, async ({ json, response, editor, answer }) => {
        const body = await json();
        const path = textField(body, 'path');
        const current = readContentFile(contentRoot, path);
        if (current === undefined) throw new HttpError(404, `${path} does not exist.`);
        const base = typeof body.base === 'string' ? body.base : undefined;
        const conflict = saveGuard.check(path, base, current, editor);
        if (conflict) return sendJson(response, 409, { moved: false, error: conflict.message, conflict });
        const move = draftPageMove(contentRoot, path, current, textField(body, 'route'));
        const { errors } = await checker.check(contentRoot, move.texts);
        if (errors.length) {
          log(`Editor: ${editor} tried to move ${path} to ${move.route}; refused with ${errors.length} mistake(s).`);
          const error = `Not moved: at ${move.route} the site would not pass the check.`;
          return sendJson(response, 422, { moved: false, errors, error });
        }
        for (const [changed, text] of Object.entries(move.texts)) {
          writeFileAtomically(contentFilePath(contentRoot, changed), text);
          saveGuard.saved(changed, editor);
        }
        const { from, route, relinked } = move;
        log(`Editor: ${editor} moved ${path} from ${from} to ${route}, the links in ${relinked.length} file(s) along.`);
        answer({ moved: true, path, from, route, relinked, text: move.texts[path], message: moveInWords(move) });
      }),
    ),
    writing(
      writeGate,
      endpointRoute(newEntry, drafts, async ({ json, response, editor, answer }) => {
        const body = await json();
        const draft = draftNewEntry(contentRoot, publicDir, body);
        const { errors } = await checker.check(contentRoot, { [draft.file]: draft.text });
        if (errors.length) return sendJson(response, 422, { created: false, errors });
        writeFileAtomically(contentFilePath(contentRoot, draft.file), draft.text);
        log(`Editor: ${editor} added the entry ${draft.file}.`);
        answer({ created: true, path: draft.file, title: draft.title, text: draft.text }, 201);
      }),
    ),
    endpointRoute(entryListings, reads, async ({ facts, answer }) => {
      const entry = entryFile(contentRoot, facts.url.searchParams.get('path'));
      const { errors, listings } = await checker.check(contentRoot, {}, { listingsOf: entry });
      const suggested = { suggestedRedirect: suggestedRedirect(contentRoot, entry) };
      answer({ path: entry.file, ...(listings ?? { listings: [], mistakes: errors }), ...suggested });
    }),
    writing(
      writeGate,
      // Its body is the path and the text the editor opened, an entry's size: a draft's limit.
      endpointRoute(deleteEntry, drafts, async ({ json, response, editor, answer }) => {
        const body = await json();
        const entry = entryFile(contentRoot, textField(body, 'path'));
        const base = typeof body.base === 'string' ? body.base : undefined;
        const current = readContentFile(contentRoot, entry.file);
        const conflict = saveGuard.check(entry.file, base, current, editor, 'deleted');
        if (conflict) return sendJson(response, 409, { deleted: false, error: conflict.message, conflict });
        const redirect = body.redirectTo
          ? { from: entryAddress(contentRoot, entry), to: addressField(body, 'redirectTo') }
          : undefined;
        const texts: Record<string, string> = redirect
          ? { 'site.yaml': draftRedirect(contentRoot, redirect.from, redirect.to) }
          : {};
        const { errors } = await checker.check(contentRoot, texts, { removed: [entry.file] });
        if (errors.length) {
          log(`Editor: ${editor} tried to delete ${entry.file}; refused with ${errors.length} mistake(s).`);
          const error = `Not deleted: without ${entry.file} the site would not pass the check.`;
          return answer({ deleted: false, errors, error }, 422);
        }
        deleteEntryFile(entry);
        saveGuard.saved(entry.file, editor);
        writeTexts(texts, editor);
        const sent = redirect ? `; its visitors go to ${redirect.to}` : '';
        log(`Editor: ${editor} deleted the entry ${entry.file}${sent}.`);
        answer({ deleted: true, errors: [], ...(redirect ? { redirect } : {}) });
      }),
    ),
    endpointRoute(pageLinksEndpoint, reads, ({ facts, answer }) => {
      const route = addressField({ from: facts.url.searchParams.get('route') ?? '' }, 'from');
      answer(pageLinks(contentRoot, route));
    }),
    writing(
      writeGate,
      endpointRoute(deletePage, drafts, async ({ json, response, editor, answer }) => {
        const body = await json();
        const page = pageFile(contentRoot, textField(body, 'path'));
        const base = typeof body.base === 'string' ? body.base : undefined;
        const conflict = saveGuard.check(page.file, base, readContentFile(contentRoot, page.file), editor, 'deleted');
        if (conflict) return sendJson(response, 409, { deleted: false, error: conflict.message, conflict });
        const redirect = { from: page.route, to: addressField(body, 'redirectTo') };
        const { texts, repointed } = draftPageDeletion(contentRoot, page, redirect.to, body.repointLinks === true);
        const { errors } = await checker.check(contentRoot, texts, { removed: [page.file] });
        if (errors.length) {
          log(`Editor: ${editor} tried to delete ${page.file}; refused with ${errors.length} mistake(s).`);
          const error = `Not deleted: without ${page.route} the site would not pass the check.`;
          return answer({ deleted: false, errors, error }, 422);
        }
        deletePageFile(page);
        saveGuard.saved(page.file, editor);
        writeTexts(texts, editor);
        log(`Editor: ${editor} deleted the page ${page.route} (${page.file}); its visitors go to ${redirect.to}.`);
        answer({ deleted: true, errors: [], redirect, repointed });
      }),
    ),
    writing(
      writeGate,
      endpointRoute(addRedirect, drafts, async ({ json, editor, answer }) => {
        const body = await json();
        const redirect = { from: addressField(body, 'from'), to: addressField(body, 'to') };
        const texts = { 'site.yaml': draftRedirect(contentRoot, redirect.from, redirect.to) };
        const { errors } = await checker.check(contentRoot, texts);
        if (errors.length) {
          const error = `Not added: with visitors of ${redirect.from} sent to ${redirect.to} the site would not pass the check.`;
          return answer({ added: false, errors, error }, 422);
        }
        writeTexts(texts, editor);
        log(`Editor: ${editor} sent the visitors of ${redirect.from} to ${redirect.to}.`);
        answer({ added: true, errors: [], ...redirect });
      }),
    ),
    writing(
      writeGate,
      endpointRoute(
        photos,
        { access: 'editor', bodyLimit: largestPhotoBytes },
        async ({ request, facts, bytes, editor, answer }) => {
          const type = (request.headers['content-type'] ?? '').toLowerCase().split(';')[0].trim();
          if (!photoType.test(type)) throw new HttpError(415, 'Send a photo (JPEG, PNG, WebP or HEIC).');
          // Taken before the body is read: each photo is held whole in memory. Being few, they may come at a slow
          // phone's pace (http/requestTime.ts).
          const giveSlotBack = photoUploads.take();
          allowSlowBody(request);
          try {
            const photo = await storePhoto(publicDir, await bytes(), facts.url.searchParams.get('name') ?? 'photo');
            log(`Editor: ${editor} added the photo ${photo.src}.`);
            answer(photo, 201);
          } finally {
            giveSlotBack();
          }
        },
      ),
    ),
  ];
}
