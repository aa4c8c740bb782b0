/**
 * The photos kept with the requests (table request_photos, written by quoteStore.ts in the request's own
 * transaction): which a request has, and one of them as JPEG bytes, full size or the small copy. Read by the inbox's
 * API (signed-in people only) and by the e-mail's signed links (photoLinks.ts).
 */
import type Database from 'better-sqlite3';

export interface RequestPhotoInfo {
  number: number;
  width: number;
  height: number;
  /** The form's photos field it was sent in. */
  field: string;
}

export type PhotoSize = 'full' | 'small';

export interface RequestPhotoQueries {
  /** The request's photos in the order they were sent; [] for none or an unknown request. */
  list(requestId: string): RequestPhotoInfo[];
  /** One photo's JPEG bytes; undefined when there is no such photo. */
  read(requestId: string, number: number, size: PhotoSize): Buffer | undefined;
}

export function requestPhotosOn(db: Database.Database): RequestPhotoQueries {
  const selectList = db.prepare(
    `SELECT number, width, height, field FROM request_photos WHERE request_id = ? ORDER BY number`,
  );
  const selectFull = db.prepare(`SELECT photo FROM request_photos WHERE request_id = ? AND number = ?`).pluck();
  const selectSmall = db.prepare(`SELECT thumbnail FROM request_photos WHERE request_id = ? AND number = ?`).pluck();
  return {
    list: (requestId) => selectList.all(requestId) as RequestPhotoInfo[],
    read: (requestId, number, size) =>
      ((size === 'full' ? selectFull : selectSmall).get(requestId, number) as Buffer | undefined) ?? undefined,
  };
}
