/**
 * Rules of forms a schema cannot express: a form has a way to reply (an e-mail or a phone field), its field names
 * are its own (unique, none of the server's), a choice has options and only a choice has them, a field's own limit
 * stays within its kind's, two forms on one page can be told apart, a page and the site have a few forms at most;
 * and the inbox's statuses have ids of their own.
 */
import type { ContentError } from './contentError.ts';
import type { CheckedFile, PageFields } from './crossFileRules.ts';
import type { DataPath } from '../places/places.ts';
import { describePath, locateValue } from './locate.ts';
import type { BlockOfType, Site } from './model.ts';
import { formIdOf, type FormField, isContactField, maxLengthOf, reservedFieldNames } from '../quotes/formFields.ts';
import { quoteFieldLimits } from '../quotes/quoteRules.ts';
import { acknowledgementMistakes } from './acknowledgementRules.ts';

/**
 * A visitor fills in one form at a time: a page with more than a few asks too much of them (a request, a booking
 * and a newsletter are already three).
 */
export const MAX_FORMS_PER_PAGE = 3;

/**
 * The server compiles the rules of each form (about 10 ms of its one thread) when the form's first request comes: a
 * few dozen forms cover the pages of any small business and keep that work short, where thousands would hold
 * visitors up for seconds.
 */
export const MAX_FORMS_PER_SITE = 40;

function errorAt(file: CheckedFile<unknown>, valuePath: DataPath, message: string): ContentError {
  return {
    file: file.file,
    ...locateValue(file.parsed, valuePath),
    where: describePath(valuePath.slice(0, -1), file.data),
    message,
  };
}

/** The mistakes of one field of a form, at `path` (…, 'fields', index). */
function fieldMistakes(field: FormField, earlier: readonly FormField[]): [DataPath, string][] {
  const mistakes: [DataPath, string][] = [];
  if (reservedFieldNames.includes(field.name))
    mistakes.push([
      ['name'],
      `the name "${field.name}" is taken by the server (${reservedFieldNames.join(', ')}): choose another`,
    ]);
  else if (earlier.some((other) => other.name === field.name))
    mistakes.push([
      ['name'],
      `the name "${field.name}" is already used by another field of this form: names are unique`,
    ]);
  if (field.kind === 'choice' && !field.options)
    mistakes.push([['kind'], 'a choice field needs options: the answers to choose from']);
  if (field.kind !== 'choice' && field.options)
    mistakes.push([['options'], `options belong to a field of kind choice; this one is ${field.kind}`]);
  if (field.maxLength !== undefined) {
    const limit = maxLengthOf({ ...field, maxLength: undefined }, quoteFieldLimits().maxLength);
    if (limit === undefined)
      mistakes.push([['maxLength'], `a ${field.kind} field has no maxLength: its answers are short already`]);
    else if (field.maxLength > limit)
      mistakes.push([['maxLength'], `a ${field.kind} field holds at most ${limit} characters: write ${limit} or less`]);
  }
  if (field.rows !== undefined && field.kind !== 'longText')
    mistakes.push([['rows'], `rows belong to a field of kind longText; this one is ${field.kind}`]);
  return mistakes;
}

/** The blocks of a page that are forms, by their index. */
const formIndexesOf = (page: CheckedFile<PageFields>) =>
  page.data.blocks.flatMap((block, index) => (block.type === 'quoteForm' ? [index] : []));

/**
 * Each form past the page's limit, and each past the site's (counted in the order of the files), told at its own
 * line: the one who added it sees it where they wrote it.
 */
function tooManyForms(pages: CheckedFile<PageFields>[]): ContentError[] {
  const formsOfSite = pages.reduce((count, page) => count + formIndexesOf(page).length, 0);
  let formNumber = 0;
  return pages.flatMap((page) => {
    const forms = formIndexesOf(page);
    const firstOnPage = forms.slice(0, MAX_FORMS_PER_PAGE).map((index) => index + 1);
    return forms.flatMap((index, onPage) => {
      formNumber++;
      const at = ['blocks', index, 'type'];
      return [
        ...(onPage < MAX_FORMS_PER_PAGE
          ? []
          : [
              errorAt(
                page,
                at,
                `a page can have at most ${MAX_FORMS_PER_PAGE} forms, and blocks ${firstOnPage.join(', ')} are forms already: move this one to a page of its own`,
              ),
            ]),
        ...(formNumber <= MAX_FORMS_PER_SITE
          ? []
          : [
              errorAt(
                page,
                at,
                `a site can have at most ${MAX_FORMS_PER_SITE} forms, and this is form ${formNumber} of ${formsOfSite} (counted in the order of the files): remove ${formsOfSite - MAX_FORMS_PER_SITE}, or ask their questions in fewer forms`,
              ),
            ]),
      ];
    });
  });
}

export function checkForms(pages: CheckedFile<PageFields>[]): ContentError[] {
  const mistakes = pages.flatMap((page) => {
    const errors: ContentError[] = [];
    const formIds = new Map<string, number>();
    page.data.blocks.forEach((block, index) => {
      if (block.type !== 'quoteForm') return;
      const form = block as BlockOfType<'quoteForm'>;
      const at = ['blocks', index];
      const id = formIdOf(page.data.route, form.id);
      const earlier = formIds.get(id);
      if (earlier !== undefined)
        errors.push(
          errorAt(page, [...at, 'type'], `block ${earlier + 1} is a form too: give each form on a page its own id`),
        );
      else formIds.set(id, index);
      if (!Array.isArray(form.fields)) return;
      if (!form.fields.some(isContactField))
        errors.push(
          errorAt(
            page,
            [...at, 'fields'],
            'this form has no field of kind email or phone, so the office could not reply: add one (kind: email or kind: phone)',
          ),
        );
      form.fields.forEach((field, fieldIndex) => {
        for (const [where, message] of fieldMistakes(field, form.fields.slice(0, fieldIndex)))
          errors.push(errorAt(page, [...at, 'fields', fieldIndex, ...where], message));
      });
      if (form.acknowledgement)
        for (const [where, message] of acknowledgementMistakes(form.acknowledgement, form.fields))
          errors.push(errorAt(page, [...at, ...where], message));
    });
    return errors;
  });
  return [...mistakes, ...tooManyForms(pages)];
}

/** Each status of site.yaml's inbox.statuses has an id of its own: the inbox stores the id with each request. */
export function checkInboxStatuses(site: CheckedFile<Site>): ContentError[] {
  const statuses = (site.data as { inbox?: { statuses?: { id: string }[] } }).inbox?.statuses ?? [];
  return statuses.flatMap((status, index) =>
    statuses.slice(0, index).some((other) => other.id === status.id)
      ? [
          errorAt(
            site,
            ['inbox', 'statuses', index, 'id'],
            `the status id "${status.id}" is used twice: ids are unique`,
          ),
        ]
      : [],
  );
}
