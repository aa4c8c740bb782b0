/**
 * The Vite plugin that turns site.yaml and pages/ into plain, checked data for the app. The YAML parser, ajv and
 * the schemas run here, at build time, and never reach the browser. Any content error stops the build (and shows
 * Vite's error overlay in development) with the same messages as `npm run check`.
 *
 * Modules it provides:
 * - `virtual:site-content`: the site and every page (for the prerenderer and tests).
 * - `virtual:site-shell`: the site, the list of routes, and one loader per page. The browser starts with this,
 *   so a visitor downloads the text of the page they are on, not of all pages.
 * - `virtual:site-page?route=…`: one page's data, a chunk of its own.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors } from '../content/formatErrors.ts';
import { loadContent, type LoadResult } from '../content/loadContent.ts';
import { contentFilesIn, projectRoot } from '../content/projectFiles.ts';

export const contentModuleId = 'virtual:site-content';
export const shellModuleId = 'virtual:site-shell';
const pageModulePrefix = 'virtual:site-page?route=';

/** Data as a module: JSON.parse of a string literal is faster for a browser to load than an object literal. */
function jsonModule(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

export function contentPlugin(root: string = projectRoot): Plugin {
  let loaded: LoadResult | undefined;
  const isContentFile = (file: string) =>
    file === path.join(root, 'site.yaml') ||
    (file.startsWith(path.join(root, 'pages') + path.sep) && /\.ya?ml$/.test(file)) ||
    (file.startsWith(path.join(root, 'schema') + path.sep) && file.endsWith('.json'));

  function reloadContent(server: ViteDevServer) {
    loaded = undefined;
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith('\0virtual:site-')) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-content',
    resolveId(id) {
      if (id === contentModuleId || id === shellModuleId || id.startsWith(pageModulePrefix)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site-')) return undefined;
      loaded ??= loadContent(contentFilesIn(root));
      const { content, errors, files } = loaded;
      for (const file of files) this.addWatchFile(file);
      if (!content) {
        const report = formatErrors(errors, 'human', root);
        loaded = undefined;
        this.error({ message: `Content errors\n\n${report}`, id: path.join(root, errors[0].file), loc: { line: errors[0].line, column: errors[0].col - 1 } });
      }
      const moduleId = id.slice(1);
      if (moduleId === contentModuleId) return `export default ${jsonModule(content)};`;
      if (moduleId === shellModuleId) {
        const loaders = content.pages.map(
          (page) => `  ${JSON.stringify(page.route)}: () => import(${JSON.stringify(pageModulePrefix + encodeURIComponent(page.route))}).then((m) => m.default),`,
        );
        return [
          `export const site = ${jsonModule(content.site)};`,
          `export const pageLoaders = {\n${loaders.join('\n')}\n};`,
        ].join('\n');
      }
      const route = decodeURIComponent(moduleId.slice(pageModulePrefix.length));
      const page = content.pages.find((candidate) => candidate.route === route);
      if (!page) this.error(`No page declares the route ${route}`);
      return `export default ${jsonModule(page)};`;
    },
    configureServer(server) {
      // New and deleted page files are not in the module graph yet: watch the folders themselves.
      server.watcher.add([path.join(root, 'pages'), path.join(root, 'site.yaml'), path.join(root, 'schema')]);
      const onFileEvent = (file: string) => {
        if (isContentFile(file)) reloadContent(server);
      };
      server.watcher.on('add', onFileEvent);
      server.watcher.on('unlink', onFileEvent);
      server.watcher.on('change', onFileEvent);
    },
  };
}
