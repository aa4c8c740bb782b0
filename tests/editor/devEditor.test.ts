/**
 * `npm run dev` serves the editor at /edit without sign-in, over the development server's own content: a save is
 * written at once (and the open site page updates as for any saved YAML file). Started in-process like
 * `npm run dev`, over a copy of the content.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createServer,
  loadConfigFromFile,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type ViteDevServer,
} from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorDevPlugin } from '../../src/server/editor/devPlugin';
import { contentPlugin } from '../../src/vite/contentPlugin';
import { imagePlugin } from '../../src/vite/imagePlugin';
import { copyOfContent, projectRoot, removeDir } from './helpers';

let server: ViteDevServer;
let base: string;
let contentRoot: string;

const flat = (options: PluginOption[]): Plugin[] =>
  (options.flat(Infinity as 1) as unknown[]).filter(
    (plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin,
  );

beforeAll(async () => {
  contentRoot = copyOfContent();
  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    path.join(projectRoot, 'vite.config.ts'),
    projectRoot,
    'silent',
  );
  const { test: _test, plugins = [], ...config } = loaded!.config as UserConfig & { test?: unknown };
  // The project's plugins, with the content (and the editor) reading the copy.
  const ownContent = new Set(['site-content', 'site-images', 'site-editor']);
  server = await createServer({
    ...config,
    configFile: false,
    root: projectRoot,
    logLevel: 'silent',
    publicDir: path.join(contentRoot, 'public'),
    plugins: [
      ...flat(plugins).filter((plugin) => !ownContent.has(plugin.name)),
      contentPlugin(contentRoot),
      imagePlugin(contentRoot),
      editorDevPlugin(contentRoot),
    ],
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  removeDir(contentRoot);
});

describe('the editor on the development server', () => {
  it('serves /edit straight from src/editor/, without sign-in', async () => {
    const page = await fetch(`${base}/edit`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module" src="/src/editor/main.tsx"></script>');
    expect(await (await fetch(`${base}/edit/api/session`)).json()).toEqual({ name: 'developer', signIn: false });
  });

  it('saves a page that passes the check at once, and still refuses another site', async () => {
    const file = 'pages/about.yaml';
    const text = readFileSync(path.join(contentRoot, file), 'utf8').replace(
      'heading: At a Glance',
      'heading: At a Glance Today',
    );
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
