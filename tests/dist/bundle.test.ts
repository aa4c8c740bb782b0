/**
 * What a visitor's browser downloads: the JavaScript each route needs before it can run, and nothing of the
 * build-time machinery (YAML parser, validator, schemas).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialScripts, routeHtmlFiles } from './distFiles';

const dist = path.resolve(__dirname, '../../dist');
const budgetKb = 90;

describe('the browser bundle', () => {
  it.each(routeHtmlFiles(dist).map((file) => [path.relative(dist, file), file] as const))(
    `%s loads at most ${budgetKb} KB of JavaScript (gzip) before it runs`,
    (_name, file) => {
      const html = readFileSync(file, 'utf8');
      // The start script is written into the page; the rest are files.
      const startScript = /<script type="module"[^>]*>(.+?)<\/script>/s.exec(html)?.[1];
      expect(startScript).toBeTruthy();
      const scripts = initialScripts(html).map((script) => readFileSync(path.join(dist, script)));
      const bytes = [Buffer.from(startScript!), ...scripts].reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
      expect(bytes / 1024).toBeLessThanOrEqual(budgetKb);
    },
  );

  it('contains no YAML parser, JSON Schema validator or schema', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    const code = assets.map((name) => readFileSync(path.join(dist, 'assets', name), 'utf8')).join('\n');
    // Marker strings that each library cannot do without; the schema's own wording for editors.
    expect(code).not.toContain('BLOCK_AS_IMPLICIT_KEY'); // yaml's parser errors
    expect(code).not.toContain('must NOT have additional properties'); // ajv's messages
    expect(code).not.toContain('json-schema.org'); // any schema document
    expect(code).not.toContain('defaultSnippets'); // our schemas' editor snippets
  });
});
