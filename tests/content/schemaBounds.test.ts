// @vitest-environment node
/**
 * Every text the content may hold has a length it cannot pass: the check, the preview and the build hold a page's
 * text in memory, and what an editor can save must stay small enough for them. A text is bounded by its maxLength,
 * by a list of values, or by a pattern that matches only short texts (anchored, no open-ended repeat).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const schemaDir = path.join(__dirname, '../../schema');
const contentSchemas = [
  'common.schema.json',
  'page.schema.json',
  'site.schema.json',
  ...readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `blocks/${name}`),
];

/** A pattern that only a short text can match: it spans the whole text and repeats nothing without an end. */
const boundedPattern = (pattern: string) =>
  pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);

/** The places in a schema where a text of any length would pass. */
function unboundedTexts(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unboundedTexts(item, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const own =
    schema.type === 'string' &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    !(typeof schema.pattern === 'string' && boundedPattern(schema.pattern))
      ? [at]
      : [];
  const inside = Object.entries(schema)
    .filter(([key]) => !['examples', 'default', 'defaultSnippets'].includes(key))
    .flatMap(([key, value]) => unboundedTexts(value, `${at}/${key}`));
  return [...own, ...inside];
}

describe('the content schemas', () => {
  it('give every text a maximum length', () => {
    const unbounded = contentSchemas.flatMap((file) =>
      unboundedTexts(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), file),
    );
    expect(unbounded).toEqual([]);
  });

  it('hold a fact of the site to a few hundred characters, and its name to 40', () => {
    const site = JSON.parse(readFileSync(path.join(schemaDir, 'site.schema.json'), 'utf8'));
    const facts = site.properties.company.properties.facts;
    expect(facts.additionalProperties.maxLength).toBe(300);
    expect(facts.propertyNames.maxLength).toBe(40);
  });
});
