// @vitest-environment happy-dom
/**
 * New words in the preview before the server's next page: the words of each changed field go into the element of the
 * server's own preview HTML that names the field's place, when that element shows nothing but the words; the words
 * typed back as they were go back too; a field shown in any other way waits for the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/content/model';
import { draftWords } from '../../src/editor/preview/draftPreview';
import { type ShownWords, showWords } from '../../src/editor/preview/previewWords';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { previewData } from '../../src/server/editor/previewData';
import { renderPreview } from '../../src/server/editor/previewRender';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { copyOfFixture, removeDir } from './helpers';

const file = 'pages/about.yaml';
let text: string;
let site: Site;
let html: string;
let schemas: SchemaFiles;

// The second fixture site's about page, whose words only the tests change: a stats block with a heading, and a team
// whose second member's role is a line of its own.
beforeAll(async () => {
  const root = copyOfFixture('second-site');
  text = readFileSync(path.join(root, file), 'utf8');
  const data = previewData(checkWithDrafts(root, { [file]: text }))!;
  removeDir(root);
  schemas = schemaFilesForHelp();
  site = data.site;
  html = await renderPreview({ file, ...data }, schemas);
});

/** The server's preview HTML as the frame has it, and what the frame does with the words of `draft`. */
function frameAfter(...drafts: string[]) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const shown: ShownWords = new Map();
  let waiting: string[] = [];
  for (const draft of drafts) waiting = showWords(page, draftWords(file, draft, text, { site }, schemas)!, shown);
  const field = (place: string) => page.querySelector(`[data-field-source="${file}#${place}"]`)?.textContent;
  return { page, waiting, field };
}

/** The stats block's heading, and the page's text with other words there. */
const statsHeading = /(- type: stats\n(?:.*\n)*? +heading: )(.*)\n/;
const statsWords = () => statsHeading.exec(text)![2];
const role = 'role: Partner, Family Law';
const withStatsHeading = (words: string) => text.replace(statsHeading, (_whole, lead: string) => `${lead}${words}\n`);

describe('new words in the preview', () => {
  it('go into the element that shows the field, at once, and nowhere else', () => {
    const draft = withStatsHeading('"{{years}} Years at a Glance"');
    const before = frameAfter().page.querySelector('main')!.textContent;
    const { page, waiting, field: shownAt } = frameAfter(draft);
    expect(waiting).toEqual([]);
    expect(shownAt('blocks.1.heading')).toBe(`${site.company.yearsInBusiness} Years at a Glance`);
    expect(page.querySelector('main')!.textContent).toBe(
      before!.replace(statsWords(), `${site.company.yearsInBusiness} Years at a Glance`),
    );
  });

  it('go back to the server’s words when they are typed back as they were', () => {
    const { field: shownAt } = frameAfter(
      withStatsHeading('Changed for a moment').replace(role, `${role} and Mediation`),
      text.replace(role, `${role} and Mediation`),
    );
    expect(shownAt('blocks.1.heading')).toBe(statsWords());
    expect(shownAt('blocks.3.members.1.role')).toBe('Partner, Family Law and Mediation');
  });

  it('wait for the server where the page does not show the field as it is, or shows more than its words', () => {
    const { waiting } = frameAfter(
      text
        .replace(/(route: \/about\ntitle: )(.*)/, '$1"$2 today"')
        .replace(role, 'role: "Partner, Family Law\\nand more"'),
    );
    expect(waiting).toEqual([`${file}#title`, `${file}#blocks.3.members.1.role`]);
  });
});
