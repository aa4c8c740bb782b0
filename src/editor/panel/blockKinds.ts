/**
 * The kinds of block a page can have, read from the page's schema (each `blocks/<type>.schema.json` it lists, with
 * its title and description), and a new block of a kind: the kind's ready-made section (its schema's first
 * `defaultSnippets` body) completed with every field it requires, each with a first text that passes the check
 * (valueTemplate.ts, with the site's pages and a picture it has), so the page still passes once it is added.
 */
import { branches, constOf, kindFieldOf, resolve, type SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { type SiteSamples, type TemplateValue, templateOf } from '../valueTemplate';
import type { YamlValue } from '../../yamlEdits';
import { ONE_PER_PAGE } from '../../content/onePerPage';

export interface BlockKind {
  /** The block's `type`, as written in the file. */
  type: string;
  /** Its name for a person ("Customer reviews"). */
  title: string;
  /** What it is for, in a sentence. */
  description: string;
}

const pageSchemaFile = 'page.schema.json';

/** Whether a page whose blocks are `blocks` can take one more of kind `type`. */
export const pageTakes = (blocks: unknown[], type: string) =>
  !ONE_PER_PAGE.includes(type) ||
  !blocks.some((block) => block && typeof block === 'object' && (block as { type?: unknown }).type === type);

/** The schema of a page's blocks: a union of every kind. */
function blockUnion(files: SchemaFiles) {
  const page = files[pageSchemaFile];
  const blocks = page?.properties?.blocks?.items;
  return blocks ? resolve(files, { schema: blocks, file: pageSchemaFile }) : undefined;
}

/** The first sentence of a description: the palette says what a block is for in one line. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

/** Every kind of block, in the order the page's schema lists them. */
export function blockKinds(files: SchemaFiles, samples?: Pick<SiteSamples, 'collections'>): BlockKind[] {
  const union = blockUnion(files);
  if (!union) return [];
  const field = kindFieldOf(union);
  return branches(files, union).flatMap((branch) => {
    const type = constOf(files, branch, field);
    if (typeof type !== 'string') return [];
    // A block that can only read a collection (an entry list) is offered once the site has one; an entry's header
    // and body belong on a collection's own page.
    if (samples && !samples.collections?.length && branch.schema.required?.includes('from')) return [];
    if (type === 'entryHeader' || type === 'entryBody') return [];
    const { title = type, description = '' } = branch.schema;
    return [{ type, title, description: firstSentence(description) }];
  });
}

/** A template's value as plain YAML data: its texts to type over become the texts themselves. */
function plainValue(value: TemplateValue): YamlValue {
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') {
    if ('placeholder' in value) return value.placeholder as YamlValue;
    if ('quoted' in value && typeof value.quoted === 'string') return value.quoted;
    return Object.fromEntries(
      Object.entries(value as Record<string, TemplateValue>).map(([key, each]) => [key, plainValue(each)]),
    );
  }
  return value;
}

/** A new block of kind `type` for the page whose text is `text`; undefined for a kind the schemas do not have. */
export function newBlock(
  files: SchemaFiles,
  type: string,
  samples: SiteSamples,
  text: string,
): Record<string, YamlValue> | undefined {
  const union = blockUnion(files);
  if (!union) return undefined;
  const branch = branches(files, union).find((each) => constOf(files, each, kindFieldOf(union)) === type);
  if (!branch) return undefined;
  const readyMade = branch.schema.defaultSnippets?.[0]?.body;
  const value = templateOf(branch, { files, rootFile: pageSchemaFile, samples, text }, readyMade);
  return plainValue(value) as Record<string, YamlValue>;
}
