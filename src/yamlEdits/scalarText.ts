/**
 * A scalar rewritten in its own source token (the `yaml` library's CST), so a changed field is a one-line change and
 * keeps its quotes, its comment and, for a block scalar (`|`, `>`), the indentation of its lines.
 */
import { CST, isScalar, type Node } from 'yaml';
import { readsAs, withValue } from './expected.ts';
import { spansOf, type Source } from './itemSpans.ts';
import { spliced } from './itemsText.ts';
import { columnOf, type Found } from './source.ts';
import { indentStyleOf, literalText, readsBackPlain } from './writeYaml.ts';
import type { DataPath } from '../places/places.ts';

export type ScalarToken = CST.FlowScalar | CST.BlockScalar;

export function scalarToken(node: Node | null): ScalarToken | undefined {
  const token = isScalar(node) ? node.srcToken : undefined;
  switch (token?.type) {
    case 'scalar':
    case 'single-quoted-scalar':
    case 'double-quoted-scalar':
    case 'block-scalar':
      return token;
    default:
      return undefined;
  }
}

type ScalarType = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

function typeOfToken(token: ScalarToken): ScalarType {
  if (token.type === 'single-quoted-scalar') return 'QUOTE_SINGLE';
  if (token.type === 'double-quoted-scalar') return 'QUOTE_DOUBLE';
  if (token.type === 'block-scalar') {
    const header = token.props[0];
    return header?.type === 'block-scalar-header' && header.source.startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
  }
  return 'PLAIN';
}

/**
 * The token's own style, unless it cannot hold the new string: a plain scalar gets `|` for lines and double quotes
 * otherwise; a block scalar, which cannot hold nothing, gets `""` for an empty string.
 */
function styleFor(token: ScalarToken, value: string, inFlow: boolean): ScalarType {
  const current = typeOfToken(token);
  if (current === 'PLAIN' && !readsBackPlain(value, inFlow)) {
    return value.includes('\n') && !inFlow ? 'BLOCK_LITERAL' : 'QUOTE_DOUBLE';
  }
  if (current.startsWith('BLOCK') && value === '') return 'QUOTE_DOUBLE';
  return current;
}

/** Where a scalar is: in a flow collection or not, and how deep the lines of a block scalar written there go. */
interface ScalarPlace {
  inFlow: boolean;
  blockIndent: number | undefined;
}

function placeOf(source: Source, spot: Found): ScalarPlace {
  const { parent } = spot;
  if (parent === null || parent.flow) return { inFlow: parent?.flow === true, blockIndent: undefined };
  const head = spansOf(source, parent)[spot.index].head;
  return { inFlow: false, blockIndent: columnOf(source.text, head) + indentStyleOf(source.text, source.doc).step };
}

export function scalarRewritten(
  source: Source,
  path: DataPath,
  spot: Found,
  token: ScalarToken,
  value: string | number | boolean | null,
): string {
  const place = placeOf(source, spot);
  if (typeof value !== 'string') return tokenRewritten(source.text, token, literalText(value), 'PLAIN', place);
  const style = styleFor(token, value, place.inFlow);
  const text = tokenRewritten(source.text, token, value, style, place);
  // Double quotes can hold any string: the way out when another style would not read back as this string.
  if (style === 'QUOTE_DOUBLE' || readsAs(text, withValue(source.doc.toJS(), path, value))) return text;
  return tokenRewritten(source.text, token, value, 'QUOTE_DOUBLE', place);
}

/** The text with the scalar's source (its comment and line break included) written anew by the `yaml` library. */
function tokenRewritten(text: string, token: ScalarToken, value: string, type: ScalarType, place: ScalarPlace): string {
  const before = CST.stringify(token);
  if (text.slice(token.offset, token.offset + before.length) !== before) {
    throw new Error('The parsed scalar does not match its place in the text');
  }
  const copy = structuredClone(token);
  CST.setScalarValue(copy, value, { afterKey: true, inFlow: place.inFlow, type });
  // The library folds lines inside double quotes onto several lines; `\n` keeps the text on one line instead (a JSON
  // string is a YAML double-quoted scalar).
  if (copy.type === 'double-quoted-scalar' && value.includes('\n')) copy.source = JSON.stringify(value);
  let after = CST.stringify(copy);
  if (copy.type === 'block-scalar') {
    const oldIndent = token.type === 'block-scalar' ? indentOf(token.source.split('\n')) : undefined;
    after = withBodyIndent(after, oldIndent ?? place.blockIndent);
  }
  return spliced(text, token.offset, token.offset + before.length, after);
}

function indentOf(lines: string[]): number | undefined {
  const filled = lines.filter((line) => line.trim() !== '');
  return filled.length === 0 ? undefined : Math.min(...filled.map((line) => line.length - line.trimStart().length));
}

/** A block scalar's lines at `wanted` columns: where its old lines were, or one step deeper than its key or `-`. */
function withBodyIndent(written: string, wanted: number | undefined): string {
  const headerEnd = written.indexOf('\n') + 1;
  const lines = written.slice(headerEnd).split('\n');
  const current = indentOf(lines);
  // An indentation indicator (`|2`) counts from the parent: such lines stay where the library put them.
  if (/\d/.test(written.slice(0, headerEnd))) return written;
  if (wanted === undefined || current === undefined || wanted === current) return written;
  const body = lines.map((line) => (line.trim() === '' ? line : ' '.repeat(wanted) + line.slice(current)));
  return written.slice(0, headerEnd) + body.join('\n');
}
