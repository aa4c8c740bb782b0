/**
 * The one parsed form of an editor text, shared by everything that reads it: the panel, the mistakes beside the
 * form's fields, the preview's words ahead of the check, and the edits. A text is parsed once however many readers
 * ask, and a text with mistakes still parses: the document then holds what the `yaml` library could read and its
 * errors, so a half-typed file can still be read around the line being typed.
 *
 * The document is shared: read it, never change it. An edit changes the source tokens in place, so it parses a
 * document of its own (`parseSource` in source.ts).
 */
import { type Document, LineCounter, parseDocument } from 'yaml';

export interface ParsedText {
  readonly text: string;
  /** Parsed with the source tokens kept, so an edit can rewrite a scalar in its own bytes. */
  readonly doc: Document.Parsed;
  /** The start of every line, for a line and column from an offset and back. */
  readonly lines: LineCounter;
  /** True when the text is YAML without mistakes, so `value` is what it says. */
  readonly readable: boolean;
  /** The text's data as JavaScript, or undefined when it does not parse. */
  readonly value: unknown;
}

/**
 * How many texts are remembered. A keystroke's readers all ask for the same text; the one before it is kept for the
 * readers that compare (the preview's words against the last text that passed the check).
 */
const REMEMBERED = 4;
const remembered: ParsedText[] = [];

function parse(text: string): ParsedText {
  const lines = new LineCounter();
  const doc = parseDocument(text, { keepSourceTokens: true, lineCounter: lines });
  const readable = doc.errors.length === 0;
  let value: unknown;
  if (readable) value = doc.toJS();
  return { text, doc, lines, readable, value };
}

/** The parsed form of `text`, parsed at most once while it is among the last few texts asked for. */
export function parsedText(text: string): ParsedText {
  const at = remembered.findIndex((entry) => entry.text === text);
  const found = at >= 0 ? remembered.splice(at, 1)[0] : parse(text);
  remembered.unshift(found);
  remembered.length = Math.min(remembered.length, REMEMBERED);
  return found;
}
