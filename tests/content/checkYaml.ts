/**
 * Checks YAML text the way `npm run check` checks a file (parse with positions, validate, explain), without files
 * on disk, and returns the lines a person reads: `pages/test.yaml:7:5  block 1 (hero): …`.
 */
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { validateAgainstSchema, type SchemaName } from '../../src/content/schemas';

export function schemaMessages(schema: SchemaName, file: string, lines: string[]): string[] {
  const parsed = parseYaml(file, `${lines.join('\n')}\n`);
  if (parsed.errors.length) throw new Error(`the test's YAML does not parse: ${parsed.errors[0].message}`);
  const data = parsed.doc.toJS() as unknown;
  return explainSchemaErrors(parsed, data, validateAgainstSchema(schema, data)).map(errorHeadline);
}

/** The messages for a page whose blocks are `blockLines` (each already indented under `blocks:`). */
export function pageMessages(blockLines: string[]): string[] {
  return schemaMessages('page', 'pages/test.yaml', [
    'route: /test',
    'title: Test page',
    'description: A page for the tests.',
    'blocks:',
    ...blockLines,
  ]);
}
