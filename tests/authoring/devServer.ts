/**
 * The development server of `npm run dev` (the project's vite.config.ts, the editor at /edit included), started
 * in-process on 127.0.0.1 over a copy of the content in a temporary folder, so a test can edit YAML files freely. What it prints to the
 * terminal is kept for the test to read.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLogger,
  createServer,
  loadConfigFromFile,
  type Plugin,
  type PluginOption,
  type UserConfig,
  type ViteDevServer,
} from 'vite';
import { editorDevPlugin } from '../../src/server/editor/devPlugin';
import { contentPlugin } from '../../src/vite/contentPlugin';
import { imagePlugin } from '../../src/vite/imagePlugin';

const projectRoot = path.resolve(__dirname, '../..');

export interface DevServer {
  url: string;
  /** The temporary project folder with site.yaml, pages/, collections/ and public/. */
  contentRoot: string;
  /** Everything the server printed as an error or warning. */
  terminal: () => string;
  close: () => Promise<void>;
}

function flatPlugins(options: PluginOption[]): Plugin[] {
  return (options.flat(Infinity as 1) as unknown[]).filter(
    (plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin,
  );
}

/**
 * Removes the temporary folder once nothing writes into it any more: the dependency optimizer (and a picture being
 * cached) may still be writing just after the server closed, and a file created in the middle of a removal makes it
 * fail with ENOTEMPTY. A folder still busy after ten seconds is left to the system's temporary-file cleanup rather
 * than failing the test that used it.
 */
async function removeWhenQuiet(folder: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      rmSync(folder, { recursive: true, force: true });
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EBUSY') throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.warn(`${folder} was still being written to and is left behind.`);
}

export async function startDevServer(): Promise<DevServer> {
  const contentRoot = mkdtempSync(path.join(tmpdir(), 'dev-content-'));
  for (const part of ['site.yaml', 'pages', 'collections', 'public'])
    cpSync(path.join(projectRoot, part), path.join(contentRoot, part), { recursive: true });

  const loaded = await loadConfigFromFile(
    { command: 'serve', mode: 'development' },
    path.join(projectRoot, 'vite.config.ts'),
  );
  if (!loaded) throw new Error('vite.config.ts could not be loaded.');
  // The test settings are vitest's, not the server's.
  const { test: _test, plugins = [], ...config } = loaded.config as UserConfig & { test?: unknown };
  // The same plugins as `npm run dev`, with the content (and the editor at /edit) reading the temporary folder.
  const contentPlugins = new Set(['site-content', 'site-images', 'site-editor']);
  const projectPlugins = flatPlugins(plugins).filter((plugin) => !contentPlugins.has(plugin.name));

  // Kept for the test to read rather than printed among the test results.
  let printed = '';
  const logger = createLogger('warn', { allowClearScreen: false });
  const print = (message: string) => {
    printed += `${message}\n`;
  };
  logger.error = print;
  logger.warn = print;

  const server: ViteDevServer = await createServer({
    ...config,
    configFile: false,
    root: projectRoot,
    publicDir: path.join(contentRoot, 'public'),
    plugins: [...projectPlugins, contentPlugin(contentRoot), imagePlugin(contentRoot), editorDevPlugin(contentRoot)],
    customLogger: logger,
    // Its own cache of pre-bundled dependencies: two test files may start a server at the same moment, and two
    // servers filling one cold cache (a fresh clone) race each other, one of them serving a page that never draws.
    cacheDir: path.join(contentRoot, '.vite'),
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('The development server has no address.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    contentRoot,
    terminal: () => printed,
    close: async () => {
      await server.close();
      await removeWhenQuiet(contentRoot);
    },
  };
}
