/**
 * A form's fields as its page declares them (schema/blocks/quoteForm.schema.json), and what follows from them for
 * the browser, the build and the server alike: which form a request names, which fields give a way to reply, and
 * which names are the server's own. Plain data and small functions, without Node: the form's script imports it.
 */

/** What a field holds; each kind has its input, its rule and its limit (schema/quoteRequest.schema.json). */
export const fieldKinds = ['text', 'email', 'phone', 'longText', 'choice', 'date', 'yesNo', 'photos'] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** One field of a form, as written in the page. */
export interface FormField {
  /** The name the value is sent and stored under: letters and digits, unique in the form. */
  name: string;
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** A sentence shown under the label (the field's description for assistive technology). */
  help?: string;
  /** The HTML autocomplete token, so the browser can fill the field in. */
  autocomplete?: string;
  /** The answers of a choice field, as shown and as sent. */
  options?: string[];
  /** At most this many characters, below the kind's own limit. */
  maxLength?: number;
  /** The lines a longText field shows. */
  rows?: number;
  /** For a photos field: at most this many photos (1 to 5, 3 unless it says). */
  maxPhotos?: number;
}

/** A form of the built site: the fields its page declares and the words around it. */
export interface FormDefinition {
  /** formIdOf(route, block id). */
  id: string;
  /** The route of the page the form is on (its no-JavaScript pages link back there). */
  page: string;
  fields: FormField[];
  submitLabel: string;
  /** The office e-mail's subject, with {name} for who sent it. */
  emailSubject: string;
  /** The office e-mail's first line. */
  emailIntro: string;
  /** The e-mail to the visitor, when the form sends one: {field} for an answer, the site's facts filled in. */
  acknowledgement?: Acknowledgement;
}

/** A form's reply to the visitor, as its page declares it (the facts in double braces filled in by the build). */
export interface Acknowledgement {
  subject: string;
  body: string;
}

/** The fields every form sends beside its own: which form it is, the spam trap and the time trap. */
export const formIdField = 'form';

/** Names a form cannot give its fields: the server reads them as the request's own. */
export const reservedFieldNames: readonly string[] = [formIdField, 'subject', 'fillTimeMs'];

/** The lines a longText field shows unless it says. */
export const defaultRows = 5;

/** What the office e-mail says when the form does not: words any business can keep. */
export const defaultEmailSubject = 'New request from {name}';
export const defaultEmailIntro = 'A request came in through the website.';

/**
 * Which form a request comes from: the page's route, and the block's id after a # when the block has one (a page
 * with two forms gives each an id, which the checker asks for).
 */
export function formIdOf(route: string, blockId?: string): string {
  // "/contact/" is the page of "/contact", as the static server serves it at both addresses.
  const page = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return blockId ? `${page}#${blockId}` : page;
}

/** The kinds a reply can go to: the office answers by e-mail or by phone. */
const contactKinds: readonly FieldKind[] = ['email', 'phone'];

export const isContactField = (field: FormField) => contactKinds.includes(field.kind);

/**
 * The fields of which one must be filled in so the office can reply: every e-mail and phone field, when none of
 * them is required (a required one is a way to reply already). Empty when a contact field is required.
 */
export function replyFields(fields: readonly FormField[]): FormField[] {
  const contact = fields.filter(isContactField);
  return contact.some((field) => field.required) ? [] : contact;
}

/** Whether the visitor may give the other kind of contact instead of this field's: the messages offer it. */
export function hasAlternative(field: FormField, fields: readonly FormField[]): boolean {
  const reply = replyFields(fields);
  return reply.includes(field) && reply.some((other) => other.kind !== field.kind);
}

/** The kinds of contact a reply can go to, as the message asking for one names them. */
export function replyKinds(fields: readonly FormField[]): { email: boolean; phone: boolean } {
  const reply = replyFields(fields);
  return { email: reply.some((field) => field.kind === 'email'), phone: reply.some((field) => field.kind === 'phone') };
}

/** The fields written over several lines, where line breaks belong. */
export const isMultiline = (field: FormField) => field.kind === 'longText';

/** The photos a photos field takes unless it says, and the most any may take (the server's bound, requestPhotos.ts). */
export const defaultMaxPhotos = 3;
export const largestMaxPhotos = 5;

export const photoCountOf = (field: FormField) => Math.min(field.maxPhotos ?? defaultMaxPhotos, largestMaxPhotos);

/** What a photos field's value says, as stored and shown beside the photos: "2 photos"; empty for none. */
export const photosValue = (count: number) => (count === 0 ? '' : `${count} photo${count === 1 ? '' : 's'}`);

/** The most bytes one photo may have as sent (the server stops reading a photo past it). */
export const largestPhotoBytes = 12 * 1024 * 1024;

/** The file types a photos field offers (HEIC is an iPhone's own; the server takes exactly these). */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** The two answers of a yes/no field, as sent and stored, and the words shown for them. */
export const yesNoAnswers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** An answer as people read it: a yes/no field's Yes or No, any other value as it is. */
export function answerText(kind: FieldKind, value: string): string {
  if (kind !== 'yesNo') return value;
  return yesNoAnswers.find((answer) => answer.value === value)?.label ?? value;
}

/** The answers a visitor picks from: a choice's options, or yes and no. */
export function answersOf(field: FormField): { value: string; label: string }[] {
  if (field.kind === 'yesNo') return [...yesNoAnswers];
  return (field.options ?? []).map((option) => ({ value: option, label: option }));
}

/** Fields answered by picking one of a few answers (a group of radio buttons) rather than by typing. */
export const isPickOne = (field: FormField) => field.kind === 'choice' || field.kind === 'yesNo';

/** Said after the label of a required field, so everyone sees it before sending. */
export const requiredMark = '(required)';

/** The input type of a field typed on one line. */
export const inputTypes: Partial<Record<FieldKind, string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  date: 'date',
};

/** The kinds typed freely, which have a limit of characters; the others are bounded by their answers. */
export const typedKinds = ['text', 'longText', 'email', 'phone'] as const;
export type TypedKind = (typeof typedKinds)[number];

const isTyped = (kind: FieldKind): kind is TypedKind => (typedKinds as readonly FieldKind[]).includes(kind);

/**
 * The most characters a field may hold: its own maxLength when it declares a lower one than its kind's; undefined
 * for the kinds without a limit (a choice, a date, yes or no).
 */
export function maxLengthOf(field: FormField, limits: Record<TypedKind, number>): number | undefined {
  if (!isTyped(field.kind)) return undefined;
  const limit = limits[field.kind];
  return field.maxLength !== undefined && field.maxLength < limit ? field.maxLength : limit;
}

/** A day of the calendar written year-month-day, as a date input sends it: 2026-05-31, never 2026-02-30. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
