// @vitest-environment node
/**
 * The path in the file's data that each of the checker's messages is about, which the editor's form places the
 * message by: the value that is wrong, the field that is not known there, or the field that is missing (whose line
 * and column stay those of the group it belongs in, as `npm run check` prints them).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { explainSchemaErrors } from '../../src/content/explainSchemaErrors';
import { errorHeadline } from '../../src/content/formatErrors';
import { parseYaml } from '../../src/content/parseYaml';
import { validateAgainstSchema } from '../../src/content/schemas';

describe('the data path of each message', () => {
  const ajv = new Ajv2020({ allErrors: true, verbose: true });
  const pathsFor = (schema: object, yaml: string) => {
    const parsed = parseYaml('pages/x.yaml', yaml);
    const data = parsed.doc.toJS() as unknown;
    const validate = ajv.compile(schema);
    validate(data);
    return explainSchemaErrors(parsed, data, [...(validate.errors ?? [])]).map((error) => error.path);
  };
  const messagesAt = (schema: object, yaml: string) => {
    const parsed = parseYaml('pages/x.yaml', yaml);
    const data = parsed.doc.toJS() as unknown;
    const validate = ajv.compile(schema);
    validate(data);
    return explainSchemaErrors(parsed, data, [...(validate.errors ?? [])]).map(errorHeadline);
  };
  const list = { properties: { items: { items: { properties: { size: { type: 'number' } } } } } };

  it('is the path of the value a wrong value is about', () => {
    expect(pathsFor(list, 'items:\n  - size: big\n')).toEqual([['items', 0, 'size']]);
  });

  it('is the path of the field itself for a field not known there', () => {
    const closed = { properties: { items: { items: { properties: {}, additionalProperties: false } } } };
    expect(pathsFor(closed, 'items:\n  - sise: 1\n')).toEqual([['items', 0, 'sise']]);
  });

  it('is the path of the missing field itself, whose line and column stay those of its group', () => {
    const required = { properties: { items: { items: { required: ['size'] } } } };
    expect(pathsFor(required, 'items:\n  - other: 1\n')).toEqual([['items', 0, 'size']]);
    expect(messagesAt(required, 'items:\n  - other: 1\n')).toEqual([
      'pages/x.yaml:2:5  item 1: missing required field "size"',
    ]);
  });

  it('is the path of the missing field for a page’s block and for site.yaml, as for an entry', () => {
    const parsed = parseYaml('pages/x.yaml', 'route: /x\ntitle: X\ndescription: D.\nblocks:\n  - type: steps\n');
    const data = parsed.doc.toJS() as unknown;
    const found = explainSchemaErrors(parsed, data, validateAgainstSchema('page', data));
    expect(found.map((error) => error.path)).toEqual([
      ['blocks', 0, 'heading'],
      ['blocks', 0, 'steps'],
    ]);
    const site = parseYaml('site.yaml', 'name: X\n');
    const siteData = site.doc.toJS() as unknown;
    const siteFound = explainSchemaErrors(site, siteData, validateAgainstSchema('site', siteData));
    expect(siteFound.map((error) => error.path)).toContainEqual(['seo']);
  });

  it('is the path of a block’s missing type, the field that names its kind', () => {
    const parsed = parseYaml('pages/x.yaml', 'route: /x\ntitle: X\ndescription: D.\nblocks:\n  - heading: H\n');
    const data = parsed.doc.toJS() as unknown;
    const found = explainSchemaErrors(parsed, data, validateAgainstSchema('page', data));
    expect(found.map((error) => [errorHeadline(error), error.path])).toEqual([
      ['pages/x.yaml:5:5  block 1: missing required field "type"', ['blocks', 0, 'type']],
    ]);
  });
});
