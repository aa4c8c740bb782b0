/**
 * Help while typing: every content file names its schema in its first line, VS Code maps the schemas and
 * recommends the YAML extension, and yaml-language-server (that extension's engine), started as an editor starts
 * it, underlines mistakes on their lines and offers every block type.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypesInSchema } from '../../src/content/schemas';
import { editorYamlSettings, projectRoot, YamlLanguageServer, type Diagnostic } from './yamlLanguageServer';

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .sort();
}

const pageFiles = yamlFilesUnder('pages');
const contentFiles = ['site.yaml', ...pageFiles];

const schemaOf = (file: string) =>
  path.basename(file) === 'site.yaml' ? 'schema/site.schema.json' : 'schema/page.schema.json';
const modeline = /^# yaml-language-server: \$schema=(\S+)$/;

/** The 1-based lines an editor underlines. */
const linesOf = (diagnostics: Diagnostic[]) =>
  [...new Set(diagnostics.map((d) => d.range.start.line + 1))].sort((a, b) => a - b);

describe('each content file names its schema', () => {
  it.each(contentFiles.map((file) => [file]))('%s starts with a modeline pointing at its schema', (file) => {
    const firstLine = readFileSync(path.join(projectRoot, file), 'utf8').split('\n')[0];
    const schemaPath = firstLine.match(modeline)?.[1];
    expect(schemaPath, `first line: ${firstLine}`).toBeDefined();
    expect(schemaPath).not.toMatch(/^\//);
    expect(path.relative(projectRoot, path.resolve(path.dirname(path.join(projectRoot, file)), schemaPath!))).toBe(
      schemaOf(file),
    );
  });
});

describe('VS Code settings', () => {
  it('recommends the Red Hat YAML extension', () => {
    const extensions = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/extensions.json'), 'utf8'));
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });

  it('maps site.yaml and every page to their schemas', () => {
    const { schemas } = editorYamlSettings() as { schemas: Record<string, string[]> };
    expect(schemas['./schema/site.schema.json']).toEqual(['site.yaml']);
    expect(schemas['./schema/page.schema.json']).toEqual(['pages/**/*.yaml']);
  });
});

describe('yaml-language-server', () => {
  let server: YamlLanguageServer;

  beforeAll(async () => {
    server = await YamlLanguageServer.start();
  }, 30_000);

  afterAll(() => server?.stop());

  it('underlines a stray field, a number out of range, an unknown block type and a bad link on their own lines', async () => {
    const brokenPage = [
      '# yaml-language-server: $schema=../schema/page.schema.json', // 1
      'route: /about', // 2
      'title: About | Test Roofing', // 3
      'description: About the company.', // 4
      'blocks:', // 5
      '  - type: steps', // 6
      '    heading: How It Works', // 7
      '    steps:', // 8
      '      - title: Consultation', // 9
      '        text: We visit.', // 10
      '        colour: blue', // 11: not a field of a step
      '  - type: testimonials', // 12
      '    heading: Reviews', // 13
      '    items:', // 14
      '      - quote: Great work.', // 15
      '        author: Sam', // 16
      '        location: Portland, OR', // 17
      '        stars: 6', // 18: at most 5
      '  - type: heor', // 19: no such block type
      '    heading: Hello', // 20
      '  - type: callToAction', // 21
      '    heading: Call Us', // 22
      '    button:', // 23
      '      label: Get Free Estimate', // 24
      '      href: contact', // 25: a link starts with /, https://, mailto: or tel: (common.schema.json)
      '',
    ].join('\n');
    const started = performance.now();
    const diagnostics = await server.open('pages/about-draft.yaml', brokenPage);
    const elapsed = performance.now() - started;
    console.log(`yaml-language-server: diagnostics for a broken page in ${elapsed.toFixed(0)} ms`);

    const at = (line: number) =>
      diagnostics
        .filter((d) => d.range.start.line + 1 === line)
        .map((d) => d.message)
        .join('\n');
    expect(at(11)).toMatch(/colour is not allowed/);
    expect(at(18)).toMatch(/maximum of 5/);
    expect(at(19)).toMatch(/"hero"/);
    expect(at(25)).toMatch(/does not match the pattern/);
    // The other lines are right: nothing there is underlined.
    expect(linesOf(diagnostics).filter((line) => line < 19 || line > 20)).toEqual([11, 18, 25]);
    expect(elapsed).toBeLessThan(5000);
  });

  it('opens site.yaml and every page without a single underline (the schemas and their references resolve)', async () => {
    const results = await Promise.all(
      contentFiles.map(
        async (file) => [file, await server.open(file, readFileSync(path.join(projectRoot, file), 'utf8'))] as const,
      ),
    );
    for (const [file, diagnostics] of results)
      expect(diagnostics.map((d) => `${file}:${d.range.start.line + 1} ${d.message}`)).toEqual([]);
  });

  it('checks a new page without a modeline through the mapping in .vscode/settings.json', async () => {
    const diagnostics = await server.open(
      'pages/new-page.yaml',
      'route: /new-page\ntitle: New page\ndescription: A new page.\nblocks: []\n',
    );
    expect(linesOf(diagnostics)).toEqual([4]);
    expect(diagnostics[0].message).toMatch(/Array has too few items/);
  });

  it('underlines a phone number in site.yaml that is not a phone number', async () => {
    const site = readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8');
    const lines = site.split('\n');
    const phoneLine = lines.findIndex((line) => /^ {2}phone: /.test(line));
    lines[phoneLine] = '  phone: call the office';
    const diagnostics = await server.open(
      'site-draft/site.yaml',
      lines.join('\n').replace(/\$schema=schema\//, '$schema=../schema/'),
    );
    expect(linesOf(diagnostics)).toEqual([phoneLine + 1]);
  });

  it('offers every block type for the type of a new section', async () => {
    const page =
      '# yaml-language-server: $schema=../schema/page.schema.json\nroute: /x\ntitle: X\ndescription: X.\nblocks:\n  - type: \n';
    await server.open('pages/completion-draft.yaml', page);
    const items = await server.complete('pages/completion-draft.yaml', 5, '  - type: '.length);
    expect(items.map((item) => item.label).sort()).toEqual(blockTypesInSchema());
  });

  it('offers a ready-made section of every block type on an empty list item', async () => {
    const page =
      '# yaml-language-server: $schema=../schema/page.schema.json\nroute: /x\ntitle: X\ndescription: X.\nblocks:\n  - \n';
    await server.open('pages/snippet-draft.yaml', page);
    const items = await server.complete('pages/snippet-draft.yaml', 5, '  - '.length);
    // A block with nothing to write but its type (the entry body's marker) is a snippet of one line.
    for (const type of blockTypesInSchema()) {
      expect(
        items.some((item) => item.insertText === `type: ${type}` || item.insertText?.startsWith(`type: ${type}\n`)),
        type,
      ).toBe(true);
    }
  });
});
