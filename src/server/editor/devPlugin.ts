/**
 * `npm run dev` serves the editor at /edit without sign-in (the person at the keyboard owns the files), with its code
 * straight from src/editor/ through Vite. A save writes the YAML file, and the development server's live update
 * redraws any open page of the site at once.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { projectRoot } from '../../content/projectFiles.ts';
import { editorEntries, editorHtml } from './editorPage.ts';
import { createEditor } from './editorRoutes.ts';
import { requestFacts } from '../http/requestFacts.ts';
import { noTrustedProxies } from '../http/trustedProxies.ts';

export function editorDevPlugin(root: string = projectRoot): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      const editor = createEditor({
        contentRoot: root,
        dataDir: path.join(root, 'data'),
        distDir: path.join(root, 'dist'),
        signIn: false,
        // The preview drawn by the site's renderer as Vite loads it, so a changed block shows at once.
        previewRenderer: {
          async render(page) {
            const [{ renderPreview }, { schemaFilesForHelp }] = (await Promise.all([
              server.ssrLoadModule('/src/server/editor/previewRender.tsx'),
              server.ssrLoadModule('/src/server/editor/schemaFiles.ts'),
            ])) as [typeof import('./previewRender.tsx'), typeof import('./schemaFiles.ts')];
            return renderPreview(page, schemaFilesForHelp());
          },
        },
        log: (message) => server.config.logger.info(message, { timestamp: true }),
        developmentHtml: (entry) =>
          server.transformIndexHtml(
            `/edit${entry === 'preview' ? '/preview' : ''}`,
            editorHtml(entry, `<script type="module" src="/${editorEntries[entry]}"></script>`),
          ),
      });
      server.httpServer?.once('close', () => void editor.close());
      server.middlewares.use((request, response, next) => {
        editor.handle(request, response, requestFacts(request, noTrustedProxies)).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
  };
}
