/** POST /edit/api/new-page: a new page from the template (and its menu entry), written only when the site passes. */
import type { ServerResponse } from 'node:http';
import { checkWithDrafts } from './draftCheck.ts';
import { contentFilePath, writeFileAtomically } from './editableFiles.ts';
import { sendJson } from './editorHttp.ts';
import { draftNewPage } from './pageCreation.ts';

export function addPage(
  contentRoot: string,
  body: Record<string, unknown>,
  response: ServerResponse,
  name: string,
  log: (message: string) => void,
) {
  const menu =
    body.menu && typeof body.menu === 'object' ? (body.menu as { group?: unknown; label?: unknown }) : undefined;
  const draft = draftNewPage(
    contentRoot,
    body.route,
    menu
      ? {
          group: typeof menu.group === 'string' ? menu.group : '',
          label: typeof menu.label === 'string' ? menu.label : '',
        }
      : undefined,
  );
  const drafts: Record<string, string> = { [draft.file]: draft.text };
  if (draft.siteText) drafts['site.yaml'] = draft.siteText;
  const result = checkWithDrafts(contentRoot, drafts);
  if (result.errors.length) return sendJson(response, 422, { created: false, errors: result.errors });
  writeFileAtomically(contentFilePath(contentRoot, draft.file), draft.text);
  if (draft.siteText) writeFileAtomically(contentFilePath(contentRoot, 'site.yaml'), draft.siteText);
  log(`Editor: ${name} added the page ${draft.route} (${draft.file})${draft.siteText ? ' and its menu entry' : ''}.`);
  return sendJson(response, 201, { created: true, path: draft.file, route: draft.route, text: draft.text });
}
