/**
 * The photos of a request as its form declares them: the files sent in each photos field, within the field's count,
 * and the field's value written from them ("2 photos"), never taken from what the request says of itself. Files
 * sent in a field the form has not declared for photos are dropped, as a plain form's unknown fields are.
 */
import { type FormDefinition, photoCountOf, photosValue } from '../../quotes/formFields.ts';
import { fieldRecord } from '../../quotes/validateQuoteRequest.ts';
import { photoMessages, type SentPhoto } from './requestPhotos.ts';

export interface FormPhotos {
  /** The photos to re-encode, field by field in the form's order. */
  photos: SentPhoto[];
  /** Each photos field's value, "" for none. */
  values: Record<string, string>;
  /** A message per photos field whose files broke a bound. */
  errors: Record<string, string>;
}

/**
 * Whether a file starts the way a JPEG, PNG, WebP or HEIC file does: a file that does not is refused at once, with
 * the other fields' messages, rather than after they are put right (sharp still reads every photo in full).
 */
export function startsLikePhoto(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  );
}

export function formPhotosOf(
  form: Pick<FormDefinition, 'fields'>,
  sent: readonly SentPhoto[],
  boundErrors: Readonly<Record<string, string>>,
): FormPhotos {
  const result: FormPhotos = { photos: [], values: {}, errors: {} };
  for (const field of form.fields) {
    if (field.kind !== 'photos') continue;
    const mine = sent.filter((photo) => photo.field === field.name);
    const most = photoCountOf(field);
    const notAPhoto = mine.find((photo) => !startsLikePhoto(photo.bytes));
    const error =
      boundErrors[field.name] ??
      (mine.length > most ? photoMessages.tooMany(most) : undefined) ??
      (notAPhoto ? photoMessages.notAPhoto(notAPhoto.fileName) : undefined);
    if (error) result.errors[field.name] = error;
    else result.photos.push(...mine);
    result.values[field.name] = photosValue(mine.length);
  }
  return result;
}

/** The request's fields with each photos field's value written from the files (a JSON request sends none). */
export function withPhotoValues(input: unknown, values: Readonly<Record<string, string>>): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const fields = fieldRecord(Object.entries(input));
  for (const [name, value] of Object.entries(values)) {
    if (value) fields[name] = value;
    else delete fields[name];
  }
  return fields;
}
