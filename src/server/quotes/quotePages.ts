/**
 * The pages a visitor without JavaScript sees when the plain form is posted and something is wrong: every
 * message in words, the form again with everything they typed still in it, a way back to /contact and the
 * phone number. Self-contained (no scripts, no site CSS), so it works whatever state the site is in.
 */
import { telHref } from '../../../blocks/ui/phone.ts';
import type { CompanyFacts } from '../mail/companyFacts.ts';
import { cspHash } from '../http/securityHeaders.ts';
import type { FieldErrors } from '../../quotes/validateQuoteRequest.ts';
import { escapeHtml, serverPage } from '../http/htmlDocument.ts';
import {
  honeypotField,
  quoteFieldLimits,
  quoteFields,
  readQuoteSchema,
  type QuoteField,
} from '../../quotes/quoteRules.ts';

/** The schema's titles, which the site's form shows as its labels too. */
const label = (field: QuoteField) => escapeHtml(readQuoteSchema().properties[field].title);

/** The same help for the browser's autofill as the site's form gives. */
const autocomplete: Record<Exclude<QuoteField, 'description'>, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
};

/** Fields written over several lines, as in the site's form: the address (autofill fills it whole) and the project. */
const textareaRows: Partial<Record<QuoteField, number>> = { address: 2, description: 6 };

const styles = `
  body { font: 1.0625rem/1.6 system-ui, sans-serif; color: #1a2332; margin: 0; padding: 24px; background: #f6f7f9; }
  main { max-width: 640px; margin: 0 auto; background: #fff; padding: 32px; border-radius: 8px; }
  h1 { font-size: 1.625rem; line-height: 1.25; margin: 0 0 12px; }
  a { color: #0b4f8a; }
  .problems { border: 2px solid #b42318; border-radius: 6px; padding: 12px 16px; margin: 0 0 24px; }
  .problems ul { margin: 8px 0 0; padding-left: 20px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input, textarea { display: block; box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit;
    border: 1px solid #4a5565; border-radius: 4px; }
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

/** 400 for the plain form: what to fix, and the form again with the visitor's own words in it. */
/**
 * `siteOrigin`: the origin of the site's pages when they are hosted elsewhere (the form was posted from an allowed
 * other origin), so "back to the contact page" leads there; empty when the pages are our own.
 */
export function quoteErrorsPage(
  errors: FieldErrors,
  values: Partial<Record<string, string>>,
  company: CompanyFacts,
  siteOrigin = '',
): string {
  const { maxLength } = quoteFieldLimits();
  const fieldErrors = quoteFields.filter((field) => errors[field]);
  const otherErrors = Object.entries(errors).filter(([field]) => !(quoteFields as readonly string[]).includes(field));
  // One line per message: "E-mail address, Phone number: Please enter an e-mail address or a phone number …".
  const fieldsByMessage = new Map<string, QuoteField[]>();
  for (const field of fieldErrors)
    fieldsByMessage.set(errors[field]!, [...(fieldsByMessage.get(errors[field]!) ?? []), field]);
  const problems = [
    ...[...fieldsByMessage].map(([message, fields]) => {
      const links = fields.map((field) => `<a href="#${field}">${label(field)}</a>`).join(', ');
      return `<li>${links}: ${escapeHtml(message)}</li>`;
    }),
    ...otherErrors.map(([, message]) => `<li>${escapeHtml(message)}</li>`),
  ].join('\n');

  const inputs = quoteFields
    .map((field) => {
      const value = escapeHtml(values[field] ?? '');
      const error = errors[field];
      const described = error ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
      const autofill = field === 'description' ? '' : ` autocomplete="${autocomplete[field]}"`;
      const rows = textareaRows[field];
      const control = rows
        ? `<textarea id="${field}" name="${field}" rows="${rows}"${autofill} maxlength="${maxLength[field]}"${described}>${value}</textarea>`
        : `<input id="${field}" name="${field}" type="${field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}"${autofill} value="${value}" maxlength="${maxLength[field]}"${described}>`;
      const message = error ? `\n<p class="error" id="${field}-error">${escapeHtml(error)}</p>` : '';
      return `<label for="${field}">${label(field)}</label>\n${control}${message}`;
    })
    .join('\n');

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
<form method="post" action="/api/quote" novalidate>
${inputs}
<div hidden><label for="${honeypotField}">Leave this field empty</label><input id="${honeypotField}" name="${honeypotField}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit">Send Request</button>
</form>
<p>Or go <a href="${escapeHtml(siteOrigin)}/contact">back to the contact page</a>.${callUs(company)}</p>`,
  );
}

/** Any other problem for the plain form (too large, too many, not saved): what happened and what to do. */
export function quoteProblemPage(title: string, message: string, company: CompanyFacts, siteOrigin = ''): string {
  return page(
    title,
    company,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}${callUs(company)}</p>
<p><a href="${escapeHtml(siteOrigin)}/contact">Back to the contact page</a></p>`,
  );
}
