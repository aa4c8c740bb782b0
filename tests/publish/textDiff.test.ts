/** The line diff the editor shows before publishing: what a person reading it would check. */
import { describe, expect, it } from 'vitest';
import { diffLines, diffText } from '../../src/server/publish/textDiff';

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe('diffLines', () => {
  it('shows a changed heading as one line removed and one added, with three unchanged lines around it', () => {
    const before = `${lines(10).join('\n')}\n`;
    const after = before.replace('line 5\n', 'heading: New\n');
    const hunks = diffLines(before, after);
    expect(hunks).toHaveLength(1);
    expect(diffText(hunks)).toBe(
      [
        '@@ line 2',
        '  line 2',
        '  line 3',
        '  line 4',
        '- line 5',
        '+ heading: New',
        '  line 6',
        '  line 7',
        '  line 8',
      ].join('\n'),
    );
  });

  it('keeps two changes far apart in two hunks, each starting at its line in the new text', () => {
    const before = lines(30);
    const after = [...before];
    after[2] = 'changed near the top';
    after.splice(25, 0, 'added near the end');
    const hunks = diffLines(before.join('\n'), after.join('\n'));
    expect(hunks.map((hunk) => hunk.startsAt)).toEqual([1, 23]);
    expect(hunks[1].lines.filter((line) => line.kind === 'added')).toEqual([
      { kind: 'added', text: 'added near the end', line: 26 },
    ]);
  });

  it('shows a new file as all added, and nothing for the same text', () => {
    expect(diffText(diffLines('', 'a\nb\n'))).toBe('@@ line 1\n+ a\n+ b');
    expect(diffLines('same\n', 'same\n')).toEqual([]);
  });
});
