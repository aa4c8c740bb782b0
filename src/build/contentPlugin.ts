/**
 * The Vite plugin that turns site.yaml and pages/ into the `virtual:site-content` module: plain, checked data.
 * The YAML parser, ajv and the schemas run here, at build time, and never reach the browser. Any content error
 * stops the build (and shows Vite's error overlay in development) with the same messages as `npm run check`.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatErrors } from '../content/formatErrors.ts';
import { loadContent } from '../content/loadContent.ts';
import { contentFilesIn, projectRoot } from '../content/projectFiles.ts';

export const contentModuleId = 'virtual:site-content';
const resolvedId = `\0${contentModuleId}`;

export function contentPlugin(root: string = projectRoot): Plugin {
  const isContentFile = (file: string) =>
    file === path.join(root, 'site.yaml') ||
    (file.startsWith(path.join(root, 'pages') + path.sep) && /\.ya?ml$/.test(file)) ||
    (file.startsWith(path.join(root, 'schema') + path.sep) && file.endsWith('.json'));

  function reloadContent(server: ViteDevServer) {
    const module = server.moduleGraph.getModuleById(resolvedId);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-content',
    resolveId(id) {
      return id === contentModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const { content, errors, files } = loadContent(contentFilesIn(root));
      for (const file of files) this.addWatchFile(file);
      if (errors.length) {
        const report = formatErrors(errors, 'human', root);
        // Vite prints `message` in the terminal and the overlay; the first line names the first place to edit.
        this.error({ message: `Content errors\n\n${report}`, id: path.join(root, errors[0].file), loc: { line: errors[0].line, column: errors[0].col - 1 } });
      }
      // JSON.parse of a string literal is faster for the browser to load than an object literal of the same data.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(content))});`;
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
