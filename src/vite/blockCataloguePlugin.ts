/**
 * The block catalogue at /_blocks, on the development server only (`apply: 'serve'`): the production build never
 * sees this plugin, so the page is not prerendered, not in dist/ and not in the sitemap.
 *
 * It serves a small HTML page of its own whose script is src/authoring/blockCatalogueEntry.tsx, and
 * `virtual:block-catalogue`: the catalogue read from the schemas (src/authoring/blockCatalogue.ts).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { blockCatalogue } from '../authoring/blockCatalogue.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { blockCatalogueModuleId, resolved } from './virtualModules.ts';

export const blockCataloguePath = '/_blocks';
const resolvedId = resolved(blockCatalogueModuleId);

const catalogueHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Blocks</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/authoring/blockCatalogueEntry.tsx"></script>
  </body>
</html>
`;

export function blockCataloguePlugin(): Plugin {
  const schemaDir = path.join(projectRoot, 'schema') + path.sep;
  return {
    name: 'block-catalogue',
    apply: 'serve',
    resolveId(id) {
      return id === blockCatalogueModuleId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(blockCatalogue()))});`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || request.url?.split(/[?#]/)[0] !== blockCataloguePath) return next();
        // Through Vite's HTML pipeline, which adds the client for hot updates and React's refresh preamble.
        server
          .transformIndexHtml(blockCataloguePath, catalogueHtml, request.originalUrl)
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
      server.watcher.on('change', (file) => {
        if (!file.startsWith(schemaDir)) return;
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'custom', event: 'block-catalogue:update' });
      });
    },
  };
}
