/**
 * `npm run dev` serves the editor at /edit without sign-in, over the development server's own content: a save is
 * written at once (and the open site page updates as for any saved YAML file). Started in-process like
 * `npm run dev`, over a copy of the content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer } from '../authoring/devServer';

let server: DevServer;
let base: string;
let contentRoot: string;

beforeAll(async () => {
  server = await startDevServer();
  base = server.url;
  contentRoot = server.contentRoot;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the editor on the development server', () => {
  it('serves /edit straight from src/editor/, without sign-in', async () => {
    const page = await fetch(`${base}/edit`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module" src="/src/editor/main.tsx"></script>');
    expect(await (await fetch(`${base}/edit/api/session`)).json()).toEqual({
      name: 'developer',
      role: 'owner',
      signIn: false,
      publishing: false,
    });
  });

  it('saves a page that passes the check at once, and still refuses another site', async () => {
    const file = 'pages/about.yaml';
    // The page's first heading reworded, whatever words the office gave it.
    const original = readFileSync(path.join(contentRoot, file), 'utf8');
    const text = original.replace(/^( +heading: ).*$/m, '$1Our Work Today');
    expect(text).not.toBe(original);
    const post = (origin: string) =>
      fetch(`${base}/edit/api/save`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ path: file, text }),
      });
    expect((await post('http://evil.example')).status).toBe(403);
    const saved = await post(base);
    expect(saved.status).toBe(200);
    expect(readFileSync(path.join(contentRoot, file), 'utf8')).toBe(text);
  });
});
