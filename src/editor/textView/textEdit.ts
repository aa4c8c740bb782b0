/**
 * A change to the text that writes whole lines at the columns their place needs: the insertions of the editor
 * (completions, Add item, Add photo, a new line) are each one of these, worked out from the text alone, so a test
 * checks them without an editor.
 */
import { escapeSnippet } from '../valueTemplate';

export interface TextEdit {
  /** The text from `from` to `to` is replaced by `template`. */
  from: number;
  to: number;
  /**
   * CodeMirror snippet syntax: ${1:New heading} is a text to type over (the first is selected, Tab moves to the
   * next); every other brace is written \{ or \}. Without a place to fill, the cursor ends after the text.
   */
  template: string;
  /** The completion list opens after the change (a new section's line, waiting for its kind). */
  thenComplete?: boolean;
}

export interface LineSpan {
  from: number;
  to: number;
}

/** Where line `row` (0-based) starts and ends. */
export function lineSpan(text: string, row: number): LineSpan {
  let from = 0;
  for (let index = 0; index < row; index++) from = text.indexOf('\n', from) + 1;
  const end = text.indexOf('\n', from);
  return { from, to: end < 0 ? text.length : end };
}

/**
 * Lines `firstRow` to `lastRow` replaced by `lines`, where a number stands for an existing line kept as it is (so the
 * change can keep lines between the places it touches).
 */
export function rewriteRows(text: string, firstRow: number, lastRow: number, lines: (string | number)[]): TextEdit {
  const all = text.split('\n');
  return {
    from: lineSpan(text, firstRow).from,
    to: lineSpan(text, lastRow).to,
    template: lines.map((line) => (typeof line === 'number' ? escapeSnippet(all[line]) : line)).join('\n'),
  };
}

/** The places to fill left as their texts: the text as it reads after the change. */
export function filledIn(template: string): string {
  return template
    .replace(/[$#]\{(?:\d+)(?::([^{}]*))?\}/g, (_whole, text: string | undefined) => text ?? '')
    .replace(/\\([{}])/g, '$1');
}

/** The text after `edit`, and the span of the text the person types over first. */
export function applied(text: string, edit: TextEdit): { text: string; selected: LineSpan } {
  const before = text.slice(0, edit.from);
  const field = /[$#]\{(\d+)(?::([^{}]*))?\}/.exec(edit.template);
  const inserted = filledIn(edit.template);
  if (!field) {
    const end = before.length + inserted.length;
    return { text: before + inserted + text.slice(edit.to), selected: { from: end, to: end } };
  }
  // The lowest number is filled first.
  const fields = [...edit.template.matchAll(/[$#]\{(\d+)(?::([^{}]*))?\}/g)];
  const first = fields.reduce((lowest, each) => (Number(each[1]) < Number(lowest[1]) ? each : lowest));
  const start = before.length + filledIn(edit.template.slice(0, first.index)).length;
  return {
    text: before + inserted + text.slice(edit.to),
    selected: { from: start, to: start + (first[2] ?? '').length },
  };
}
