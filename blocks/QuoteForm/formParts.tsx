/**
 * The form's smaller parts: a labelled field with its help and message, a group of answers to pick one from, the
 * summary of everything to fix, and the notice that says whether the request went.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { type FormField as DeclaredField, requiredMark } from '../../src/quotes/formFields';
import { Icon, type IconName } from '../ui/Icon';
import type { Errors } from './checkBeforeSending';
import {
  answerGroupStyles,
  fieldErrorStyles,
  helpStyles,
  labelStyles,
  legendStyles,
  noticeStyles,
  optionStyles,
  summaryListStyles,
} from './quoteFormStyles';
import type { FieldElement } from './useQuoteRequest';

/** The label's words, and for a required field the mark that says so, seen before sending. */
function LabelText({ field }: { field: DeclaredField }) {
  return field.required ? (
    <>
      {field.label} <span>{requiredMark}</span>
    </>
  ) : (
    field.label
  );
}

function FieldMessage({ error, errorId }: { error?: string; errorId: string }) {
  return error ? (
    <p id={errorId} css={fieldErrorStyles}>
      <Icon name="close" size={16} />
      <span>{error}</span>
    </p>
  ) : null;
}

interface FormFieldProps {
  field: DeclaredField;
  htmlFor: string;
  error?: string;
  errorId: string;
  helpId: string;
  wide?: boolean;
  children: ReactNode;
}

export function FormField({ field, htmlFor, error, errorId, helpId, wide, children }: FormFieldProps) {
  return (
    <div css={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <label htmlFor={htmlFor} css={labelStyles}>
        <LabelText field={field} />
      </label>
      {field.help && (
        <p id={helpId} css={helpStyles}>
          {field.help}
        </p>
      )}
      {children}
      <FieldMessage error={error} errorId={errorId} />
    </div>
  );
}

interface AnswerGroupProps {
  field: DeclaredField;
  answers: { value: string; label: string }[];
  value: string;
  idPrefix: string;
  error?: string;
  errorId: string;
  helpId: string;
  describedBy?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  firstInput: (element: HTMLInputElement | null) => void;
}

/**
 * A question answered by picking one of a few answers: radio buttons in a group named by its legend (the arrow keys
 * move between them, as the browser does for a group of the same name), with its help and message.
 */
export function AnswerGroup(props: AnswerGroupProps) {
  const { field, answers, value, idPrefix, error } = props;
  return (
    <fieldset aria-describedby={props.describedBy} css={answerGroupStyles}>
      <legend css={legendStyles}>
        <LabelText field={field} />
      </legend>
      {field.help && (
        <p id={props.helpId} css={helpStyles}>
          {field.help}
        </p>
      )}
      {answers.map((answer, index) => (
        <label key={answer.value} css={optionStyles}>
          <input
            id={`${idPrefix}-${index}`}
            type="radio"
            name={field.name}
            value={answer.value}
            checked={value === answer.value}
            onChange={props.onChange}
            required={field.required || undefined}
            aria-invalid={error ? true : undefined}
            ref={index === 0 ? props.firstInput : undefined}
          />
          <span>{answer.label}</span>
        </label>
      ))}
      <FieldMessage error={error} errorId={props.errorId} />
    </fieldset>
  );
}

interface ErrorSummaryProps {
  fields: DeclaredField[];
  errors: Errors;
  fieldId: (field: DeclaredField) => string;
  inputs: { current: Partial<Record<string, FieldElement | null>> };
}

/** Everything to fix, in one place, each a link to its field (the same message twice reads as one line). */
export function ErrorSummary({ fields: invalid, errors, fieldId, inputs }: ErrorSummaryProps) {
  const lines = new Map<string, DeclaredField[]>();
  for (const field of invalid) {
    const message = errors[field.name]!;
    lines.set(message, [...(lines.get(message) ?? []), field]);
  }
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
              <span key={field.name}>
                {index > 0 && ', '}
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    // Following the link would scroll to the field; focus lets the visitor type at once.
                    event.preventDefault();
                    inputs.current[field.name]?.focus();
                  }}
                >
                  {field.label}
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
