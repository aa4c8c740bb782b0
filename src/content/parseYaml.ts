/**
 * Reads a YAML file into a document that remembers where every value came from, so later steps can point at the
 * exact line and column. Syntax problems become ContentErrors in plain words.
 *
 * A file is refused, with one message at the place it goes too far, when it is larger, deeper, longer or repeats
 * itself (aliases) more than any page needs: the parser, the schema check and the messages take time and memory that
 * grow with these, and a page a hundred times larger than the largest real one is a mistake or an attack.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Parser,
  type CST,
  type Document,
  type Node,
  type Scalar,
  type YAMLError,
} from 'yaml';
import { inThousands, type ContentError } from './contentError.ts';
import { misplacedLineMessage } from './misplacedLines.ts';

/** The most text a content file may hold: a page is a few KB (the largest, pages/home.yaml, under 9 KB). */
export const MAX_FILE_BYTES = 256 * 1024;
/** How deep fields and lists may sit inside each other: a page needs about 10 levels. */
export const MAX_NESTING = 32;
/** How many fields and values (names and values alike, each alias as what it repeats): a page has a few hundred. */
export const MAX_VALUES = 20_000;
/** How many aliases (*name) a file may use: the site's pages use none. */
export const MAX_ALIASES = 100;

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
      message =
        misplacedLineMessage(lines, place.line - 1) ??
        'this line is not lined up with the fields above it: give it the same number of spaces as they have';
    }
  } else if (error.code === 'BAD_INDENT') {
    // The parser can point at a blank or comment line above the field that is out of line.
    place = nextContentLine(lines, place.line - 1) ?? place;
    if (/must start at the same column/.test(reason)) message = misplacedLineMessage(lines, place.line - 1) ?? message;
  } else if (error.code === 'TAB_AS_INDENT') {
    // A tab after a list's dash is no indentation of the line: only the general words fit it.
    if (/^ *\t/.test(lines[place.line - 1])) message = misplacedLineMessage(lines, place.line - 1) ?? message;
  } else if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    if (/block sequence/.test(reason)) {
      // A list item where the parser expects the next field; it can point at a comment line above the item.
      place = nextContentLine(lines, place.line - 1) ?? place;
      message =
        misplacedLineMessage(lines, place.line - 1) ??
        'this list item does not line up with a list above it: start its dash under the dashes of its list';
    } else {
      // The parser points at the value of a field: either that value holds a colon, or the line after it is
      // indented further. Only the value's own text tells which (a comment after it is no part of it).
      const value = lines[place.line - 1].slice(place.col - 1).split(/\s#/)[0];
      if (/:\s/.test(value)) {
        message = 'this value contains ": ", which YAML reads as a new field: put the whole value in quotes';
      } else if (/:$/.test(value)) {
        message = 'this value ends with a colon, which YAML reads as a new field: put the whole value in quotes';
      } else {
        const above = place.line;
        place = nextContentLine(lines, place.line) ?? place;
        message =
          misplacedLineMessage(lines, place.line - 1) ??
          `this line is indented further than the field above it (line ${above}): line it up with the other fields at its level`;
      }
    }
  }
  return { file, line: place.line, col: place.col, where: '', message: `YAML syntax: ${message}` };
}

type Refusal = { place: Place; message: string };

/** Where the text passes MAX_FILE_BYTES, if it does. */
function refusedBySize(source: string): Refusal | undefined {
  const bytes = Buffer.from(source);
  if (bytes.length <= MAX_FILE_BYTES) return undefined;
  // The characters that end within the bound: a character cut in two by it is held back, as more might follow.
  const within = new TextDecoder().decode(bytes.subarray(0, MAX_FILE_BYTES), { stream: true });
  const lines = within.split('\n');
  return {
    place: { line: lines.length, col: lines[lines.length - 1].length + 1 },
    message: `the file is larger than ${MAX_FILE_BYTES / 1024} KB, and this line is past that point; a page is a few KB: split it into several pages`,
  };
}

// The parser's tokens that become a field name or a value.
const valueTokens = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar', 'alias']);
const collectionTokens = new Set(['block-map', 'block-seq', 'flow-collection']);

const tooManyValues = `the file has more than ${inThousands(MAX_VALUES)} fields and values, and this one is past that point; a page has a few hundred: split it into several pages`;

/**
 * The first place where the file nests deeper than MAX_NESTING, holds more than MAX_VALUES or uses more than
 * MAX_ALIASES, read from the parser's tokens before a document is built: building one goes deeper into the call stack
 * for every level, and takes time and memory for every value.
 */
function refusedByShape(source: string): Refusal | undefined {
  const lines = new LineCounter();
  let values = 0;
  let aliases = 0;
  // Depth first, in the order of the text, without recursion: the nesting is not known to be bounded yet.
  const pending: { token: CST.Token; depth: number }[] = [...new Parser(lines.addNewLine).parse(source)]
    .reverse()
    .map((token) => ({ token, depth: 0 }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { token, depth } = next;
    if (token.type === 'document') {
      if (token.value) pending.push({ token: token.value, depth });
      continue;
    }
    const isCollection = collectionTokens.has(token.type);
    if (!isCollection && !valueTokens.has(token.type)) continue;
    const place = lines.linePos(token.offset);
    if (isCollection && depth + 1 > MAX_NESTING)
      return {
        place,
        message: `fields and lists are nested more than ${MAX_NESTING} levels deep here; a page needs about 10: check the indentation and the brackets`,
      };
    values++;
    if (values > MAX_VALUES) return { place, message: tooManyValues };
    if (token.type === 'alias' && ++aliases > MAX_ALIASES)
      return {
        place,
        message: `the file has more than ${MAX_ALIASES} aliases (*name): ${token.source} here is alias ${MAX_ALIASES + 1}; write the value out instead`,
      };
    if (isCollection)
      for (const item of [...(token as CST.BlockMap | CST.BlockSequence | CST.FlowCollection).items].reverse())
        for (const inner of [item.value, item.key].filter((each) => each != null))
          pending.push({ token: inner, depth: depth + 1 });
  }
  return undefined;
}

/**
 * The first field name given twice in the same group, in the order of the text. The parser's own check compares
 * every name with all the names before it: seconds for a group of 10,000 fields, where this takes milliseconds.
 */
function firstRepeatedName(node: unknown): Scalar | undefined {
  if (isSeq(node)) {
    for (const item of node.items) {
      const found = firstRepeatedName(item);
      if (found) return found;
    }
  }
  if (!isMap(node)) return undefined;
  const names = new Set<unknown>();
  for (const { key, value } of node.items) {
    if (isScalar(key)) {
      if (names.has(key.value)) return key;
      names.add(key.value);
    }
    const found = firstRepeatedName(key) ?? firstRepeatedName(value);
    if (found) return found;
  }
  return undefined;
}

interface Refused {
  node: Node;
  message: string;
}

/**
 * Follows every alias (*name) to its anchor (&name) in one pass in the order of the text: an alias stands for the
 * closest anchor of its name before it. Refuses an alias without its anchor, one inside the value it stands for
 * (it would repeat without end), and more than MAX_VALUES once each alias is counted as the values it repeats.
 */
function refusedByAliases(doc: Document.Parsed): Refused | undefined {
  // The values each anchor stands for, once its value is read to the end. Nodes without an anchor all go under
  // `undefined`, which no alias names.
  const anchors = new Map<string | undefined, { size?: number }>();
  let values = 0;
  let refused: Refused | undefined;
  // How many values `node` stands for; the depth is bounded (refusedByShape), so recursion is safe.
  const walk = (node: Node | null): number => {
    if (refused || node === null) return 0;
    if (isAlias(node)) {
      const anchor = anchors.get(node.source);
      if (!anchor) {
        refused = { node, message: `YAML syntax: ${syntaxMessages.BAD_ALIAS}` };
        return 0;
      }
      if (anchor.size === undefined) {
        refused = {
          node,
          message:
            'YAML syntax: this refers (with *) to the value it is part of, which would repeat without end: write the value out instead',
        };
        return 0;
      }
      values += anchor.size;
      if (values > MAX_VALUES)
        refused = {
          node,
          message: `the file has more than ${inThousands(MAX_VALUES)} fields and values once *${node.source} is replaced by what it repeats; a page has a few hundred: write out only what is needed`,
        };
      return anchor.size;
    }
    if (++values > MAX_VALUES) refused = { node, message: tooManyValues };
    const anchor: { size?: number } = {};
    anchors.set(node.anchor, anchor);
    let size = 1;
    if (isMap(node) || isSeq(node))
      for (const item of node.items)
        size += isPair(item) ? walk(item.key as Node) + walk(item.value as Node) : walk(item as Node);
    anchor.size = size;
    return size;
  };
  walk(doc.contents);
  return refused;
}

export function parseYaml(file: string, source: string): ParsedYaml {
  const refusal = refusedBySize(source) ?? refusedByShape(source);
  if (refusal) {
    // Nothing of a refused file is read: its document is empty.
    const errors = [{ file, ...refusal.place, where: '', message: refusal.message }];
    return { file, source, doc: parseDocument(''), lineCounter: new LineCounter(), errors };
  }
  const lineCounter = new LineCounter();
  // The parser's own check of repeated names finds the same first one as firstRepeatedName, only slower.
  // Stryker disable next-line BooleanLiteral: equivalent, as said above.
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: false });
  const at = (node: Node, message: string): ContentError[] => [
    { file, ...lineCounter.linePos(node.range![0]), where: '', message },
  ];
  // After the first syntax error the parser's later findings are mostly its consequences: report the first.
  const [first] = doc.errors;
  const repeated = firstRepeatedName(doc.contents);
  if (repeated && (!first || repeated.range![0] < first.pos[0]))
    return { file, source, doc, lineCounter, errors: at(repeated, `YAML syntax: ${syntaxMessages.DUPLICATE_KEY}`) };
  if (first) return { file, source, doc, lineCounter, errors: [yamlErrorToContentError(file, source, first)] };
  // An alias without its anchor is not a syntax error to the parser, but the file cannot become data.
  const refused = refusedByAliases(doc);
  return { file, source, doc, lineCounter, errors: refused ? at(refused.node, refused.message) : [] };
}
