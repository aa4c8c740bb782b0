/**
 * What a visitor is told about the photos of a photos field, the same words from the form's script and from the
 * server (which also checks what the photos really are: src/server/quotes/requestPhotos.ts).
 */
import { type FormField, largestPhotoBytes, photoAccept, photoCountOf } from './formFields.ts';

export const photoMessages = {
  notAPhoto: (fileName: string) =>
    `“${fileName}” is not a photo we can read: please choose JPEG, PNG, WebP or HEIC pictures.`,
  tooLarge: (fileName: string) =>
    `“${fileName}” is larger than ${largestPhotoBytes / 1024 / 1024} MB: please choose a smaller photo.`,
  tooMany: (most: number) => `Please choose at most ${most} photo${most === 1 ? '' : 's'}.`,
  missing: 'Please add at least one photo.',
  unreadable: (fileName: string) =>
    `“${fileName}” could not be read: it may be damaged, too large or too slow to open. Please choose another photo.`,
};

const acceptedExtensions = /\.(jpe?g|png|webp|heic|heif)$/i;

/** Whether a file is offered as a photo we take, by its type or, when the browser gives none (HEIC), its name. */
export const looksLikePhoto = (file: { name: string; type: string }) =>
  file.type ? photoAccept.split(',').includes(file.type) : acceptedExtensions.test(file.name);

/** A message per photos field whose chosen files the server would refuse: too many, too large, not a photo, none. */
export function photoErrors(
  fields: readonly FormField[],
  chosen: Readonly<Record<string, readonly { name: string; type: string; size: number }[]>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'photos') continue;
    const files = chosen[field.name] ?? [];
    const most = photoCountOf(field);
    const wrong = files.find((file) => !looksLikePhoto(file));
    const large = files.find((file) => file.size > largestPhotoBytes);
    if (files.length > most) errors[field.name] = photoMessages.tooMany(most);
    else if (wrong) errors[field.name] = photoMessages.notAPhoto(wrong.name);
    else if (large) errors[field.name] = photoMessages.tooLarge(large.name);
    else if (field.required && files.length === 0) errors[field.name] = photoMessages.missing;
  }
  return errors;
}
