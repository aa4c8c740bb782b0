/**
 * The checker's findings in the text: each one underlined from its line and column to the end of the word (or line),
 * in the checker's own words, and the text box tied to the list of mistakes for a screen reader.
 */
import type { Diagnostic } from '@codemirror/lint';
import { Compartment, type EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { ContentError } from '../../content/contentError';
import { mistakesSummaryId } from './Mistakes';

/** A checker finding as a CodeMirror diagnostic: from its position to the end of the word (or line). */
export function toDiagnostic(state: EditorState, error: ContentError): Diagnostic {
  const lineNumber = Math.min(Math.max(1, error.line), state.doc.lines);
  const line = state.doc.line(lineNumber);
  const from = Math.min(line.from + Math.max(0, error.col - 1), line.to);
  const rest = line.text.slice(from - line.from);
  const word = /^[^\s:]+/.exec(rest)?.[0].length ?? rest.length;
  const to = Math.min(line.to, from + Math.max(1, word));
  return {
    from,
    to: Math.max(to, from),
    severity: 'error',
    message: error.where ? `${error.where}: ${error.message}` : error.message,
  };
}

/** The text box's ties to the mistakes: described by their summary, and invalid while the open file has any. */
export const mistakeAttributes = new Compartment();

export const attributesFor = (errors: ContentError[]) =>
  EditorView.contentAttributes.of({
    'aria-describedby': mistakesSummaryId,
    ...(errors.length > 0 ? { 'aria-invalid': 'true' } : {}),
  });
