/**
 * The inbox's photos of a request, as the browser asks for them and the server answers (src/server/inbox/
 * requestPhotoRoutes.ts): the list of a request's photos, and each photo as JPEG, the small copy or full size. Both
 * for signed-in people only.
 */
import { editorApiPrefix } from './endpoints.ts';

export interface RequestPhotoListing {
  photos: { number: number; width: number; height: number; field: string }[];
}

export const requestPhotosPath = `${editorApiPrefix}inbox/photos`;
export const requestPhotoPath = `${editorApiPrefix}inbox/photo`;

export const requestPhotosUrl = (requestId: string) => `${requestPhotosPath}?id=${encodeURIComponent(requestId)}`;

export const requestPhotoUrl = (requestId: string, number: number, size: 'full' | 'small') =>
  `${requestPhotoPath}?id=${encodeURIComponent(requestId)}&n=${number}&size=${size}`;
