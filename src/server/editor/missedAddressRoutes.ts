/**
 * The addresses visitors missed, in the editor's API (a signed-in editor; 401 without):
 *
 *   GET  missed-addresses   { addresses: [{ address, count, lastSeen, referrers }], probes }, the most asked for
 *                           first; an address the live site now redirects is forgotten
 *
 * The table itself, what it counts and its bounds, is src/server/static/missedAddresses.ts.
 */
import { missedAddressEndpoints } from '../../editorApi/endpoints.ts';
import type { Route } from '../http/routeTable.ts';
import type { MissedAddressTable } from '../static/missedAddresses.ts';
import type { StaticSite } from '../static/staticSite.ts';
import { endpointRoute } from './editorRequest.ts';

export function missedAddressRoutes(
  missed: MissedAddressTable,
  /** The build served now: an address it redirects is mended, so not listed. */
  liveSite: () => Pick<StaticSite, 'redirects'>,
): Route[] {
  return [
    endpointRoute(missedAddressEndpoints.list, { access: 'editor', bodyLimit: 0 }, ({ answer }) =>
      answer(missed.list((address) => liveSite().redirects.find(address) !== undefined)),
    ),
  ];
}
