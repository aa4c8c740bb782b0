/**
 * Sending the form: its values and messages as state, and what happened to the request. It reports a request as
 * sent only when the server answered 2xx, and it never throws away what the visitor typed when sending failed.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import quoteRules from 'virtual:site-quote-rules';
import { type FormField, formIdField, replyFields } from '../../src/quotes/formFields';
import { photoErrors } from '../../src/quotes/photoMessages';
import { sendWithProgress } from './sendWithProgress';
import { checkBeforeSending, emptyValues, fieldErrorsFrom, type Errors, type Values } from './checkBeforeSending';
import { withVisitSource } from './visitSource';

/** Why a request did not go: each gets its own advice, and every one offers the phone number. */
export type Failure = 'network' | 'tooMany' | 'server';
type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; failure: Failure };

/** How much of a request with photos has gone: a share from 0 to 1, while it is being sent. */
export type Progress = number | undefined;

/** The element that takes focus for a field: its input, or the first button of a group. */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The non-empty values the form's controls hold in the page, by field name (a group of answers by its choice). */
function valuesInPage(fields: readonly FormField[], inputs: Partial<Record<string, FieldElement | null>>): Values {
  const found: Values = {};
  for (const field of fields) {
    const control = inputs[field.name];
    // A photos field's files are the picker's (PhotoPicker.tsx); its value is a made-up path.
    if (!control || control.type === 'file') continue;
    // A group of answers is named by its first radio button; its value is the answer checked. A field's name is
    // letters and digits only (the schema's rule), so it goes into the selector as it is.
    const value =
      control.type === 'radio'
        ? (control.form?.querySelector<HTMLInputElement>(`input[name="${field.name}"]:checked`)?.value ?? '')
        : control.value;
    if (value) found[field.name] = value;
  }
  return found;
}

/** `formId`: which form of the site this is, sent with every request (the server checks it against that form). */
export function useQuoteRequest(endpoint: string, formId: string, fields: readonly FormField[]) {
  const [values, setValues] = useState<Values>(() => emptyValues(fields));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // Counts the times the form was found wanting, so the summary is announced again on each try.
  const [attempt, setAttempt] = useState(0);
  // The photos chosen in each photos field, in order; sent by XMLHttpRequest so the progress can be shown.
  const [photos, setPhotos] = useState<Record<string, File[]>>({});
  const [progress, setProgress] = useState<Progress>(undefined);
  const inputs = useRef<Partial<Record<string, FieldElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const focusAfterRender = useRef<string | undefined>(undefined);

  // What the visitor typed, picked or had filled in by the browser while the page's script was still on its way is
  // in the server's HTML controls when the form hydrates: taken into the state at once, or the next render would
  // put the empty values of the first one back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    const typed = valuesInPage(fields, inputs.current);
    if (Object.keys(typed).length > 0) setValues((old) => ({ ...old, ...typed }));
  }, []);

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
    focusAfterRender.current = fields.find((field) => found[field.name])?.name;
  };

  const change = (event: ChangeEvent<FieldElement>) => {
    const { name, value } = event.target;
    setValues((old) => ({ ...old, [name]: value }));
    setErrors((old) => {
      if (!old[name]) return old;
      const next = { ...old, [name]: undefined };
      // A way to reply answers the message on every reply field at once.
      const reply = replyFields(fields);
      if (reply.some((field) => field.name === name))
        for (const field of reply) if (old[field.name] === old[name]) next[field.name] = undefined;
      return next;
    });
  };

  const choosePhotos = (name: string, files: File[]) => {
    setPhotos((old) => ({ ...old, [name]: files }));
    setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };

  /** The request as the server reads it: JSON, or multipart when photos were chosen. */
  const send = async (
    fieldsSent: Record<string, string>,
  ): Promise<{ status: number; json: () => Promise<unknown> }> => {
    const url = withVisitSource(endpoint);
    if (!Object.values(photos).some((files) => files.length > 0)) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(fieldsSent),
      });
      return { status: response.status, json: () => response.json() };
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fieldsSent)) body.append(name, value);
    for (const [name, files] of Object.entries(photos)) for (const file of files) body.append(name, file, file.name);
    setProgress(0);
    try {
      const answer = await sendWithProgress(url, body, (sent, total) => setProgress(sent / total));
      return { status: answer.status, json: async () => JSON.parse(answer.text) };
    } finally {
      setProgress(undefined);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === 'sending') return;
    const found = { ...checkBeforeSending(fields, values), ...photoErrors(fields, photos) };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      const response = await send({
        [formIdField]: formId,
        ...values,
        [quoteRules.honeypotField]: honeypot.current?.value ?? '',
        // Time since the page began loading: a robot sends within moments, a person never does.
        [quoteRules.fillTimeField]: String(Math.round(performance.now())),
      });
      if (response.status >= 200 && response.status < 300) {
        setValues(emptyValues(fields));
        setPhotos({});
        setStatus({ state: 'sent' });
        return;
      }
      if (response.status === 400) {
        const serverErrors = fieldErrorsFrom(await response.json().catch(() => null), fields);
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
    focusAfterRender.current = fields[0]?.name;
  };

  return {
    values,
    errors,
    attempt,
    status,
    inputs,
    honeypot,
    change,
    submit,
    startAgain,
    photos,
    choosePhotos,
    progress,
  };
}

export const failureAdvice: Record<Failure, string> = {
  network:
    'We could not reach our server. Everything you typed is still here: please check your connection and try again,',
  tooMany:
    'Too many requests came from your connection in the last minute. Everything you typed is still here: please try again in a minute,',
  server: 'Something went wrong on our side. Everything you typed is still here: please try again in a few minutes,',
};
