/**
 * A readable line diff of two texts, for people: the changed lines with a few unchanged ones around them, in hunks
 * ("@@ line 12" then lines marked +, - or a space). Content files are small, so a plain longest-common-subsequence
 * table is fast enough (after trimming the lines both texts share at the start and the end).
 */
import type { DiffHunk, DiffLine } from '../../editorApi/publishing.ts';

const contextLines = 3;
/** Beyond this many cells the middle is shown as removed then added, rather than aligned line by line. */
const largestTable = 4_000_000;

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function alignedLines(before: string[], after: string[]): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const lines: DiffLine[] = [];
  for (let i = 0; i < start; i++) lines.push({ kind: 'same', text: before[i], line: i + 1 });
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  if (a.length * b.length > largestTable) {
    for (let i = 0; i < a.length; i++) lines.push({ kind: 'removed', text: a[i], line: start + i + 1 });
    for (let j = 0; j < b.length; j++) lines.push({ kind: 'added', text: b[j], line: start + j + 1 });
  } else {
    // common[i][j]: the longest common subsequence of a[i..] and b[j..].
    const width = b.length + 1;
    const common = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        common[i * width + j] =
          a[i] === b[j]
            ? common[(i + 1) * width + j + 1] + 1
            : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        lines.push({ kind: 'same', text: a[i], line: start + i + 1 });
        i++;
        j++;
      } else if (i < a.length && (j === b.length || common[(i + 1) * width + j] >= common[i * width + j + 1])) {
        // On a tie the old line goes first: a replaced line reads as removed, then added.
        lines.push({ kind: 'removed', text: a[i], line: start + i + 1 });
        i++;
      } else {
        lines.push({ kind: 'added', text: b[j], line: start + j + 1 });
        j++;
      }
    }
  }
  for (let i = endBefore; i < before.length; i++) lines.push({ kind: 'same', text: before[i], line: i + 1 });
  return lines;
}

/** The hunks that turn `before` into `after`; none when the texts are the same. */
export function diffLines(before: string, after: string): DiffHunk[] {
  const lines = alignedLines(splitLines(before), splitLines(after));
  const changed = lines.map((line, index) => (line.kind === 'same' ? -1 : index)).filter((index) => index >= 0);
  const hunks: DiffHunk[] = [];
  let newLine = 0;
  const newLineAt: number[] = lines.map((line) => (line.kind === 'removed' ? newLine + 1 : ++newLine));
  let hunk: { from: number; to: number } | undefined;
  const ranges: { from: number; to: number }[] = [];
  for (const index of changed) {
    const from = Math.max(0, index - contextLines);
    const to = Math.min(lines.length - 1, index + contextLines);
    if (hunk && from <= hunk.to + 1) hunk.to = to;
    else {
      hunk = { from, to };
      ranges.push(hunk);
    }
  }
  for (const range of ranges)
    hunks.push({ startsAt: newLineAt[range.from], lines: lines.slice(range.from, range.to + 1) });
  return hunks;
}

/** The hunks as text in the usual notation (+ added, - removed), for logs and messages. */
export function diffText(hunks: DiffHunk[]): string {
  return hunks
    .map((hunk) =>
      [
        `@@ line ${hunk.startsAt}`,
        ...hunk.lines.map(
          (line) => `${line.kind === 'added' ? '+' : line.kind === 'removed' ? '-' : ' '} ${line.text}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}
