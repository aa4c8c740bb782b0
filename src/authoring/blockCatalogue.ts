/**
 * The block catalogue, read from the schemas: for every block type its name, what it is for, each field in words
 * a person understands (with nested fields such as `items[].title`), its example from the schema's `examples`,
 * and that example as YAML to paste under `blocks:`. docs/blocks.md and the development page /_blocks are both
 * drawn from this, so neither can say something the schemas do not.
 */
import { stringify } from 'yaml';
import { blockTypesInSchema, readSchema } from '../content/schemas.ts';

type SchemaNode = Record<string, unknown>;

export interface CatalogueField {
  /** Where the field sits in the block: `heading`, `items[].title`, `link.href`. */
  path: string;
  title: string;
  description: string;
  required: boolean;
  /** What may be written, in words: "text", "one of: plain, alternate, dark", "list of 1 to 6". */
  accepts: string;
  default?: unknown;
}

export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  fields: CatalogueField[];
  /** The schema's first example, as written (company facts still in {{braces}}). */
  example: Record<string, unknown>;
  /** The example as a YAML list item, indented to sit under a page's `blocks:`. */
  yaml: string;
}

const common = readSchema('common.schema.json') as { $defs: Record<string, SchemaNode> };

/** Follows a reference to common.schema.json; the field's own title and description win over the shared ones. */
function resolve(node: SchemaNode): SchemaNode {
  const ref = typeof node.$ref === 'string' ? /#\/\$defs\/(\w+)$/.exec(node.$ref)?.[1] : undefined;
  if (!ref) return node;
  const { $ref: _ignored, ...own } = node;
  return { ...resolve(common.$defs[ref]), ...own };
}

function countLimits(node: SchemaNode): string {
  const min = node.minItems as number | undefined;
  const max = node.maxItems as number | undefined;
  if (min && max) return `${min} to ${max}`;
  if (max) return `up to ${max}`;
  if (min && min > 1) return `at least ${min}`;
  return '';
}

/** What a field accepts, in words. */
function accepts(node: SchemaNode): string {
  if ('const' in node) return `always ${String(node.const)}`;
  if (Array.isArray(node.enum)) return `one of: ${node.enum.join(', ')}`;
  if (node.type === 'boolean') return 'true or false';
  if (node.type === 'integer' || node.type === 'number') {
    const whole = node.type === 'integer' ? 'whole number' : 'number';
    if (node.minimum !== undefined && node.maximum !== undefined)
      return `${whole} from ${node.minimum} to ${node.maximum}`;
    return whole;
  }
  if (node.type === 'array') {
    const items = resolve(node.items as SchemaNode);
    const what = items.type === 'object' ? String(items.title ?? 'item').toLowerCase() : accepts(items);
    const limits = countLimits(node);
    return `list of ${what}${limits ? `, ${limits} items` : ''}`;
  }
  if (node.type === 'object') return `${String(node.title ?? 'group').toLowerCase()} (the fields below)`;
  if (node.format === 'date') return 'date (YYYY-MM-DD)';
  const pattern = typeof node.pattern === 'string' ? node.pattern : '';
  if (pattern.startsWith('^(/|https?://')) return 'link: /page, https://…, mailto: or tel:';
  if (pattern.includes('/images/')) return 'picture under /images/ (.svg, .jpg, .png, .webp)';
  if (/^\^\[a-z]/.test(pattern)) return 'name: lower-case letters, digits and dashes';
  const length = node.maxLength ? ` (up to ${String(node.maxLength)} characters)` : '';
  return `text${length}`;
}

function fieldsOf(node: SchemaNode, prefix: string): CatalogueField[] {
  const properties = (node.properties ?? {}) as Record<string, SchemaNode>;
  const required = new Set((node.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, raw]) => {
    const field = resolve(raw);
    const path = `${prefix}${name}`;
    const entry: CatalogueField = {
      path,
      title: String(field.title ?? name),
      description: String(field.description ?? ''),
      required: required.has(name),
      accepts: accepts(field),
      ...('default' in field ? { default: field.default } : {}),
    };
    if (field.type === 'object') return [entry, ...fieldsOf(field, `${path}.`)];
    const items = field.type === 'array' ? resolve(field.items as SchemaNode) : undefined;
    if (items?.type === 'object') return [entry, ...fieldsOf(items, `${path}[].`)];
    return [entry];
  });
}

/** `- type: steps` and the rest, indented two spaces as in every page under `blocks:`. */
export function yamlListItem(block: Record<string, unknown>): string {
  return stringify([block], { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

export function blockCatalogue(): CatalogueEntry[] {
  return blockTypesInSchema().map((type) => {
    const schema = readSchema(`blocks/${type}.schema.json`);
    const example = (schema.examples as Record<string, unknown>[] | undefined)?.[0];
    if (!example) throw new Error(`schema/blocks/${type}.schema.json has no example: add one under "examples"`);
    return {
      type,
      title: String(schema.title),
      description: String(schema.description),
      fields: fieldsOf(schema, ''),
      example,
      yaml: yamlListItem(example),
    };
  });
}
