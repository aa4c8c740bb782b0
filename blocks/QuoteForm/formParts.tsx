/**
 * The form's smaller parts: a labelled field with its message, the summary of everything to fix, and the notice
 * that says whether the request went.
 */
import type { ReactNode } from 'react';
import quoteRules from 'virtual:site-quote-rules';
import { Icon, type IconName } from '../ui/Icon';
import type { Errors, Field } from './checkBeforeSending';
import { fieldErrorStyles, noticeStyles, summaryListStyles } from './quoteFormStyles';

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  wide?: boolean;
  children: ReactNode;
}

export function FormField({ label, htmlFor, error, errorId, wide, children }: FormFieldProps) {
  return (
    <div css={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <label htmlFor={htmlFor} css={{ display: 'block', marginBottom: 6, fontWeight: 600 }}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} css={fieldErrorStyles}>
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
export function ErrorSummary({ fields: invalid, errors, fieldId, inputs }: ErrorSummaryProps) {
  const lines = new Map<string, Field[]>();
  for (const field of invalid) lines.set(errors[field]!, [...(lines.get(errors[field]!) ?? []), field]);
  const count = invalid.length;
  return (
    <div css={(theme) => [noticeStyles(theme, 'error'), { display: 'block' }]}>
      <p css={{ margin: '0 0 8px', fontWeight: 700 }}>
        Please check {count === 1 ? 'this field' : `these ${count} fields`} before sending:
      </p>
      <ul css={summaryListStyles}>
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

export function Notice({ tone, icon, title, children }: NoticeProps) {
  return (
    <div css={(theme) => noticeStyles(theme, tone)}>
      <Icon name={icon} size={22} />
      <div>
        <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{title}</p>
        {children}
      </div>
    </div>
  );
}
