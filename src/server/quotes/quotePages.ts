/**
 * The pages a visitor without JavaScript sees when the plain form is posted and something is wrong: every
 * message in words, the form again (its declared fields) with everything they typed still in it, a way back to the
 * form's page and the phone number. Self-contained (no scripts, no site CSS), so it works whatever state the site
 * is in.
 */
import { telHref } from '../../../blocks/ui/phone.ts';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import { cspHash } from '../http/securityHeaders.ts';
import type { FieldErrors } from '../../quotes/validateQuoteRequest.ts';
import { escapeHtml, serverPage } from '../http/htmlDocument.ts';
import {
  answersOf,
  defaultRows,
  type FormDefinition,
  type FormField,
  formIdField,
  inputTypes,
  isPickOne,
  maxLengthOf,
  photoAccept,
  requiredMark,
} from '../../quotes/formFields.ts';
import type { Refusal } from '../../quotes/quoteMessages.ts';
import { honeypotField, quoteFieldLimits } from '../../quotes/quoteRules.ts';

const styles = `
  body { font: 1.0625rem/1.6 system-ui, sans-serif; color: #1a2332; margin: 0; padding: 24px; background: #f6f7f9; }
  main { max-width: 640px; margin: 0 auto; background: #fff; padding: 32px; border-radius: 8px; }
  h1 { font-size: 1.625rem; line-height: 1.25; margin: 0 0 12px; }
  a { color: #0b4f8a; }
  .problems { border: 2px solid #b42318; border-radius: 6px; padding: 12px 16px; margin: 0 0 24px; }
  .problems ul { margin: 8px 0 0; padding-left: 20px; }
  label, legend { display: block; font-weight: 600; margin: 16px 0 6px; }
  fieldset { border: 0; margin: 0; padding: 0; }
  fieldset label { font-weight: 400; margin: 6px 0; }
  .help { color: #4a5565; margin: 0 0 6px; }
  input, textarea { display: block; box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit;
    border: 1px solid #4a5565; border-radius: 4px; }
  input[type="radio"] { display: inline; width: auto; margin-right: 8px; }
  [aria-invalid="true"] { border: 2px solid #b42318; }
  .error { color: #b42318; font-weight: 600; margin: 6px 0 0; }
  button { margin-top: 24px; padding: 12px 24px; font: inherit; font-weight: 700; color: #fff; background: #0b4f8a;
    border: 0; border-radius: 4px; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** The pages' own <style>, allowed by its hash in the answer's Content-Security-Policy. */
export const quotePageStyleHash = cspHash(styles);

function page(title: string, company: CompanyFacts, body: string): string {
  return serverPage({
    title: `${title} – ${company.name}`,
    robots: 'noindex',
    head: `<style>${styles}</style>`,
    body: `<main>\n${body}\n</main>`,
  });
}

function callUs(company: CompanyFacts): string {
  if (!company.phone) return '';
  return ` You can also call us at <a href="${escapeHtml(telHref(company.phone))}">${escapeHtml(company.phone)}</a>.`;
}

/** The label's words, with the mark of a required field. */
const labelText = (field: FormField) => escapeHtml(field.required ? `${field.label} ${requiredMark}` : field.label);

/** One declared field, as the site's form draws it, with what the visitor typed and its message. */
function fieldHtml(field: FormField, value: string, error: string | undefined): string {
  const { name } = field;
  const described = [field.help ? `${name}-help` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  const aria = `${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  const help = field.help ? `\n<p class="help" id="${name}-help">${escapeHtml(field.help)}</p>` : '';
  const message = error ? `\n<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
  if (isPickOne(field)) {
    // The group is described; each radio button says whether the answer is wanting (a group cannot).
    const invalid = error ? ' aria-invalid="true"' : '';
    const answers = answersOf(field)
      .map((answer, index) => {
        const checked = answer.value === value ? ' checked' : '';
        return `<label for="${name}-${index}"><input id="${name}-${index}" name="${name}" type="radio" value="${escapeHtml(answer.value)}"${checked}${invalid}>${escapeHtml(answer.label)}</label>`;
      })
      .join('\n');
    const groupAria = described ? ` aria-describedby="${described}"` : '';
    return `<fieldset${groupAria}>\n<legend>${labelText(field)}</legend>${help}\n${answers}${message}\n</fieldset>`;
  }
  if (field.kind === 'photos') {
    // A browser cannot fill a file input in again: the visitor is told to choose the photos once more.
    const again = value ? `\n<p class="help">Please choose your photos again: they were not kept.</p>` : '';
    const control = `<input id="${name}" name="${name}" type="file" multiple accept="${photoAccept}"${aria}>`;
    return `<label for="${name}">${labelText(field)}</label>${help}${again}\n${control}${message}`;
  }
  const autofill = field.autocomplete ? ` autocomplete="${escapeHtml(field.autocomplete)}"` : '';
  const most = maxLengthOf(field, quoteFieldLimits().maxLength);
  const limit = most === undefined ? '' : ` maxlength="${most}"`;
  const required = field.required ? ' required' : '';
  const control =
    field.kind === 'longText'
      ? `<textarea id="${name}" name="${name}" rows="${field.rows ?? defaultRows}"${autofill}${limit}${required}${aria}>${escapeHtml(value)}</textarea>`
      : `<input id="${name}" name="${name}" type="${inputTypes[field.kind]}"${autofill} value="${escapeHtml(value)}"${limit}${required}${aria}>`;
  return `<label for="${name}">${labelText(field)}</label>${help}\n${control}${message}`;
}

/**
 * 400 for the plain form: what to fix, and the form again with the visitor's own words in it. `siteOrigin`: the
 * origin of the site's pages when they are hosted elsewhere (the form was posted from an allowed other origin), so
 * "back to the form's page" leads there; empty when the pages are our own.
 */
export function quoteErrorsPage(
  form: FormDefinition,
  errors: FieldErrors,
  values: Partial<Record<string, string>>,
  company: CompanyFacts,
  siteOrigin = '',
): string {
  const fieldErrors = form.fields.filter((field) => errors[field.name]);
  const declared = new Set(form.fields.map((field) => field.name));
  const otherErrors = Object.entries(errors).filter(([name]) => !declared.has(name));
  // One line per message: "E-mail address, Phone number: Please enter an e-mail address or a phone number …".
  const fieldsByMessage = new Map<string, FormField[]>();
  for (const field of fieldErrors) {
    const message = errors[field.name]!;
    fieldsByMessage.set(message, [...(fieldsByMessage.get(message) ?? []), field]);
  }
  const problems = [
    ...[...fieldsByMessage].map(([message, fields]) => {
      const links = fields
        .map(
          (field) => `<a href="#${isPickOne(field) ? `${field.name}-0` : field.name}">${escapeHtml(field.label)}</a>`,
        )
        .join(', ');
      return `<li>${links}: ${escapeHtml(message)}</li>`;
    }),
    ...otherErrors.map(([, message]) => `<li>${escapeHtml(message)}</li>`),
  ].join('\n');

  const inputs = form.fields.map((field) => fieldHtml(field, values[field.name] ?? '', errors[field.name])).join('\n');

  return page(
    'Please check your request',
    company,
    `<h1>Please check your request</h1>
<div class="problems" role="alert">
<p><strong>Your request has not been sent yet.</strong> Everything you typed is still below; please fix:</p>
<ul>
${problems}
</ul>
</div>
<form method="post" action="/api/quote"${form.fields.some((field) => field.kind === 'photos') ? ' enctype="multipart/form-data"' : ''} novalidate>
<input type="hidden" name="${formIdField}" value="${escapeHtml(form.id)}">
${inputs}
<div hidden><label for="${honeypotField}">Leave this field empty</label><input id="${honeypotField}" name="${honeypotField}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit">${escapeHtml(form.submitLabel)}</button>
</form>
<p>Or go <a href="${escapeHtml(siteOrigin + form.page)}">back to the form's page</a>.${callUs(company)}</p>`,
  );
}

/**
 * Any other problem for the plain form (unknown form, too large, too many, not saved): what happened and what to
 * do, with a link back to the form's page when it is known, else to the site's home page.
 */
export function quoteProblemPage(refusal: Refusal, company: CompanyFacts, siteOrigin = '', formPage?: string): string {
  const back = formPage
    ? `<a href="${escapeHtml(siteOrigin + formPage)}">Back to the form's page</a>`
    : `<a href="${escapeHtml(siteOrigin)}/">Back to the home page</a>`;
  return page(
    refusal.title,
    company,
    `<h1>${escapeHtml(refusal.title)}</h1>
<p>${escapeHtml(refusal.message)}${callUs(company)}</p>
<p>${back}</p>`,
  );
}
