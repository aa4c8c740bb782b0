/**
 * The editor's API for preview links (/edit/api/preview-links): anyone signed in may make one (the whole site or
 * one page, for 1, 7 or 30 days, with a label) and see every open link with who made it and until when, never its
 * secret; a person may revoke their own links, an editor or an owner anyone's. Like every editor route, each POST
 * must come from the editor's own page and each call needs a session (the dispatcher checks both).
 */
import { previewLinkEndpoints } from '../../editorApi/endpoints.ts';
import { previewLinkPrefix, type PreviewLinkScope } from '../../editorApi/previewLinks.ts';
import { mayAct } from '../../editorApi/roles.ts';
import { HttpError } from '../http/httpError.ts';
import type { Route } from '../http/routeTable.ts';
import { endpointRoute, smallJsonLimitBytes, textField } from '../editor/editorRequest.ts';
import { labelText, type PreviewLinkStore } from './previewLinkStore.ts';

/** A page's address as a link may name it: from the root, no query, no fragment, no spaces, 200 characters at most. */
export function scopeOf(body: Record<string, unknown>): PreviewLinkScope {
  if (body.scope === 'site') return { kind: 'site' };
  if (body.scope !== 'page') throw new HttpError(400, '"scope" must be "site" or "page".');
  const route = textField(body, 'route');
  if (route.length > 200 || !/^\/[^\s?#\\]*$/.test(route) || route.split('/').includes('..'))
    throw new HttpError(400, `"${route.slice(0, 40)}" is not the address of a page (such as /about).`);
  return { kind: 'page', route: route.length > 1 ? route.replace(/\/+$/, '') : route };
}

/** The address of a link's preview: the whole site from its home page, or the one page. */
export function previewAddress(secret: string, scope: PreviewLinkScope): string {
  return `${previewLinkPrefix}${secret}${scope.kind === 'page' ? scope.route : '/'}`;
}

/** `made`: a link was made (the preview's build starts then, so the first visit does not wait for it). */
export function previewLinkApiRoutes(store: PreviewLinkStore, made: () => void = () => undefined): Route[] {
  const signedIn = { access: 'editor', bodyLimit: 0 } as const;
  const sending = { access: 'editor', bodyLimit: smallJsonLimitBytes } as const;
  return [
    endpointRoute(previewLinkEndpoints.list, signedIn, ({ answer }) => answer({ links: store.list() })),
    endpointRoute(previewLinkEndpoints.make, sending, async ({ json, editor, answer }) => {
      const body = await json();
      const scope = scopeOf(body);
      const days = typeof body.days === 'number' ? body.days : Number.NaN;
      const { secret, link } = store.make({ scope, days, label: labelText(body.label), madeBy: editor });
      answer({ link, address: previewAddress(secret, scope) }, 201);
      made();
    }),
    endpointRoute(previewLinkEndpoints.revoke, sending, async ({ json, editor, role, answer }) => {
      const id = textField(await json(), 'id');
      const link = store.list().find((each) => each.id === id);
      if (!link) throw new HttpError(404, 'There is no open preview link with that id: it may have run out already.');
      if (link.madeBy !== editor && !mayAct(role, 'editor'))
        throw new HttpError(403, `Only ${link.madeBy}, an editor or an owner can revoke this link.`);
      store.revoke(id);
      answer({ revoked: id });
    }),
  ];
}
