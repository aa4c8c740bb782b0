// @vitest-environment node
/**
 * The showcase page (tests/fixtures/blocks-showcase/) is content the checker accepts, and the checker holds the
 * pictures of the team and picture-beside-text blocks to the same rules as any other: the file must be in public/,
 * and a picture must say what it shows.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorHeadline } from '../../src/content/formatErrors';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { copyShowcase, loadShowcase } from '../helpers/blocksShowcase';

let root: string;
beforeEach(() => {
  root = copyShowcase();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const showcaseFile = () => path.join(root, 'pages/showcase.yaml');
const editShowcase = (from: string, to: string) => {
  const text = readFileSync(showcaseFile(), 'utf8');
  if (!text.includes(from)) throw new Error(`showcase.yaml has no ${from}`);
  writeFileSync(showcaseFile(), text.replace(from, to));
};
const headlines = () => loadContent(contentFilesIn(root)).errors.map(errorHeadline);

describe('the blocks showcase', () => {
  it('passes the content check, with each of the four block types on the page', () => {
    const { errors, page } = loadShowcase();
    expect(errors).toEqual([]);
    expect(new Set(page.blocks.map((block) => block.type))).toEqual(
      new Set(['pictureText', 'team', 'faq', 'hoursLocation']),
    );
  });

  it("a team member's photo missing from public/ is told at its line, with the picture meant", () => {
    editShowcase('src: /images/team/maria-alvarez.svg', 'src: /images/team/maria-alvares.svg');
    expect(headlines()).toEqual([
      'pages/showcase.yaml:36:16  block 3 (team), member 1, photo: image "/images/team/maria-alvares.svg" was not found in the public folder. Did you mean "/images/team/maria-alvarez.svg"?',
    ]);
  });

  it('a picture beside text without its description is refused', () => {
    editShowcase('      alt: Two people talking across a front desk\n', '');
    expect(headlines()).toEqual([
      'pages/showcase.yaml:13:7  block 1 (pictureText), picture: missing required field "alt"',
    ]);
  });
});
