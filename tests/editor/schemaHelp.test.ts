/**
 * The editor's help while typing comes from schema/ and gives what VS Code gives: the same block types and
 * ready-made sections as yaml-language-server (the engine of the YAML extension, driven as in
 * tests/authoring/editorHelp.test.ts), fields with their titles, and for a misspelled block type an error at the
 * same line that names the right one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypesInSchema } from '../../src/content/schemas';
import type { SchemaFiles } from '../../src/schemaPlaces/schemaAtPlace';
import { completionsAt, hoverAt } from '../../src/editor/textView/schemaHelp';
import { filledIn } from '../../src/editor/textView/textEdit';
import { schemaFilesForHelp } from '../../src/server/editor/schemaFiles';
import { checkWithDrafts } from '../../src/server/editor/draftCheck';
import { YamlLanguageServer } from '../authoring/yamlLanguageServer';
import { projectRoot } from './helpers';

const schemas = schemaFilesForHelp() as SchemaFiles;

const head =
  '# yaml-language-server: $schema=../schema/page.schema.json\nroute: /x\ntitle: X\ndescription: X.\nblocks:\n';

/** Our suggestions at the end of `before` (the rest of the file after it). */
function ours(before: string, after = '\n') {
  return completionsAt(schemas, 'pages/x.yaml', before + after, before.length)?.suggestions ?? [];
}

let server: YamlLanguageServer;

beforeAll(async () => {
  server = await YamlLanguageServer.start();
}, 30_000);

afterAll(async () => {
  await server?.stop();
});

describe('completion', () => {
  it('offers the same block types as VS Code for the type of a new section, each with its title', async () => {
    const before = `${head}  - type: `;
    await server.open('pages/editor-parity-types.yaml', `${before}\n`);
    const vscode = await server.complete('pages/editor-parity-types.yaml', 5, '  - type: '.length);
    const suggestions = ours(before);
    expect(suggestions.map((each) => each.label).sort()).toEqual(vscode.map((item) => item.label).sort());
    expect(suggestions.map((each) => each.label).sort()).toEqual(blockTypesInSchema());
    expect(suggestions.find((each) => each.label === 'hero')).toMatchObject({
      detail: 'Hero banner',
      info: expect.stringMatching(/^The large banner/),
    });
  });

  it('offers a ready-made section of every block type on an empty list item, as VS Code does', async () => {
    const before = `${head}  - `;
    await server.open('pages/editor-parity-snippets.yaml', `${before}\n`);
    const vscode = await server.complete('pages/editor-parity-snippets.yaml', 5, '  - '.length);
    const typesOf = (texts: string[]) =>
      [...new Set(texts.flatMap((text) => /^(?: {2}- )?type: (\w+)(?:\n|$)/.exec(text)?.[1] ?? []))].sort();
    const sections = ours(before).filter((each) => each.kind === 'section');
    const written = sections.map((each) => filledIn(each.edit.template));
    expect(typesOf(written)).toEqual(typesOf(vscode.map((item) => item.insertText ?? '')));
    expect(typesOf(written)).toEqual(blockTypesInSchema());
    // The section's later lines are indented under the list item.
    expect(filledIn(sections.find((each) => each.label === 'hero')!.edit.template)).toMatch(
      /^ {2}- type: hero\n {4}heading: New headline\n/,
    );
  });

  it("offers a block's remaining fields, and the same ones as VS Code", async () => {
    const before = `${head}  - type: steps\n    heading: How It Works\n    `;
    const after = '\n    steps:\n      - title: Call\n        text: We visit.\n';
    await server.open('pages/editor-parity-fields.yaml', before + after);
    const vscode = await server.complete('pages/editor-parity-fields.yaml', 7, 4);
    // "Add section" (a new section at the end of the list) is the editor's own.
    const labels = ours(before, after)
      .filter((each) => each.kind !== 'item')
      .map((each) => each.label);
    expect(labels).not.toContain('heading');
    expect(labels).not.toContain('steps');
    expect(labels.sort()).toEqual(vscode.map((item) => item.label).sort());
  });

  it('offers the allowed values of a field', () => {
    const values = ours(`${head}  - type: steps\n    surface: `).map((each) => each.label);
    expect(values).toEqual(['plain', 'alternate', 'dark']);
  });
});

describe('hover help', () => {
  it("shows a field's title and description, and a block type's", () => {
    const text = `${head}  - type: hero\n    heading: Welcome\n`;
    expect(hoverAt(schemas, 'pages/x.yaml', text, text.indexOf('heading') + 2)).toMatchObject({ title: 'Headline' });
    expect(hoverAt(schemas, 'pages/x.yaml', text, text.indexOf('hero') + 1)).toMatchObject({ title: 'Hero banner' });
    expect(hoverAt(schemas, 'pages/x.yaml', text, text.indexOf('route') + 1)).toMatchObject({ title: 'Address' });
  });
});

describe('a misspelled block type', () => {
  it('is an error at the same line in VS Code and in the editor, and both name "hero"', async () => {
    const text = `${head}  - type: heor\n    heading: Hello\n  - type: notFound\n    heading: Missing\n`;
    const vscode = await server.open('pages/editor-parity-heor.yaml', text);
    const line = 6;
    expect(
      vscode
        .filter((d) => d.range.start.line + 1 === line)
        .map((d) => d.message)
        .join('\n'),
    ).toMatch(/"hero"/);
    const { errors } = checkWithDrafts(projectRoot, {
      'pages/editor-parity-heor.yaml': text.replace('route: /x', 'route: /editor-parity'),
    });
    const ownErrors = errors.filter((error) => error.file === 'pages/editor-parity-heor.yaml' && error.line === line);
    expect(ownErrors.map((error) => error.message)).toContain('unknown block type "heor". Did you mean "hero"?');
    // Completion there offers the right word too.
    expect(ours(`${head}  - type: heo`).map((each) => each.label)).toContain('hero');
  });
});
