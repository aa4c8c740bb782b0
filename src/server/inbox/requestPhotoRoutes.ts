/**
 * The inbox's photos of a request (src/editorApi/requestPhotos.ts), for signed-in people only, like the rest of the
 * inbox: the list of a request's photos, and one photo as JPEG (the small copy for the list, full size on click).
 */
import { requestPhotoPath, requestPhotosPath, type RequestPhotoListing } from '../../editorApi/requestPhotos.ts';
import { sendJson } from '../http/answers.ts';
import { HttpError } from '../http/httpError.ts';
import type { Route } from '../http/routeTable.ts';
import { sendPhoto } from '../quotes/photoLinks.ts';
import type { InboxQueries } from './inboxQueries.ts';

export function requestPhotoRoutes(options: { inbox: () => InboxQueries | undefined }): Route[] {
  return [
    {
      method: 'GET',
      path: requestPhotosPath,
      access: 'editor',
      bodyLimit: 0,
      handle({ response, facts }) {
        const id = facts.url.searchParams.get('id') ?? '';
        const listing: RequestPhotoListing = { photos: options.inbox()?.photos.list(id) ?? [] };
        sendJson(response, 200, listing, { 'Cache-Control': 'no-store' });
      },
    },
    {
      method: 'GET',
      path: requestPhotoPath,
      access: 'editor',
      bodyLimit: 0,
      handle({ request, response, facts }) {
        const query = facts.url.searchParams;
        const size = query.get('size') === 'full' ? 'full' : 'small';
        const bytes = options.inbox()?.photos.read(query.get('id') ?? '', Number(query.get('n')), size);
        if (!bytes) throw new HttpError(404, 'There is no such photo: its request may have been deleted.');
        sendPhoto(response, bytes, request.method);
      },
    },
  ];
}
