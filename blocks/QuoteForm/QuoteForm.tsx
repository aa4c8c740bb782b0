/**
 * The Request a Quote form, optionally beside the company's contact details.
 *
 * Without JavaScript it is a plain form posted to the endpoint (the server answers with /thank-you, or a page
 * listing what to fix). With JavaScript it checks the server's own rules before sending (checkBeforeSending.ts),
 * sends JSON and says exactly what happened (useQuoteRequest.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import quoteRules from 'virtual:site-quote-rules';
import type { BlockProps } from '../../src/content/model';
import { buttonStyles } from '../ui/ButtonLink';
import { cardStyles } from '../ui/card';
import { visuallyHidden } from '../ui/GlobalStyles';
import { Icon } from '../ui/Icon';
import { useItemHeading } from '../ui/pageContext';
import { telHref } from '../ui/phone';
import { Section } from '../ui/Section';
import { characterCount, fields, type Field } from './checkBeforeSending';
import { ContactDetails } from './ContactDetails';
import { ErrorSummary, FormField, Notice } from './formParts';
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

export function QuoteForm({ block, site }: BlockProps<'quoteForm'>) {
  // A hosted form service (https://…) is the block's own choice; "/api/quote" means the site's quote server, which
  // is at site.yaml's quoteEndpoint when the pages are hosted elsewhere.
  const ownServer = !block.endpoint || block.endpoint.startsWith('/');
  const endpoint = (ownServer && site.quoteEndpoint) || block.endpoint || '/api/quote';
  const form = useQuoteRequest(endpoint);
  const id = useId();
  const formHeadingId = `${id}-heading`;
  const FormHeading = useItemHeading();
  const { state } = form.status;
  const sending = state === 'sending';
  const fieldId = (name: Field) => `${id}-${name}`;
  const errorId = (name: Field) => `${id}-${name}-error`;

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

  const control = (name: Field) => ({
    id: fieldId(name),
    name,
    value: form.values[name],
    onChange: form.change,
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': form.errors[name] ? errorId(name) : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      form.inputs.current[name] = element;
    },
  });
  const fieldProps = (name: Field, wide = false) => ({
    label: quoteRules.labels[name],
    htmlFor: fieldId(name),
    error: form.errors[name],
    errorId: errorId(name),
    wide,
  });

  const invalid = fields.filter((field) => form.errors[field]);
  const descriptionLength = characterCount(form.values.description.trim());
  const descriptionLimit = quoteRules.maxLength.description;

  const card = (
    <div css={(theme) => [cardStyles(theme), formCardStyles(theme)]}>
      <FormHeading id={formHeadingId} css={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {block.formHeading}
      </FormHeading>

      <div ref={statusRef} role="status" tabIndex={-1} css={messageTargetStyles}>
        {state === 'sent' && (
          <Notice tone="success" icon="check" title="Thank you, your request has been sent.">
            <p css={{ margin: '0 0 16px' }}>{block.replyPromise}</p>
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
            Every field is optional, but we need an e-mail address or a phone number to reply.
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
          >
            <div css={fieldGridStyles}>
              <FormField {...fieldProps('firstName')}>
                <input {...control('firstName')} type="text" autoComplete="given-name" css={controlStyles} />
              </FormField>
              <FormField {...fieldProps('lastName')}>
                <input {...control('lastName')} type="text" autoComplete="family-name" css={controlStyles} />
              </FormField>
              <FormField {...fieldProps('email')}>
                <input {...control('email')} type="email" autoComplete="email" css={controlStyles} />
              </FormField>
              <FormField {...fieldProps('phone')}>
                <input {...control('phone')} type="tel" autoComplete="tel" css={controlStyles} />
              </FormField>
              <FormField {...fieldProps('address', true)}>
                {/* "street-address" is the whole address, lines and all: autofill allows it on a <textarea> only. */}
                <textarea
                  {...control('address')}
                  rows={2}
                  autoComplete="street-address"
                  css={[controlStyles, { minHeight: 72, resize: 'vertical' }]}
                />
              </FormField>
              <FormField {...fieldProps('description', true)}>
                <textarea
                  {...control('description')}
                  rows={5}
                  css={[controlStyles, { minHeight: 148, resize: 'vertical' }]}
                />
                {/* Shown near the limit only; the check before sending says it in words for everyone. */}
                {descriptionLength > descriptionLimit * 0.8 && (
                  <p aria-hidden="true" css={(theme) => counterStyles(theme, descriptionLength > descriptionLimit)}>
                    {descriptionLength.toLocaleString('en-US')} / {descriptionLimit.toLocaleString('en-US')} characters
                  </p>
                )}
              </FormField>
            </div>

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
