/**
 * The open file's mistakes and preview, kept in step with the text being typed. The server checks the text with the
 * site's own checker 150 ms after typing stops, and its answer gives the mistakes and the preview to draw; a change of
 * words only is drawn sooner, from the last text that passed the check, without waiting for the server
 * (draftPreview.ts). Only the server's checker names mistakes.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import type { ContentError } from '../content/contentError';
import { api, type Preview } from './api';
import type { SchemaFiles } from './schemaHelp';
import type { Status } from './statusLine';

/** The pause after typing before the server checks the text. */
const checkDelayMs = 150;
/** The pause after typing before new words are drawn in the preview, ahead of the check. */
const drawDelayMs = 60;
/** The code that draws new words ahead of the check; without it (a lost connection) the preview waits for the check. */
export const draftPreviewCode = () => import('./draftPreview').catch(() => undefined);

interface Options {
  /** The open file, or none. */
  file: string | undefined;
  text: string;
  schemas: SchemaFiles | undefined;
  setStatus: Dispatch<SetStateAction<Status>>;
  /** Handles a call refused because the session is over; true when it did. */
  signedOut: (error: unknown) => boolean;
}

export function useCheckedPreview({ file, text, schemas, setStatus, signedOut }: Options) {
  const [errors, setErrors] = useState<ContentError[]>([]);
  const [preview, setPreview] = useState<Preview>();
  const [previewCurrent, setPreviewCurrent] = useState(true);
  const checkRun = useRef(0);
  /** The last text of the open file that passed the check, and its preview. */
  const lastGood = useRef<{ file: string; text: string; preview: Preview }>(undefined);
  const currentText = useRef(text);
  currentText.current = text;
  /** The last text the server answered for: its answer, mistakes or not, is not drawn over. */
  const answeredText = useRef<string>(undefined);

  const check = useCallback(
    async (checkedFile: string, draft: string) => {
      const run = ++checkRun.current;
      setStatus((current) => (current.kind === 'saving' ? current : { kind: 'checking' }));
      try {
        const answer = await api.check(checkedFile, draft);
        if (run !== checkRun.current) return;
        setErrors(answer.errors);
        answeredText.current = draft;
        if (answer.preview) lastGood.current = { file: checkedFile, text: draft, preview: answer.preview };
        // Typed on meanwhile: the preview already shows newer words, and the next check answers for them.
        if (currentText.current === draft) {
          const good = lastGood.current?.file === checkedFile ? lastGood.current.preview : undefined;
          setPreview((shown) => answer.preview ?? good ?? shown);
          setPreviewCurrent(Boolean(answer.preview));
        }
        setStatus({ kind: 'idle' });
      } catch (error) {
        if (run !== checkRun.current || signedOut(error)) return;
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [setStatus, signedOut],
  );

  // 150 ms after typing stops, the server checks the text and the preview is redrawn.
  useEffect(() => {
    if (!file) return;
    const timer = setTimeout(() => void check(file, text), checkDelayMs);
    return () => clearTimeout(timer);
  }, [file, text, check]);

  // New words only are drawn sooner, from the last text that passed the check; the check then confirms them.
  useEffect(() => {
    const good = lastGood.current;
    if (!file || !schemas || good?.file !== file || good.text === text) return;
    let current = true;
    const timer = setTimeout(async () => {
      const code = await draftPreviewCode();
      const answered = answeredText.current === text;
      const drawn = current && !answered && code?.draftPreview(file, text, good.text, good.preview, schemas);
      if (drawn) setPreview(drawn);
    }, drawDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, text, schemas]);

  return {
    errors,
    preview,
    previewCurrent,
    /** A file was opened: nothing of the last one is shown. */
    forget() {
      setErrors([]);
      setPreview(undefined);
      lastGood.current = undefined;
    },
    /** A save is under way: an answer to a check started before it is not shown. */
    cancelChecks() {
      checkRun.current++;
    },
    /** What the save's own check answered: its mistakes, and when the file was written, its preview. */
    showSaveAnswer(
      savedFile: string,
      savedText: string,
      answer: { saved: boolean; errors: ContentError[]; preview?: Preview },
    ) {
      setErrors(answer.errors);
      if (!answer.saved) return;
      if (answer.preview) {
        lastGood.current = { file: savedFile, text: savedText, preview: answer.preview };
        setPreview(answer.preview);
      }
      setPreviewCurrent(true);
    },
  };
}
