/**
 * The Request a Quote form, optionally beside the company's contact details.
 *
 * Without JavaScript it is a plain form posted to the endpoint. With JavaScript it checks what it can, sends JSON
 * and says exactly what happened: it only reports a request as sent when the server answered 2xx, and it never
 * throws away what the visitor typed when sending failed.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { BlockProps, Site } from '../src/content/model';
import { buttonStyles } from './ui/ButtonLink';
import { cardStyles } from './ui/card';
import { HEADER_HEIGHT, visuallyHidden } from './ui/GlobalStyles';
import { Icon, type IconName } from './ui/Icon';
import { Section } from './ui/Section';
import { mq } from './ui/media';
import { useOpensPage } from './ui/pageContext';
import { telHref } from './ui/phone';
import { surfaceVariables } from './ui/surface';

// ---------------------------------------------------------------------------------------------------------------
// The fields and the checks made before sending
// ---------------------------------------------------------------------------------------------------------------

const fields = ['firstName', 'lastName', 'email', 'phone', 'address', 'description'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const emptyValues: Values = { firstName: '', lastName: '', email: '', phone: '', address: '', description: '' };

export const messages = {
  needContact: 'Please enter an e-mail address or a phone number, so we can reply to you.',
  email: 'Please enter an e-mail address like name@example.com.',
  phone: 'Please enter a phone number with at least 10 digits, like (503) 555-0147.',
} as const;

/** What the visitor must fix before the request can go: a way to reply, in a form that works. */
export function checkQuoteRequest(values: Values): Errors {
  const errors: Errors = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!email && !phone) {
    errors.email = messages.needContact;
    errors.phone = messages.needContact;
  }
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = messages.email;
  if (phone && phone.replace(/\D/g, '').length < 10) errors.phone = messages.phone;
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

type Status = 'idle' | 'sending' | 'sent' | 'failed';

function useQuoteRequest(endpoint: string) {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);

  const focusFirstInvalid = (found: Errors) => {
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as Field;
    setValues((old) => ({ ...old, [field]: event.target.value }));
    // A way to reply fixes both fields at once.
    setErrors((old) => {
      if (!old[field]) return old;
      const next = { ...old, [field]: undefined };
      if ((field === 'email' || field === 'phone') && old.email === messages.needContact) {
        next.email = undefined;
        next.phone = undefined;
      }
      return next;
    });
    if (status === 'sent') setStatus('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = checkQuoteRequest(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      focusFirstInvalid(found);
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, website: honeypot.current?.value ?? '' }),
      });
      if (response.ok) {
        setValues(emptyValues);
        setStatus('sent');
        return;
      }
      if (response.status === 400) {
        const serverErrors = fieldErrorsFrom(await response.json().catch(() => null));
        if (Object.keys(serverErrors).length > 0) {
          setErrors(serverErrors);
          setStatus('idle');
          focusFirstInvalid(serverErrors);
          return;
        }
      }
      setStatus('failed');
    } catch {
      setStatus('failed');
    }
  };

  return { values, errors, status, inputs, honeypot, change, submit };
}

// ---------------------------------------------------------------------------------------------------------------
// The block
// ---------------------------------------------------------------------------------------------------------------

export function QuoteForm({ block, site }: BlockProps<'quoteForm'>) {
  const endpoint = block.endpoint ?? '/api/quote';
  const form = useQuoteRequest(endpoint);
  const id = useId();
  const formHeadingId = `${id}-heading`;
  const FormHeading = useOpensPage() ? 'h2' : 'h3';
  const sending = form.status === 'sending';

  // Browser validation stays on for the plain form (no JavaScript); once hydrated, the form checks for itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.status === 'sent') statusRef.current?.focus();
    if (form.status === 'failed') alertRef.current?.focus();
  }, [form.status]);

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: form.values[name],
    onChange: form.change,
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': form.errors[name] ? `${id}-${name}-error` : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      form.inputs.current[name] = element;
    },
  });

  const card = (
    <div css={(theme) => [cardStyles(theme), { padding: 'clamp(24px, 4vw, 40px)' }]}>
      <FormHeading id={formHeadingId} css={{ margin: '0 0 8px', fontSize: '1.5rem' }}>
        {block.formHeading}
      </FormHeading>
      <p css={(theme) => ({ margin: '0 0 24px', color: theme.colors.textMuted })}>
        Every field is optional, but we need an e-mail address or a phone number to reply.
      </p>

      <div ref={statusRef} role="status" tabIndex={-1}>
        {form.status === 'sent' && (
          <Notice tone="success" icon="check" title="Thank you, your request has been sent.">
            {block.replyPromise}
          </Notice>
        )}
      </div>
      {form.status === 'failed' && (
        <div ref={alertRef} role="alert" tabIndex={-1}>
          <Notice tone="error" icon="phone" title="Your request was not sent.">
            We could not send it just now; what you typed is still here. Please try again in a moment, or call us
            at <a href={telHref(site.company.phone)}>{site.company.phone}</a>.
          </Notice>
        </div>
      )}

      <form
        method="post"
        action={endpoint}
        aria-labelledby={formHeadingId}
        aria-busy={sending || undefined}
        noValidate={hydrated}
        onSubmit={form.submit}
      >
        <div css={fieldGrid}>
          <FormField label="First name" htmlFor={`${id}-firstName`} error={form.errors.firstName} errorId={`${id}-firstName-error`}>
            <input {...field('firstName')} type="text" autoComplete="given-name" css={control} />
          </FormField>
          <FormField label="Last name" htmlFor={`${id}-lastName`} error={form.errors.lastName} errorId={`${id}-lastName-error`}>
            <input {...field('lastName')} type="text" autoComplete="family-name" css={control} />
          </FormField>
          <FormField label="E-mail address" htmlFor={`${id}-email`} error={form.errors.email} errorId={`${id}-email-error`}>
            <input {...field('email')} type="email" autoComplete="email" inputMode="email" css={control} />
          </FormField>
          <FormField label="Phone number" htmlFor={`${id}-phone`} error={form.errors.phone} errorId={`${id}-phone-error`}>
            <input {...field('phone')} type="tel" autoComplete="tel" css={control} />
          </FormField>
          <FormField label="Project address" htmlFor={`${id}-address`} error={form.errors.address} errorId={`${id}-address-error`} wide>
            <input {...field('address')} type="text" autoComplete="street-address" css={control} />
          </FormField>
          <FormField
            label="Project description"
            htmlFor={`${id}-description`}
            error={form.errors.description}
            errorId={`${id}-description-error`}
            wide
          >
            <textarea {...field('description')} rows={5} css={[control, { minHeight: 140, resize: 'vertical' }]} />
          </FormField>
        </div>

        {/* A field people never see: bots that fill it in give themselves away. */}
        <div aria-hidden="true" css={visuallyHidden}>
          <label htmlFor={`${id}-website`}>Website</label>
          <input ref={form.honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <button
          type="submit"
          disabled={sending}
          css={(theme) => [buttonStyles(theme, { variant: 'primary' }), { width: '100%', marginTop: 8 }]}
        >
          {sending ? 'Sending…' : block.submitLabel}
        </button>
        <p css={promise}>
          <Icon name="clock" size={18} />
          <span>{block.replyPromise}</span>
        </p>
      </form>
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
    <div css={(theme) => ({ gridColumn: wide ? '1 / -1' : undefined, color: theme.colors.text })}>
      <label htmlFor={htmlFor} css={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} css={(theme) => fieldError(theme)}>
          <Icon name="close" size={16} />
          <span>{error}</span>
        </p>
      )}
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
    <div
      css={(theme) => {
        const colour = tone === 'success' ? theme.colors.success : theme.colors.error;
        return {
          display: 'flex',
          gap: 12,
          marginBottom: 24,
          padding: '16px 18px',
          borderRadius: theme.radius,
          border: `2px solid ${colour}`,
          backgroundColor: tone === 'success' ? '#eef7f1' : '#fdf1f0',
          color: theme.colors.text,
          '& > svg': { color: colour, marginTop: 2 },
          '& a': { color: colour, fontWeight: 700, whiteSpace: 'nowrap' },
        };
      }}
    >
      <Icon name={icon} size={22} />
      <div>
        <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{title}</p>
        <p css={{ margin: 0 }}>{children}</p>
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

const fieldGrid = (theme: Theme) => ({
  display: 'grid',
  gap: 20,
  marginBottom: 24,
  [mq(theme).sm]: { gridTemplateColumns: '1fr 1fr' },
});

// Field borders use the quiet text colour: 7.5:1 on white, well above the 3:1 a control's edge needs.
const control = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: '10px 14px',
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radius - 2,
  backgroundColor: '#ffffff',
  color: theme.colors.text,
  fontSize: '1rem',
  lineHeight: 1.5,
  '&:focus': { borderColor: theme.colors.focus },
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderWidth: 2, padding: '9px 13px' },
});

const fieldError = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  margin: '6px 0 0',
  color: theme.colors.error,
  fontSize: '0.9375rem',
  fontWeight: 600,
  '& svg': { marginTop: 3 },
});

const promise = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  margin: '16px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  '& svg': { marginTop: 2, color: theme.colors.accent },
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
