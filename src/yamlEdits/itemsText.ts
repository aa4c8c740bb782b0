/**
 * An item of a map or a list put into the text or taken out of it, as whole lines of a block collection (with the
 * blank lines the office put between items kept even) or as the separated items of a flow collection (`[a, b]`).
 */
import { gapBefore, type ItemSpan } from './itemSpans.ts';
import { isBlank, lineStart } from './source.ts';

export function spliced(text: string, from: number, to: number, insert = ''): string {
  return text.slice(0, from) + insert + text.slice(to);
}

/** The blank lines between items `index - 1` and `index`, to space a new item as the office spaced the others. */
function spacingBefore(text: string, spans: ItemSpan[], index: number): string {
  if (index < 1 || index >= spans.length) return '';
  const gap = gapBefore(text, spans, index);
  return isBlank(gap) ? gap : '';
}

/** `lines` (whole lines) become item `index` of a block collection. */
export function withBlockItem(text: string, spans: ItemSpan[], index: number, lines: string): string {
  if (index < spans.length) {
    const spacing = spacingBefore(text, spans, index > 0 ? index : 1);
    return spliced(text, spans[index].start, spans[index].start, lines + spacing);
  }
  const spacing = spacingBefore(text, spans, spans.length - 1);
  return spliced(text, spans[spans.length - 1].end, spans[spans.length - 1].end, spacing + lines);
}

/** `written` becomes item `index` of a flow collection, with the separator its items have (`, `). */
export function withFlowItem(text: string, spans: ItemSpan[], index: number, written: string): string {
  const separator = spans.length > 1 ? text.slice(spans[0].end, spans[1].start) : ', ';
  if (index < spans.length) return spliced(text, spans[index].start, spans[index].start, written + separator);
  const last = spans[spans.length - 1];
  return spliced(text, last.end, last.end, separator + written);
}

export function withoutFlowItem(text: string, spans: ItemSpan[], index: number): string {
  if (index > 0) return spliced(text, spans[index - 1].end, spans[index].end);
  return spliced(text, spans[0].start, spans[1].start);
}

/** Takes an item's lines out, with one of the blank gaps around it, so the spacing of the rest stays even. */
export function withoutBlockItem(text: string, spans: ItemSpan[], index: number): string {
  const span = spans[index];
  if (span.inline) {
    // `- type: hero` loses `type`: the next key moves up onto the `- ` line; its comment lines go above that line.
    const next = spans[index + 1];
    const lineBegin = lineStart(text, span.head);
    const comments = text.slice(next.start, lineStart(text, next.head));
    return text.slice(0, lineBegin) + comments + text.slice(lineBegin, span.head) + text.slice(next.head);
  }
  if (index > 0) {
    const gap = gapBefore(text, spans, index);
    return spliced(text, isBlank(gap) ? spans[index - 1].end : span.start, span.end);
  }
  const gap = gapBefore(text, spans, 1);
  return spliced(text, span.start, isBlank(gap) ? spans[1].start : span.end);
}
