/**
 * The blocks showcase (tests/fixtures/blocks-showcase/): one page using the picture-beside-text, team, questions and
 * hours blocks, laid over a copy of the minimal site so that it has a site.yaml, other pages to link to and a
 * not-found page. Read through the content check, as the build reads a site: company facts filled in.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentError } from '../../src/content/contentError';
import { loadContent } from '../../src/content/loadContent';
import type { BlockOfType, BlockType, PageData, Site } from '../../src/content/model';
import { contentFilesIn } from '../../src/content/projectFiles';

const fixtures = path.resolve(__dirname, '../fixtures');

export const SHOWCASE_ROUTE = '/showcase';

export interface Showcase {
  site: Site;
  page: PageData;
  errors: ContentError[];
}

/** A fresh folder holding the minimal site with the showcase laid over it; the caller removes it. */
export function copyShowcase(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'blocks-showcase-'));
  cpSync(path.join(fixtures, 'minimal-site'), root, { recursive: true });
  cpSync(path.join(fixtures, 'blocks-showcase'), root, { recursive: true });
  return root;
}

/** The showcase as the content check reads it; throws with the check's errors when it does not pass. */
export function loadShowcase(): Showcase {
  const root = copyShowcase();
  try {
    const { content, errors } = loadContent(contentFilesIn(root));
    const page = content?.pages.find((candidate) => candidate.route === SHOWCASE_ROUTE);
    if (!content || !page) {
      throw new Error(`the blocks showcase does not pass the check:\n${JSON.stringify(errors, null, 2)}`);
    }
    return { site: content.site, page, errors };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The showcase page's blocks of one type, in page order, facts filled in. */
export function blocksOfType<T extends BlockType>(showcase: Showcase, type: T): BlockOfType<T>[] {
  return showcase.page.blocks.filter((block): block is BlockOfType<T> => block.type === type);
}
