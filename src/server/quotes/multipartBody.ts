/**
 * A request with photos, as a browser posts it (`multipart/form-data`), with JavaScript or without: its text fields
 * and its files. The body has been read whole already, within photoLimits.bodyBytes (quoteEndpoint.ts); busboy
 * splits it, with its own bounds on the number of fields and files and the size of each. A file past a bound is a
 * message for its field, not a refusal of the whole request, so the visitor sees which photos to change.
 */
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { maxFormPairs } from '../http/requestBody.ts';
import { requestMessages } from '../../quotes/quoteMessages.ts';
import type { FieldErrors } from '../../quotes/validateQuoteRequest.ts';
import { parsedPlainForm, type Parsed } from './quoteBody.ts';
import { photoLimits, photoMessages, type SentPhoto } from './requestPhotos.ts';

export const multipartType = 'multipart/form-data';

/** The most characters of one text field's value: far more than any field's own limit, which the rules check. */
const fieldBytes = 32 * 1024;

export type MultipartBody =
  | {
      ok: true;
      /** Each text field's values, in the order sent (as parseFormFields gives them). */
      fields: Map<string, string[]>;
      photos: SentPhoto[];
      /** Messages for photo fields whose files broke a bound (too large, too many). */
      photoErrors: Record<string, string>;
    }
  | { ok: false; reason: 'unreadable' | 'tooManyFields' };

/** The fields and files of a multipart body, within the bounds; `contentType` is the request's header (with its boundary). */
export function parseMultipart(contentType: string, body: Buffer): Promise<MultipartBody> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fields: maxFormPairs,
          fieldSize: fieldBytes,
          files: photoLimits.files,
          fileSize: photoLimits.fileBytes,
          parts: maxFormPairs + photoLimits.files,
          headerPairs: 20,
        },
        defParamCharset: 'utf8',
      });
    } catch {
      resolve({ ok: false, reason: 'unreadable' });
      return;
    }
    const fields = new Map<string, string[]>();
    const photos: SentPhoto[] = [];
    const photoErrors: Record<string, string> = {};
    let tooManyFields = false;
    let lastPhotoField = '';
    // A value cut at fieldBytes (8,000 characters or more) is still longer than any field may be: the rules refuse it.
    parser.on('field', (name, value) => {
      const values = fields.get(name);
      if (values) values.push(value);
      else fields.set(name, [value]);
    });
    parser.on('file', (field, stream, info) => {
      lastPhotoField = field;
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('close', () => {
        const fileName = info.filename ?? 'photo';
        // An empty file input sends one part with no name and no bytes: no photo was chosen.
        if (!info.filename && chunks.length === 0) return;
        if (tooLarge) photoErrors[field] ??= photoMessages.tooLarge(fileName);
        else photos.push({ field, fileName, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => {
      // busboy skips the files past the limit without naming them: the field that was being sent is told.
      photoErrors[lastPhotoField] = photoMessages.tooMany(photoLimits.files);
    });
    parser.on('fieldsLimit', () => (tooManyFields = true));
    parser.on('partsLimit', () => (tooManyFields = true));
    parser.on('error', () => resolve({ ok: false, reason: 'unreadable' }));
    parser.on('close', () =>
      resolve(tooManyFields ? { ok: false, reason: 'tooManyFields' } : { ok: true, fields, photos, photoErrors }),
    );
    Readable.from([body]).pipe(parser);
  });
}

/**
 * A multipart body as the request's fields (as a plain form's, with the photos' file names kept in the submission as
 * received) and its photos; or the message for a body that cannot be read.
 */
export async function multipartFields(
  contentType: string,
  body: Buffer,
): Promise<
  | { ok: true; parsed: Extract<Parsed, { ok: true }>; photos: SentPhoto[]; photoErrors: Record<string, string> }
  | { ok: false; errors: FieldErrors }
> {
  const read = await parseMultipart(contentType, body);
  if (!read.ok) {
    const message =
      read.reason === 'tooManyFields' ? requestMessages.tooManyFields(maxFormPairs) : requestMessages.notUtf8;
    return { ok: false, errors: { body: message } };
  }
  const photoNames = new Map<string, string[]>();
  for (const photo of read.photos)
    photoNames.set(photo.field, [...(photoNames.get(photo.field) ?? []), photo.fileName]);
  return {
    ok: true,
    parsed: parsedPlainForm(read.fields, photoNames),
    photos: read.photos,
    photoErrors: read.photoErrors,
  };
}
