/**
 * The Request a Quote form, optionally beside the company's contact details.
 *
 * Without JavaScript it is a plain form posted to the endpoint (the server answers with /thank-you, or a page
 * listing what to fix). With JavaScript it checks the server's own rules before sending, sends JSON and says
 * exactly what happened: it reports a request as sent only when the server answered 2xx, and it never throws
 * away what the visitor typed when sending failed.
 *
 * The rules and their messages come from the build (`virtual:site-quote-rules`, made from
 * schema/quoteRequest.schema.json and src/quotes/quoteMessages.ts), so the browser and the server say
 * the same thing about the same input.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { keyframes, type Theme } from '@emotion/react';
import quoteRules from 'virtual:site-quote-rules';
import type { BlockProps, Site } from '../src/content/model';
import { buttonStyles } from './ui/ButtonLink';
import { cardStyles } from './ui/card';
import { HEADER_HEIGHT, visuallyHidden } from './ui/GlobalStyles';
import { Icon, type IconName } from './ui/Icon';
import { Section } from './ui/Section';
import { mq, reducedMotion } from './ui/media';
import { useOpensPage } from './ui/pageContext';
import { telHref } from './ui/phone';
import { surfaceVariables } from './ui/surface';

// ---------------------------------------------------------------------------------------------------------------
// The fields and the checks made before sending
// ---------------------------------------------------------------------------------------------------------------

/** The fields in the order of the form (and of the server's quoteFields). */
export const fields = ['firstName', 'lastName', 'email', 'phone', 'address', 'description'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Rules = typeof quoteRules;

const emptyValues: Values = { firstName: '', lastName: '', email: '', phone: '', address: '', description: '' };

/** Characters as JSON Schema's maxLength counts them: code points, so an emoji is one. */
const characterCount = (text: string) => [...text].length;

/**
 * What the server would refuse, found before sending, with the server's words: a way to reply (an e-mail address
 * or a phone number), a real e-mail address, enough digits in a phone number, and no field over its limit.
 * Values are trimmed first, as the server trims them.
 */
export function checkBeforeSending(values: Values, rules: Rules = quoteRules): Errors {
  const errors: Errors = {};
  const value = (field: Field) => values[field].trim();
  for (const field of fields) {
    if (characterCount(value(field)) > rules.maxLength[field]) errors[field] = rules.messages.tooLong[field];
  }
  const email = value('email');
  const phone = value('phone');
  if (!email && !phone) {
    errors.email = rules.messages.needContact;
    errors.phone = rules.messages.needContact;
  }
  // The server ranks these above the length rule of the same field (the order of quoteMessages.ts).
  if (email && !new RegExp(rules.emailPattern.source, rules.emailPattern.flags).test(email)) errors.email = rules.messages.emailFormat;
  if (phone && phone.replace(/\D/g, '').length < rules.phoneMinDigits) errors.phone = rules.messages.phoneDigits;
  return errors;
}

/** The field errors of a 400 answer, `{ errors: { fieldName: "message" } }`, keeping only fields of this form. */
function fieldErrorsFrom(body: unknown): Errors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const found: Errors = {};
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) found[field] = message;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------------------------

/** Why a request did not go: each gets its own advice, and every one offers the phone number. */
type Failure = 'network' | 'tooMany' | 'server';
type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; failure: Failure };

function useQuoteRequest(endpoint: string) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // Counts the times the form was found wanting, so the summary is announced again on each try.
  const [attempt, setAttempt] = useState(0);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<Field | undefined>(undefined);

  // Focus moves once the messages are on the page, so a screen reader reads the field with its message.
  useEffect(() => {
    const field = focusAfterRender.current;
    focusAfterRender.current = undefined;
    if (field) inputs.current[field]?.focus();
  });

  const showErrors = (found: Errors) => {
    setErrors(found);
    setAttempt((count) => count + 1);
    setStatus({ state: 'idle' });
    focusAfterRender.current = fields.find((field) => found[field]);
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((old) => ({ ...old, [field]: event.target.value }));
    setErrors((old) => {
      if (!old[field]) return old;
      const next = { ...old, [field]: undefined };
      // A way to reply answers the message on both fields at once.
      if ((field === 'email' || field === 'phone') && old.email === quoteRules.messages.needContact) {
        next.email = undefined;
        next.phone = undefined;
      }
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    const found = checkBeforeSending(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, website: honeypot.current?.value ?? '' }),
      });
      if (response.ok) {
        setValues(emptyValues);
        setStatus({ state: 'sent' });
        return;
      }
      if (response.status === 400) {
        const serverErrors = fieldErrorsFrom(await response.json().catch(() => null));
        if (Object.keys(serverErrors).length > 0) {
          showErrors(serverErrors);
          return;
        }
      }
      setStatus({ state: 'failed', failure: response.status === 429 ? 'tooMany' : 'server' });
    } catch {
      setStatus({ state: 'failed', failure: 'network' });
    }
  };

  /** After a success: the form again, empty, with focus in its first field. */
  const startAgain = () => {
    setStatus({ state: 'idle' });
    focusAfterRender.current = fields[0];
  };

  return { values, errors, attempt, status, inputs, honeypot, change, submit, startAgain };
}

const failureAdvice: Record<Failure, string> = {
  network: 'We could not reach our server. Everything you typed is still here: please check your connection and try again,',
  tooMany: 'Too many requests came from your connection in the last minute. Everything you typed is still here: please try again in a minute,',
  server: 'Something went wrong on our side. Everything you typed is still here: please try again in a few minutes,',
};

// ---------------------------------------------------------------------------------------------------------------
// The block
// ---------------------------------------------------------------------------------------------------------------

export function QuoteForm({ block, site }: BlockProps<'quoteForm'>) {
  const endpoint = block.endpoint ?? '/api/quote';
  const form = useQuoteRequest(endpoint);
  const id = useId();
  const formHeadingId = `${id}-heading`;
  const FormHeading = useOpensPage() ? 'h2' : 'h3';
  const { state } = form.status;
  const sending = state === 'sending';
  const fieldId = (name: Field) => `${id}-${name}`;
  const errorId = (name: Field) => `${id}-${name}-error`;

  // Browser validation stays on for the plain form (no JavaScript); once hydrated, the form checks for itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
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
    <div css={(theme) => [cardStyles(theme), formCard(theme)]}>
      <FormHeading id={formHeadingId} css={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {block.formHeading}
      </FormHeading>

      <div ref={statusRef} role="status" tabIndex={-1} css={messageTarget}>
        {state === 'sent' && (
          <Notice tone="success" icon="check" title="Thank you, your request has been sent.">
            <p css={{ margin: '0 0 16px' }}>{block.replyPromise}</p>
            <button type="button" onClick={form.startAgain} css={(theme) => buttonStyles(theme, { variant: 'secondary' })}>
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

          <div ref={alertRef} role="alert" tabIndex={-1} css={messageTarget}>
            {form.status.state === 'failed' && (
              <Notice tone="error" icon="phone" title="Your request was not sent.">
                <p css={{ margin: 0 }}>
                  {failureAdvice[form.status.failure]} or call us at <a href={telHref(site.company.phone)}>{site.company.phone}</a>.
                </p>
              </Notice>
            )}
          </div>

          {/* Polite: focus is already on the first field to fix, which reads its own message first. */}
          <div aria-live="polite">
            {invalid.length > 0 && (
              <ErrorSummary key={form.attempt} fields={invalid} errors={form.errors} fieldId={fieldId} inputs={form.inputs} />
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
            <div css={fieldGrid}>
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
                <textarea {...control('description')} rows={5} css={[controlStyles, { minHeight: 148, resize: 'vertical' }]} />
                {/* Shown near the limit only; the check before sending says it in words for everyone. */}
                {descriptionLength > descriptionLimit * 0.8 && (
                  <p aria-hidden="true" css={(theme) => counter(theme, descriptionLength > descriptionLimit)}>
                    {descriptionLength.toLocaleString('en-US')} / {descriptionLimit.toLocaleString('en-US')} characters
                  </p>
                )}
              </FormField>
            </div>

            {/* A field people never see: robots that fill it in give themselves away. */}
            <div aria-hidden="true" css={visuallyHidden}>
              <label htmlFor={`${id}-website`}>Leave this field empty</label>
              <input ref={form.honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>

            {/* aria-disabled rather than disabled: the button keeps focus while the request is on its way. */}
            <button
              type="submit"
              aria-disabled={sending || undefined}
              css={(theme) => [buttonStyles(theme, { variant: 'primary' }), submitButton]}
            >
              {sending && <span css={spinner} aria-hidden="true" />}
              <span>{sending ? 'Sending…' : block.submitLabel}</span>
            </button>
            <p css={promise}>
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
        <div css={columns}>
          <ContactDetails site={site} replyPromise={block.replyPromise} headingLevel={FormHeading} />
          {card}
        </div>
      ) : (
        <div css={{ maxWidth: 760, marginInline: 'auto' }}>{card}</div>
      )}
    </Section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------------------------

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  wide?: boolean;
  children: ReactNode;
}

function FormField({ label, htmlFor, error, errorId, wide, children }: FormFieldProps) {
  return (
    <div css={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <label htmlFor={htmlFor} css={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} css={fieldError}>
          <Icon name="close" size={16} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

interface ErrorSummaryProps {
  fields: Field[];
  errors: Errors;
  fieldId: (field: Field) => string;
  inputs: { current: Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>> };
}

/** Everything to fix, in one place, each a link to its field (the same message twice reads as one line). */
function ErrorSummary({ fields: invalid, errors, fieldId, inputs }: ErrorSummaryProps) {
  const lines = new Map<string, Field[]>();
  for (const field of invalid) lines.set(errors[field]!, [...(lines.get(errors[field]!) ?? []), field]);
  const count = invalid.length;
  return (
    <div css={(theme) => [noticeBox(theme, 'error'), { display: 'block' }]}>
      <p css={{ margin: '0 0 8px', fontWeight: 700 }}>
        Please check {count === 1 ? 'this field' : `these ${count} fields`} before sending:
      </p>
      <ul css={{ margin: 0, paddingLeft: '1.25em', '& li + li': { marginTop: 6 } }}>
        {[...lines].map(([message, named]) => (
          <li key={message}>
            {named.map((field, index) => (
              <span key={field}>
                {index > 0 && ', '}
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    // Following the link would scroll to the field; focus lets the visitor type at once.
                    event.preventDefault();
                    inputs.current[field]?.focus();
                  }}
                >
                  {quoteRules.labels[field]}
                </a>
              </span>
            ))}
            : {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NoticeProps {
  tone: 'success' | 'error';
  icon: IconName;
  title: string;
  children: ReactNode;
}

function Notice({ tone, icon, title, children }: NoticeProps) {
  return (
    <div css={(theme) => noticeBox(theme, tone)}>
      <Icon name={icon} size={22} />
      <div>
        <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{title}</p>
        {children}
      </div>
    </div>
  );
}

interface ContactDetailsProps {
  site: Site;
  replyPromise: string;
  headingLevel: 'h2' | 'h3';
}

function ContactDetails({ site, replyPromise, headingLevel: Heading }: ContactDetailsProps) {
  const { company } = site;
  return (
    <aside aria-label="Contact details" css={contactPanel}>
      <Heading css={{ margin: '0 0 24px', fontSize: '1.375rem', color: '#ffffff' }}>Talk to us directly</Heading>
      <ul css={contactList}>
        <li>
          <Icon name="phone" />
          <div>
            <span css={contactLabel}>Phone</span>
            <a href={telHref(company.phone)} css={{ fontSize: '1.375rem', fontWeight: 750 }}>
              {company.phone}
            </a>
            <span css={{ display: 'block', color: '#cbd5e1', fontSize: '0.9375rem' }}>
              {company.emergencyService} emergency service
            </span>
          </div>
        </li>
        <li>
          <Icon name="mail" />
          <div>
            <span css={contactLabel}>E-mail</span>
            <a href={`mailto:${company.email}`} css={{ overflowWrap: 'anywhere' }}>
              {company.email}
            </a>
          </div>
        </li>
        <li>
          <Icon name="map-pin" />
          <div>
            <span css={contactLabel}>Office</span>
            <address css={{ fontStyle: 'normal' }}>
              {company.address.street}
              <br />
              {company.address.city}, {company.address.region} {company.address.postalCode}
            </address>
          </div>
        </li>
        <li>
          <Icon name="clock" />
          <div>
            <span css={contactLabel}>Office hours</span>
            <dl css={hoursList}>
              {company.hours.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.closed || !row.opens || !row.closes ? 'Closed' : `${clock(row.opens)} – ${clock(row.closes)}`}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      </ul>
      <p css={replyCallout}>
        <Icon name="check" size={20} />
        <span>{replyPromise}</span>
      </p>
    </aside>
  );
}

/** "08:00" → "8:00 am", "17:00" → "5:00 pm". */
function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Styles
// ---------------------------------------------------------------------------------------------------------------

const columns = (theme: Theme) => ({
  display: 'grid',
  gap: 32,
  alignItems: 'start',
  [mq(theme).lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 40 },
});

// The accent rule on top ties the card to the page's calls to action.
const formCard = (theme: Theme) => ({
  padding: 'clamp(24px, 4vw, 40px)',
  borderTop: `4px solid ${theme.colors.accent}`,
});

const fieldGrid = (theme: Theme) => ({
  display: 'grid',
  gap: '20px 16px',
  marginBottom: 24,
  [mq(theme).sm]: { gridTemplateColumns: '1fr 1fr' },
});

// Field borders use the quiet text colour: 7.5:1 on white, well above the 3:1 a control's edge needs.
const controlStyles = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: '11px 14px',
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radius - 4,
  backgroundColor: '#ffffff',
  color: theme.colors.text,
  fontSize: '1rem',
  lineHeight: 1.5,
  transition: 'border-color 150ms ease-out, box-shadow 150ms ease-out',
  '&:hover': { borderColor: theme.colors.text },
  // A soft halo with the ring, so the field being typed in is plain to see.
  '&:focus': { borderColor: theme.colors.focus, boxShadow: `0 0 0 3px ${theme.colors.focus}33` },
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, boxShadow: `inset 0 0 0 1px ${theme.colors.error}` },
  [reducedMotion]: { transition: 'none' },
});

const fieldError = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  margin: '8px 0 0',
  color: theme.colors.error,
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.45,
  '& svg': { marginTop: 2 },
});

const counter = (theme: Theme, over: boolean) => ({
  margin: '6px 0 0',
  textAlign: 'right' as const,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  color: over ? theme.colors.error : theme.colors.textMuted,
  fontWeight: over ? 600 : 400,
});

const noticeBox = (theme: Theme, tone: 'success' | 'error') => {
  const colour = tone === 'success' ? theme.colors.success : theme.colors.error;
  return {
    display: 'flex',
    gap: 12,
    marginBottom: 24,
    padding: '16px 18px',
    borderRadius: theme.radius,
    border: `1px solid ${colour}`,
    borderLeftWidth: 6,
    backgroundColor: tone === 'success' ? '#eef7f1' : '#fdf1f0',
    color: theme.colors.text,
    '& > svg': { color: colour, marginTop: 2 },
    // The error red on its pale tint is 5.9:1, the success green 4.9:1: both fine for the bold links.
    '& a': { color: colour, fontWeight: 700 },
    '& a[href^="tel:"]': { whiteSpace: 'nowrap' as const },
  };
};

// Messages take focus to be read out; the focus ring is for controls, not for this.
const messageTarget = { '&:focus': { outline: 'none' } };

const submitButton = (theme: Theme) => ({
  width: '100%',
  marginTop: 8,
  // Busy, not unavailable: full colour keeps the white label at its 5.3:1.
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 1 },
  [mq(theme).sm]: { minHeight: 52, fontSize: '1.0625rem' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const spinner = {
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: '2px solid rgba(255, 255, 255, 0.45)',
  borderTopColor: '#ffffff',
  animation: `${spin} 800ms linear infinite`,
  [reducedMotion]: { animation: 'none' },
};

const promise = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 8,
  margin: '16px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  '& svg': { marginTop: 3, color: theme.colors.accent },
});

const contactPanel = (theme: Theme) => ({
  ...surfaceVariables(theme, 'dark'),
  borderRadius: theme.radius,
  padding: 'clamp(24px, 4vw, 40px)',
  // Beside the long form on wide screens, the details stay in view (clear of the sticky header).
  [mq(theme).lg]: { position: 'sticky' as const, top: HEADER_HEIGHT + 24 },
  '& a': { color: '#ffffff', textDecorationColor: theme.colors.accentOnDark },
  '& a:hover': { color: theme.colors.accentOnDark },
});

const contactList = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 24,
  '& > li': { display: 'flex', gap: 16 },
  '& > li > svg': { flexShrink: 0, color: theme.colors.accentOnDark, marginTop: 2 },
});

const contactLabel = {
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase' as const,
  color: '#cbd5e1',
};

const hoursList = {
  margin: 0,
  '& > div': { display: 'flex', gap: 16, justifyContent: 'space-between', maxWidth: 300 },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
};

const replyCallout = (theme: Theme) => ({
  display: 'flex',
  gap: 10,
  margin: '32px 0 0',
  paddingTop: 24,
  borderTop: `1px solid ${theme.colors.navyLight}`,
  fontWeight: 600,
  '& svg': { flexShrink: 0, color: theme.colors.accentOnDark, marginTop: 2 },
});
