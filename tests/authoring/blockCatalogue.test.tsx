// @vitest-environment happy-dom
/**
 * The block catalogue (docs/blocks.md and the development page /_blocks) comes from the schemas: every block type
 * has an example that is valid content, draws without error, and is shown with its fields and the YAML to copy.
 */
import '../setup';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import content from 'virtual:site-content';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BlockCatalogue } from '../../src/authoring/BlockCatalogue';
import { blockCatalogue } from '../../src/authoring/blockCatalogue';
import { blocksMarkdown } from '../../src/authoring/blocksMarkdown';
import { factsOf, fillPlaceholders } from '../../src/content/placeholders';
import { blockTypesInSchema, readSchema, validateAgainstSchema } from '../../src/content/schemas';

const projectRoot = path.resolve(__dirname, '../..');
const catalogue = blockCatalogue();
const facts = factsOf(content.site.company);

describe('the block schemas', () => {
  it.each(blockTypesInSchema().map((type) => [type]))(
    '%s has a title, a description, an example and an editor snippet',
    (type) => {
      const schema = readSchema(`blocks/${type}.schema.json`) as Record<string, unknown>;
      expect(schema.title).toBeTruthy();
      expect(schema.description).toBeTruthy();
      expect((schema.examples as unknown[]).length).toBeGreaterThan(0);
      const snippets = schema.defaultSnippets as { body: { type: string } }[];
      expect(snippets.map((snippet) => snippet.body.type)).toContain(type);
    },
  );

  it.each(catalogue.map((entry) => [entry.type, entry] as const))('the %s example is valid content', (_type, entry) => {
    const page = {
      route: '/example',
      title: 'Example',
      description: 'A page holding one example block.',
      blocks: [entry.example],
    };
    expect(validateAgainstSchema('page', page)).toEqual([]);
    // Only company facts the site has appear in braces.
    expect(fillPlaceholders(entry.example, facts).unknown).toEqual([]);
  });

  it.each(catalogue.map((entry) => [entry.type, entry] as const))(
    'the %s YAML to copy reads back as the example',
    (_type, entry) => {
      expect(parse(`blocks:\n${entry.yaml}\n`)).toEqual({ blocks: [entry.example] });
    },
  );
});

describe('docs/blocks.md', () => {
  it('is what npm run docs:blocks writes from the schemas today (run it after changing a schema)', () => {
    expect(readFileSync(path.join(projectRoot, 'docs/blocks.md'), 'utf8')).toBe(blocksMarkdown(catalogue));
  });

  it('has a section with every field and the example of each block type', () => {
    const markdown = readFileSync(path.join(projectRoot, 'docs/blocks.md'), 'utf8');
    for (const entry of catalogue) {
      const section = markdown.split(`\n## ${entry.title} (\`${entry.type}\`)\n`)[1]?.split('\n## ')[0];
      expect(section, entry.type).toBeDefined();
      for (const field of entry.fields) expect(section).toContain(`| \`${field.path}\` |`);
      expect(section).toContain(`\`\`\`yaml\n${entry.yaml}\n\`\`\``);
    }
  });
});

describe('the /_blocks page', () => {
  it('draws every block type from its example, with its fields and its YAML', async () => {
    render(<BlockCatalogue entries={catalogue} site={content.site} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blocks');
    expect(within(screen.getByRole('navigation', { name: 'Block types' })).getAllByRole('link')).toHaveLength(
      blockTypesInSchema().length,
    );

    for (const entry of catalogue) {
      const article = document.getElementById(entry.type)!;
      expect(article, entry.type).not.toBeNull();
      const drawn = article.querySelector<HTMLElement>(`[data-example="${entry.type}"]`)!;
      // The block's own heading, with company facts filled in as on the site; a block without one (the
      // announcement bar) shows its words. The blocks of a collection's page template (entryHeader, entryBody)
      // have neither: the build fills them in from an entry, and their example alone draws nothing.
      const heading = entry.example.heading ?? entry.example.message;
      const words = fillPlaceholders(String(heading), facts).value;
      // Every block's chunk loads at once here: the first to arrive may take longer than a second on a busy machine.
      const loaded = { timeout: 5000 };
      if (entry.example.heading) {
        expect(await within(drawn).findByRole('heading', { name: words }, loaded), entry.type).toBeTruthy();
      } else if (heading !== undefined) {
        expect(await within(drawn).findByText(words, {}, loaded), entry.type).toBeTruthy();
      }
      // The error boundary around each block shows this when a block throws.
      expect(drawn.textContent).not.toContain('Unexpected Application Error');

      const rows = within(article)
        .getByRole('table', { name: `Fields of ${entry.type}` })
        .querySelectorAll('tbody th');
      expect(Array.from(rows, (row) => row.textContent)).toEqual(entry.fields.map((field) => field.path));
      expect(article.querySelector(`[data-yaml="${entry.type}"]`)!.textContent).toBe(entry.yaml);
    }
  });
});
