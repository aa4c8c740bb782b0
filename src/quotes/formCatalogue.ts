/**
 * The forms of a built site, as the server needs them: every form block of every page, with its declared fields
 * and the words of its e-mail, under the id the page sends with each request. The build writes it beside the pages
 * (dist/.forms.json, a dotfile, so it is not served); the server checks each request against the form it names
 * there, never against anything the request says of itself.
 */
import type { BlockOfType, PageData } from '../content/model.ts';
import { defaultEmailIntro, defaultEmailSubject, type FormDefinition, type FormField, formIdOf } from './formFields.ts';

/** The file in the build's folder. */
export const formsFileName = '.forms.json';

export interface FormCatalogueFile {
  forms: FormDefinition[];
}

/** Only what the field says: the defaults stay defaults, so the file is as short as the page. */
function fieldOf(field: BlockOfType<'quoteForm'>['fields'][number]): FormField {
  return Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as FormField;
}

/** The form of a block on a page. */
export function formOfBlock(route: string, block: BlockOfType<'quoteForm'>): FormDefinition {
  return {
    id: formIdOf(route, block.id),
    page: route,
    fields: block.fields.map(fieldOf),
    submitLabel: block.submitLabel,
    emailSubject: block.emailSubject ?? defaultEmailSubject,
    emailIntro: block.emailIntro ?? defaultEmailIntro,
    ...(block.acknowledgement ? { acknowledgement: block.acknowledgement } : {}),
  };
}

/** Every form of the site's pages, in the order of the pages. Forms sent to a hosted service are the service's. */
export function formsOfPages(pages: readonly Pick<PageData, 'route' | 'blocks'>[]): FormCatalogueFile {
  const forms = pages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.type === 'quoteForm' && !block.endpoint?.startsWith('https://') ? [formOfBlock(page.route, block)] : [],
    ),
  );
  return { forms };
}
