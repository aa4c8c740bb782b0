/**
 * The editor's preview is the production page: rendered by the same code as the build, it differs from what
 * visitors get only by the places in the YAML it carries (and so React's generated ids, and Emotion's own class
 * names, which the build shortens).
 * Every block and every free-text field it shows names its place; the public HTML names none.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import type { SiteContent } from '../../src/content/model';
import { NOT_FOUND_ROUTE } from '../../src/content/model';
import { contentFilesIn } from '../../src/content/projectFiles';
import { renderPage } from '../../src/prerender/renderPage';
import { emotionClassesIn, shortenClassNames } from '../../src/prerender/shortClassNames';
import { fieldTexts, placeBlockSources, placeFieldSources } from '../../src/prerender/sourceMarks';
import { previewMarkup } from '../../src/server/editor/previewRender';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { copyShowcase, SHOWCASE_ROUTE } from '../helpers/blocksShowcase';

let root: string;
let content: SiteContent;

beforeAll(() => {
  root = copyShowcase();
  const loaded = loadContent(contentFilesIn(root));
  expect(loaded.errors).toEqual([]);
  content = loaded.content!;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const renderedPath = (route: string) => (route === NOT_FOUND_ROUTE ? '/404' : route);
const withoutSources = (html: string) => html.replace(/ data-(?:block|field)-source="[^"]*"/g, '');
/** React's generated ids (`_R_1e_`) numbered in order: the preview's marks before the blocks shift them. */
function numberedIds(html: string): string {
  const ids = new Map<string, number>();
  return html.replace(/_R_\w+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, ids.size);
    return `id${ids.get(id)}`;
  });
}

describe('the preview of each page of a fixture site', () => {
  it('is the public page once its places in the YAML are left out and its class names shortened', async () => {
    const schemas = schemaFilesForHelp();
    for (const page of content.pages) {
      const file = page.file;
      const path = renderedPath(page.route);
      const visitors = await renderPage(content, path);
      const preview = await previewMarkup({ file, page, site: content.site }, schemas);
      const islandClasses = emotionClassesIn(
        Object.keys(preview.islands)
          .map((index) => preview.html.split(`data-island="${index}"`)[1] ?? '')
          .join(''),
      );
      const shortened = shortenClassNames(withoutSources(preview.html), '', islandClasses);
      expect(numberedIds(shortened.markup), page.file).toBe(numberedIds(visitors.html));
      expect(visitors.html).not.toMatch(/data-(block|field)-source/);
    }
  });

  it('names the place of every block and of every heading it shows', async () => {
    const page = content.pages.find((each) => each.route === SHOWCASE_ROUTE)!;
    const preview = await previewMarkup({ file: page.file, page, site: content.site }, schemaFilesForHelp());
    const blocks = [...preview.html.matchAll(/data-block-source="([^"]*)"/g)].map((match) => match[1]);
    expect(blocks).toEqual(page.blocks.map((_block, index) => `${page.file}#blocks.${index}`));
    // The page's own headings; the footer's come from site.yaml, which has no preview of its own.
    const main = preview.html.slice(preview.html.indexOf('<main'), preview.html.indexOf('</main>'));
    const headings = [...main.matchAll(/<h[1-3][^>]*>/g)].map((match) => match[0]);
    expect(headings.length).toBeGreaterThan(3);
    for (const heading of headings) expect(heading).toMatch(/data-field-source="[^"]*#blocks\.\d+\./);
  });
});

describe('places of fields', () => {
  const blocks = [
    {
      type: 'features',
      heading: 'Our work',
      kind: 'dark',
      items: [{ title: 'Roofs' }, { title: 'Decks & "porches"' }],
    },
    { type: 'text', heading: 'Our work', body: 'First paragraph.\n\nSecond one.' },
  ];
  const isText = (path: (string | number)[]) => path[1] !== 'kind' && path[1] !== 'type';

  it('are the words the schema leaves free, block by block, in the order of the file', () => {
    expect(fieldTexts(blocks, 'pages/a.yaml', isText).map(({ block, place }) => [block, place])).toEqual([
      [0, 'pages/a.yaml#blocks.0.heading'],
      [0, 'pages/a.yaml#blocks.0.items.0.title'],
      [0, 'pages/a.yaml#blocks.0.items.1.title'],
      [1, 'pages/a.yaml#blocks.1.heading'],
      [1, 'pages/a.yaml#blocks.1.body'],
    ]);
  });

  it('go to the element whose own text shows the words, in the block they belong to, and nowhere else', () => {
    const html =
      '<section data-block-source="pages/a.yaml#blocks.0"><h2 class="x">Our work</h2><img alt="Roofs"/>' +
      '<ul><li><p>Roofs</p></li><li><p><span>1</span>Decks &amp; &quot;porches&quot;</p></li></ul>' +
      '<script type="application/json">{"heading":"Our work"}</script></section>' +
      '<section data-block-source="pages/a.yaml#blocks.1"><h2>Our <!-- -->work</h2><p>First paragraph.</p>' +
      '<p>Second one.</p><p>Not a field</p></section>';
    expect(placeFieldSources(html, fieldTexts(blocks, 'pages/a.yaml', isText))).toBe(
      '<section data-block-source="pages/a.yaml#blocks.0">' +
        '<h2 class="x" data-field-source="pages/a.yaml#blocks.0.heading">Our work</h2><img alt="Roofs"/>' +
        '<ul><li><p data-field-source="pages/a.yaml#blocks.0.items.0.title">Roofs</p></li>' +
        '<li><p data-field-source="pages/a.yaml#blocks.0.items.1.title"><span>1</span>Decks &amp; &quot;porches&quot;</p></li></ul>' +
        '<script type="application/json">{"heading":"Our work"}</script></section>' +
        '<section data-block-source="pages/a.yaml#blocks.1">' +
        '<h2 data-field-source="pages/a.yaml#blocks.1.heading">Our <!-- -->work</h2>' +
        '<p data-field-source="pages/a.yaml#blocks.1.body">First paragraph.</p>' +
        '<p data-field-source="pages/a.yaml#blocks.1.body">Second one.</p><p>Not a field</p></section>',
    );
  });
});

describe('places of blocks', () => {
  it("become the attribute of the element after their mark, past React's markers", () => {
    expect(
      placeBlockSources(
        '<template data-block-source-mark="p.yaml#blocks.3"></template><!--$--><section class="a">x</section>',
      ),
    ).toBe('<!--$--><section data-block-source="p.yaml#blocks.3" class="a">x</section>');
  });
});
