/**
 * Drafts at the edge of what the checker takes: the parser's bounds (src/content/parseYaml.ts) let them through, and
 * they are the most work and memory a draft can cost. The editor's tests send them to show the site goes on meanwhile.
 */
import { MAX_ALIASES, MAX_FILE_BYTES, MAX_VALUES } from '../../src/content/parseYaml';

/** The start of a page, up to a list of stats items (indented six spaces). */
export const pageStart = 'route: /about\ntitle: About\ndescription: About us.\nblocks:\n  - type: stats\n    items:\n';

/**
 * The heaviest draft the parser's bounds let through: as many values as allowed (a group repeated by every alias the
 * bound allows, and thousands of fields a page does not have, each a mistake to explain), and as large as allowed.
 */
export function worstDraft(): string {
  const groupFields = 40;
  const group = `      - &group\n${Array.from({ length: groupFields }, (_, index) => `        k${index}: v`).join('\n')}\n`;
  const aliases = '      - *group\n'.repeat(MAX_ALIASES);
  // Each field is two values (its name and its value); the group is counted once more for each alias.
  const groupValues = (2 * groupFields + 1) * (MAX_ALIASES + 1);
  const unknownFields = Math.floor((MAX_VALUES - groupValues - 100) / 2);
  const head = `${pageStart}${group}${aliases}`;
  const width = Math.floor((MAX_FILE_BYTES - head.length - 1000) / unknownFields) - 'unknown00000: \n'.length;
  const fields = Array.from(
    { length: unknownFields },
    (_, index) => `unknown${String(index).padStart(5, '0')}: ${'v'.repeat(width)}\n`,
  );
  return `${head}${fields.join('')}`;
}

/**
 * A page of text sections whose paragraphs name the fact `fact` `uses` times in all (300 a paragraph, within a text's
 * 4,000 characters): at 333 uses of a fact of 300 characters it fills in as much as a file may (100,000 characters);
 * with more it is refused where it passes that.
 */
export function factHeavyDraft(fact: string, uses: number): string {
  const perParagraph = 300;
  const paragraphs: string[] = [];
  for (let left = uses; left > 0; left -= perParagraph)
    paragraphs.push(`          - "${`{{${fact}}}`.repeat(Math.min(perParagraph, left))}"`);
  const head = 'route: /about\ntitle: About\ndescription: About us.\nblocks:\n  - type: richText\n    heading: About\n';
  return `${head}    sections:\n      - heading: Facts\n        paragraphs:\n${paragraphs.join('\n')}\n`;
}
