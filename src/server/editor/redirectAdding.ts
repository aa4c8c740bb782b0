/**
 * "Send visitors to…" in the editor's Missed addresses: an address visitors ask for, where the site has no page, sent
 * to one of its pages by a redirect in site.yaml (withRedirect of redirectEdits.ts, which keeps the list free of
 * chains). The route (contentRoutes.ts) writes it only when the whole site passes the check with it: the check refuses
 * a redirect from an address that is a live page, or to one where there is none, in its own words.
 *
 * Also the reading of an address from a request, shared with the deletion of a page or an entry, which send their
 * visitors somewhere the same way.
 */
import { HttpError } from '../http/httpError.ts';
import { readContentFile } from './editableFiles.ts';
import { textField } from './editorRequest.ts';
import { withRedirect } from './redirectEdits.ts';

/** The longest address taken: far above any page's, far below anything that could trouble the check. */
const longestAddress = 500;

/**
 * An address of this site (/services/maintenance) from a request's field, its spaces trimmed; 400 in words for
 * anything else. `to` may also be a page of another site (https://…), as a redirect may send visitors there.
 */
export function addressField(body: Record<string, unknown>, field: 'from' | 'to' | 'redirectTo'): string {
  const address = textField(body, field).trim();
  const elsewhere = field !== 'from' && /^https:\/\/[^\s]+$/.test(address);
  if (address.length > longestAddress || !(elsewhere || /^\/[^\s]*$/.test(address)))
    throw new HttpError(
      400,
      field === 'from'
        ? `"${address.slice(0, 80)}" is not an address of this site: it starts with /, as /contact does.`
        : `"${address.slice(0, 80)}" is not a page to send visitors to: choose one of the site’s pages, such as /services.`,
    );
  return address;
}

/** site.yaml's text as it is now; 500 in words when it cannot be read, as nothing could be added to it. */
export function siteText(root: string): string {
  const text = readContentFile(root, 'site.yaml');
  if (text === undefined) throw new HttpError(500, 'site.yaml cannot be read: nothing was changed.');
  return text;
}

/** site.yaml's text with visitors of `from` sent to `to`; 400 when both are one address. */
export function draftRedirect(root: string, from: string, to: string): string {
  if (from === to)
    throw new HttpError(400, `Visitors of ${from} cannot be sent to ${from} itself: choose another page.`);
  return withRedirect(siteText(root), { from, to });
}
