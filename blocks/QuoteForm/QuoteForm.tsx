/**
 * A form visitors send to the office, with the fields its page declares, optionally beside the company's contact
 * details.
 *
 * Without JavaScript it is a plain form posted to the endpoint (the server answers with /thank-you, or a page
 * listing what to fix). With JavaScript it checks the server's own rules before sending (checkBeforeSending.ts),
 * sends JSON and says exactly what happened (useQuoteRequest.ts). Either way it names itself (the hidden `form`
 * field), and the server checks the request against this form's fields as the build declared them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import quoteRules from 'virtual:site-quote-rules';
import type { BlockProps } from '../../src/content/model';
import {
  answersOf,
  defaultRows,
  type FormField as DeclaredField,
  formIdField,
  formIdOf,
  inputTypes,
  isPickOne,
  maxLengthOf,
  replyKinds,
} from '../../src/quotes/formFields';
import { requestMessages } from '../../src/quotes/quoteMessages';
import { buttonStyles } from '../ui/ButtonLink';
import { cardStyles } from '../ui/card';
import { visuallyHidden } from '../ui/GlobalStyles';
import { Icon } from '../ui/Icon';
import { useItemHeading } from '../ui/pageContext';
import { telHref } from '../ui/phone';
import { Section } from '../ui/Section';
import { characterCount } from './checkBeforeSending';
import { ContactDetails } from './ContactDetails';
import { AnswerGroup, ErrorSummary, FormField, Notice } from './formParts';
import {
  columnsStyles,
  controlStyles,
  counterStyles,
  fieldGridStyles,
  formCardStyles,
  messageTargetStyles,
  promiseStyles,
  spinnerStyles,
  submitButtonStyles,
} from './quoteFormStyles';
import { failureAdvice, useQuoteRequest } from './useQuoteRequest';
import { PhotoPicker } from './PhotoPicker';
import { UploadProgress } from './UploadProgress';

/** What the form says once sent, unless the block says otherwise. */
const defaultThankYou = 'Thank you, your request has been sent.';

/** Fields typed on one line sit two to a row on wider screens; the others take the whole row. */
const isNarrow = (field: DeclaredField) => inputTypes[field.kind] !== undefined;

export function QuoteForm({ block, site }: BlockProps<'quoteForm'>) {
  // A hosted form service (https://…) is the block's own choice; "/api/quote" means the site's quote server, which
  // is at site.yaml's quoteEndpoint when the pages are hosted elsewhere.
  const ownServer = !block.endpoint || block.endpoint.startsWith('/');
  const endpoint = (ownServer && site.quoteEndpoint) || block.endpoint || '/api/quote';
  const fields = block.fields as DeclaredField[];
  const hasPhotos = fields.some((field) => field.kind === 'photos');
  // The page's own path names the form: the route being prerendered, or the address the visitor is at.
  const [pagePath] = useLocation();
  const formId = formIdOf(pagePath, block.id);
  const form = useQuoteRequest(endpoint, formId, fields);
  const id = useId();
  const formHeadingId = `${id}-heading`;
  const FormHeading = useItemHeading();
  const { state } = form.status;
  const sending = state === 'sending';
  const fieldId = (field: DeclaredField) => `${id}-${field.name}${isPickOne(field) ? '-0' : ''}`;
  const errorId = (field: DeclaredField) => `${id}-${field.name}-error`;
  const helpId = (field: DeclaredField) => `${id}-${field.name}-help`;
  /** The field's help and message, as its description for assistive technology. */
  const describedBy = (field: DeclaredField) =>
    [field.help ? helpId(field) : '', form.errors[field.name] ? errorId(field) : ''].filter(Boolean).join(' ') ||
    undefined;

  // Browser validation stays on for the plain form (no JavaScript); once hydrated, the form checks for itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new status moves focus, even a second failure alike.
  useEffect(() => {
    if (state === 'sent') statusRef.current?.focus();
    if (state === 'failed') alertRef.current?.focus();
  }, [form.status, state]);

  const control = (field: DeclaredField) => ({
    id: fieldId(field),
    name: field.name,
    value: form.values[field.name] ?? '',
    onChange: form.change,
    required: field.required || undefined,
    'aria-invalid': form.errors[field.name] ? true : undefined,
    'aria-describedby': describedBy(field),
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      form.inputs.current[field.name] = element;
    },
  });
  const fieldProps = (field: DeclaredField) => ({
    field,
    htmlFor: fieldId(field),
    error: form.errors[field.name],
    errorId: errorId(field),
    helpId: helpId(field),
    wide: !isNarrow(field),
  });

  function fieldOf(field: DeclaredField) {
    if (isPickOne(field))
      return (
        <AnswerGroup
          key={field.name}
          {...fieldProps(field)}
          answers={answersOf(field)}
          value={form.values[field.name] ?? ''}
          idPrefix={`${id}-${field.name}`}
          describedBy={describedBy(field)}
          onChange={form.change}
          firstInput={(element) => {
            form.inputs.current[field.name] = element;
          }}
        />
      );
    if (field.kind === 'photos')
      return (
        <FormField key={field.name} {...fieldProps(field)}>
          <PhotoPicker
            field={field}
            id={fieldId(field)}
            files={form.photos[field.name] ?? []}
            onFiles={form.choosePhotos}
            invalid={Boolean(form.errors[field.name])}
            describedBy={describedBy(field)}
            inputRef={(element) => {
              form.inputs.current[field.name] = element;
            }}
          />
        </FormField>
      );
    if (field.kind !== 'longText')
      return (
        <FormField key={field.name} {...fieldProps(field)}>
          <input
            {...control(field)}
            type={inputTypes[field.kind]}
            autoComplete={field.autocomplete}
            css={controlStyles}
          />
        </FormField>
      );
    const rows = field.rows ?? defaultRows;
    const length = characterCount((form.values[field.name] ?? '').trim());
    // A longText field always has a limit: its own, or its kind's.
    const limit = maxLengthOf(field, quoteRules.maxLength)!;
    return (
      <FormField key={field.name} {...fieldProps(field)}>
        {/* "street-address" is the whole address, lines and all: autofill allows it on a <textarea> only. */}
        {/* At least its rows tall: a line is 25.5 px (17 px text, line height 1.5), and 20.5 px of padding and border. */}
        <textarea
          {...control(field)}
          rows={rows}
          autoComplete={field.autocomplete}
          css={[controlStyles, { minHeight: Math.round(rows * 25.5 + 20.5), resize: 'vertical' }]}
        />
        {/* Shown near the limit only; the check before sending says it in words for everyone. */}
        {length > limit * 0.8 && (
          <p aria-hidden="true" css={(theme) => counterStyles(theme, length > limit)}>
            {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
          </p>
        )}
      </FormField>
    );
  }

  const invalid = fields.filter((field) => form.errors[field.name]);

  const card = (
    <div css={(theme) => [cardStyles(theme), formCardStyles(theme)]}>
      <FormHeading id={formHeadingId} css={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {block.formHeading}
      </FormHeading>

      <div ref={statusRef} role="status" tabIndex={-1} css={messageTargetStyles}>
        {state === 'sent' && (
          <Notice tone="success" icon="check" title={block.thankYou?.heading ?? defaultThankYou}>
            <p css={{ margin: '0 0 16px' }}>{block.thankYou?.message ?? block.replyPromise}</p>
            <button
              type="button"
              onClick={form.startAgain}
              css={(theme) => buttonStyles(theme, { variant: 'secondary' })}
            >
              Send another request
            </button>
          </Notice>
        )}
      </div>

      {state !== 'sent' && (
        <>
          <p css={(theme) => ({ margin: '0 0 24px', color: theme.colors.textMuted })}>
            {requestMessages.formNote({
              reply: replyKinds(fields),
              required: fields.some((field) => field.required),
            })}
          </p>

          <div ref={alertRef} role="alert" tabIndex={-1} css={messageTargetStyles}>
            {form.status.state === 'failed' && (
              <Notice tone="error" icon="phone" title="Your request was not sent.">
                <p css={{ margin: 0 }}>
                  {failureAdvice[form.status.failure]} or call us at{' '}
                  <a href={telHref(site.company.phone)}>{site.company.phone}</a>.
                </p>
              </Notice>
            )}
          </div>

          {/* Polite: focus is already on the first field to fix, which reads its own message first. */}
          <div aria-live="polite">
            {invalid.length > 0 && (
              <ErrorSummary
                key={form.attempt}
                fields={invalid}
                errors={form.errors}
                fieldId={fieldId}
                inputs={form.inputs}
              />
            )}
          </div>

          <form
            method="post"
            action={endpoint}
            aria-labelledby={formHeadingId}
            aria-busy={sending || undefined}
            noValidate={hydrated}
            onSubmit={form.submit}
            // Without JavaScript the photos go with the plain form, which must then be multipart.
            encType={hasPhotos ? 'multipart/form-data' : undefined}
          >
            {/* Which form this is: the server checks the request against this form's fields. */}
            <input type="hidden" name={formIdField} value={formId} />
            <div css={fieldGridStyles}>{fields.map(fieldOf)}</div>

            {/* A field people never see: robots that fill it in give themselves away. */}
            <div aria-hidden="true" css={visuallyHidden}>
              <label htmlFor={`${id}-website`}>Leave this field empty</label>
              <input
                ref={form.honeypot}
                id={`${id}-website`}
                name={quoteRules.honeypotField}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>

            {hasPhotos && <UploadProgress share={form.progress} />}
            {/* aria-disabled rather than disabled: the button keeps focus while the request is on its way. */}
            <button
              type="submit"
              aria-disabled={sending || undefined}
              css={(theme) => [buttonStyles(theme, { variant: 'primary' }), submitButtonStyles]}
            >
              {sending && <span css={spinnerStyles} aria-hidden="true" />}
              <span>{sending ? 'Sending…' : block.submitLabel}</span>
            </button>
            <p css={promiseStyles}>
              <Icon name="clock" size={18} />
              <span>{block.replyPromise}</span>
            </p>
          </form>
        </>
      )}
    </div>
  );

  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      {block.contactInfo ? (
        <div css={columnsStyles}>
          <ContactDetails site={site} replyPromise={block.replyPromise} headingLevel={FormHeading} />
          {card}
        </div>
      ) : (
        <div css={{ maxWidth: 760, marginInline: 'auto' }}>{card}</div>
      )}
    </Section>
  );
}
