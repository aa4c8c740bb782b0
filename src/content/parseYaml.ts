/**
 * Reads a YAML file into a document that remembers where every value came from, so later steps can point at the
 * exact line and column. Syntax problems become ContentErrors in plain words.
 */
import { LineCounter, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import type { ContentError } from './contentError.ts';

export interface ParsedYaml {
  file: string;
  source: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  errors: ContentError[];
}

// The yaml package's error codes, said the way a person editing the file would understand them.
const syntaxMessages: Record<string, string> = {
  TAB_AS_INDENT: 'a tab is used for indentation; YAML needs spaces (use 2 spaces per level)',
  BAD_INDENT: 'the indentation is wrong here: line this up with the other fields at the same level',
  MISSING_CHAR:
    'something is missing here: check for a comma between the items in [ ] or { }, or a closing quote or bracket',
  BAD_DQ_ESCAPE: 'a backslash in double quotes starts an escape that does not exist: use single quotes or write \\\\',
  DUPLICATE_KEY: 'this field appears twice in the same place: keep one of them',
  MULTIPLE_DOCS: 'the file holds more than one YAML document (a line with ---): keep one',
  MULTILINE_IMPLICIT_KEY: 'a field name runs over several lines: check this line for a missing colon or quote',
  UNEXPECTED_TOKEN: 'YAML cannot read this: check the colon, quotes and indentation',
  BAD_SCALAR_START: 'a value cannot start with this character unless it is in quotes',
  BLOCK_IN_FLOW: 'a list or field written with indentation cannot go inside [ ] or { }',
  KEY_OVER_1024_CHARS: 'a field name is too long: check for a missing colon',
  BAD_ALIAS: 'this refers (with *) to an anchor that does not exist',
  IMPOSSIBLE: 'YAML cannot read this line',
};

type Place = { line: number; col: number };

/** For an unclosed quote the parser stops at the end of the file; the person needs the line that opened it. */
function openingQuote(lines: string[], quote: string): Place | undefined {
  for (let index = 0; index < lines.length; index++) {
    // Stryker disable next-line Regex,StringLiteral: equivalent, the comment goes either way (see stryker.config.mjs).
    const text = lines[index].replace(/\s#.*$/, '');
    // An odd number of quotes (an even number of pieces between them): one is left open.
    if (text.split(quote).length % 2 === 0) return { line: index + 1, col: text.lastIndexOf(quote) + 1 };
  }
  return undefined;
}

/** The first line after `line` with content: where an over-indented field sits. */
function nextContentLine(lines: string[], line: number): Place | undefined {
  for (let index = line; index < lines.length; index++) {
    const text = lines[index];
    if (text.trim() && !text.trim().startsWith('#')) return { line: index + 1, col: text.search(/\S/) + 1 };
  }
  return undefined;
}

export function yamlErrorToContentError(file: string, source: string, error: YAMLError): ContentError {
  const lines = source.split(/\r?\n/);
  let place: Place = error.linePos?.[0] ?? { line: 1, col: 1 };
  let message = syntaxMessages[error.code] ?? 'YAML cannot read this';
  // The parser's message goes on with a picture of the line, whose own words must not be taken for its reason.
  const reason = error.message.split('\n')[0];
  if (error.code === 'MISSING_CHAR') {
    if (/quote/.test(reason)) {
      place = openingQuote(lines, error.message.includes('"') ? '"' : "'") ?? place;
      message = 'a quote opened here is never closed: add the closing quote at the end of the value';
    } else if (/followed by map values/.test(reason)) {
      message = 'this line has no colon after the field name: write the field as name: value';
    } else if (/without - indicator/.test(reason)) {
      // The parser can point at a comment line above the field that is out of line.
      place = nextContentLine(lines, place.line - 1) ?? place;
      message = 'this line is not lined up with the fields above it: give it the same number of spaces as they have';
    }
  } else if (error.code === 'BAD_INDENT') {
    // The parser can point at a blank or comment line above the field that is out of line.
    place = nextContentLine(lines, place.line - 1) ?? place;
  } else if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    // The parser points at the value of the field above; the line after it is the one indented too far.
    if (/:\s/.test(lines[place.line - 1].slice(place.col - 1))) {
      // A colon inside an unquoted value is the most common mistake in hand-written YAML.
      message = 'this value contains ": ", which YAML reads as a new field: put the whole value in quotes';
    } else {
      const above = place.line;
      place = nextContentLine(lines, place.line) ?? place;
      message = `this line is indented further than the field above it (line ${above}): line it up with the other fields at its level`;
    }
  }
  return { file, line: place.line, col: place.col, where: '', message: `YAML syntax: ${message}` };
}

export function parseYaml(file: string, source: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  // After the first syntax error the parser's later findings are mostly its consequences: report the first.
  const errors = doc.errors.slice(0, 1).map((error) => yamlErrorToContentError(file, source, error));
  if (errors.length === 0) {
    // An alias (*name) without its anchor (&name) is not a syntax error to the parser, but the file cannot become
    // data: point at the first one.
    visit(doc, {
      Alias(_, alias) {
        if (alias.resolve(doc) !== undefined) return undefined;
        errors.push({
          file,
          ...lineCounter.linePos(alias.range![0]),
          where: '',
          message: `YAML syntax: ${syntaxMessages.BAD_ALIAS}`,
        });
        return visit.BREAK;
      },
    });
  }
  return { file, source, doc, lineCounter, errors };
}
