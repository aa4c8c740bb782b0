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
    const error = boundErrors[field.name] ?? (mine.length > most ? photoMessages.tooMany(most) : undefined);
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
