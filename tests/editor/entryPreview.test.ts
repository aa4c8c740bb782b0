/**
 * The preview of a collection's entry: a live one shows its page as the site has it; a draft or one scheduled for
 * later shows the page it will have, and says why it is not on the site yet.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { renderPreview } from '../../src/server/editor/previewRender';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { copyOfFixture, removeDir } from './helpers';

// The second fixture site's articles: one live, one draft, one scheduled for 2099.
const root = copyOfFixture('second-site');
afterAll(() => removeDir(root));

const live = 'collections/articles/what-a-will-does.yaml';
const draft = 'collections/articles/custody-mediation-first-steps.yaml';
const scheduled = 'collections/articles/annual-report-for-your-llc.yaml';
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');
const preview = (file: string, text = textOf(file)) => previewData(checkWithDrafts(root, { [file]: text }));

describe("the preview of an entry's file", () => {
  it('shows a live entry by its page on the site', () => {
    const shown = preview(live)!;
    expect(shown.page.file).toBe(live);
    expect(shown.page.route).toBe('/articles/what-a-will-does');
    expect(shown.notLiveYet).toBeUndefined();
  });

  it('shows the unsaved words of a live entry', () => {
    const text = textOf(live).replace('title: What a Will Does, and What It Does Not', 'title: What a Will Does');
    expect(preview(live, text)!.page.title).toMatch(/^What a Will Does \|/);
  });

  it('shows a draft as the page it will have, saying it is a draft', async () => {
    const shown = preview(draft)!;
    expect(shown.page.route).toBe('/articles/custody-mediation-first-steps');
    expect(shown.notLiveYet).toBe('This article is a draft: it is not on the site yet.');
    const html = await renderPreview({ file: draft, ...shown }, schemaFilesForHelp());
    expect(html).toContain('Custody Mediation, Step by Step');
  });

  it('shows an entry scheduled for later as the page it will have, saying when it goes live', () => {
    const shown = preview(scheduled)!;
    expect(shown.page.route).toBe('/articles/annual-report-for-your-llc');
    expect(shown.notLiveYet).toBe(
      'This article is scheduled for Thursday, January 1, 2099 at 9:00 am: it is not on the site yet.',
    );
  });

  it('tells the mistakes of the draft as it is, and shows no preview while there are any', () => {
    const check = checkWithDrafts(root, { [draft]: textOf(draft).replace(/^title:/m, 'titel:') });
    expect(check.errors.map((error) => error.file)).toContain(draft);
    expect(previewData(check)).toBeUndefined();
  });
});
