/**
 * `npm run dev` renders every page on the server, as the build does: the same server entry (src/entry-server.tsx,
 * loaded through Vite's SSR so a saved source file is picked up), the same document (src/prerender/pageDocument.ts),
 * the same start script with the header's plain script and the islands. What a developer sees is what visitors get;
 * only the code arrives unbundled from Vite.
 *
 * A saved YAML file does not reload the page: the content plugin announces the change, and the page fetches its new
 * HTML and puts in place the parts that changed (src/app/liveUpdate.ts). A content mistake or a rendering error
 * shows in Vite's overlay.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Connect } from 'vite';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SiteContent } from '../content/model.ts';
import { NOT_FOUND_ROUTE } from '../content/model.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { type PageAssets, pageDocument, type RenderedPage } from '../prerender/pageDocument.ts';

/** The start script's entry, run as source: it loads the browser entry after the first paint, as on the built site. */
const startEntry = '/src/app/pageStart.ts';
const browserEntry = '/src/entry-client.tsx';

interface ServerEntry extends PageAssets {
  content: SiteContent;
  renderPath: (path: string) => Promise<RenderedPage>;
}

/** index.html as the development server serves it, with the start script's tag in place of the entry's. */
async function developmentTemplate(server: ViteDevServer, url: string): Promise<string> {
  const template = await readFile(path.join(projectRoot, 'index.html'), 'utf8');
  const withStart = template.replace(
    `<script type="module" src="${browserEntry}"></script>`,
    `<script type="module" src="${startEntry}" data-entry="${browserEntry}" data-preload=""></script>`,
  );
  return server.transformIndexHtml(url, withStart);
}

/** What reaches this plugin was no file: a GET is for a page, whatever it accepts (a browser, curl, a test). */
function wantsPage(request: IncomingMessage): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

export function pageRenderPlugin(): Plugin {
  return {
    name: 'site-pages',
    apply: 'serve',
    // Vite's own HTML fallback would answer every address with index.html; the pages are this plugin's.
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      // Run after Vite's own middlewares: source files, public/ and the editor are served before a page is rendered.
      return () => {
        server.middlewares.use((request: Connect.IncomingMessage, response, next) => {
          if (!wantsPage(request)) return next();
          const url = request.originalUrl ?? request.url ?? '/';
          renderForRequest(server, url)
            .catch((error: unknown) => errorDocument(server, url, error))
            .then(({ status, html }) => {
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-store');
              response.end(request.method === 'HEAD' ? undefined : html);
            })
            .catch(next);
        });
      };
    },
  };
}

interface Answer {
  status: number;
  html: string;
}

async function renderForRequest(server: ViteDevServer, url: string): Promise<Answer> {
  const pathname = decodeURI(new URL(url, 'http://localhost').pathname);
  const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page =
    entry.content.pages.find((candidate) => candidate.route === route) ??
    entry.content.pages.find((candidate) => candidate.route === NOT_FOUND_ROUTE)!;
  const rendered = await entry.renderPath(page.route === NOT_FOUND_ROUTE ? '/404' : page.route);
  const html = pageDocument(await developmentTemplate(server, url), page, entry.content, rendered, entry, {
    development: true,
  });
  return { status: page.route === NOT_FOUND_ROUTE ? 404 : 200, html };
}

/**
 * The page that shows a rendering error in Vite's overlay and loads the page again after the next save without
 * mistakes (src/app/renderErrorPage.ts). A content mistake's report names its file, line and column.
 */
async function errorDocument(server: ViteDevServer, url: string, error: unknown): Promise<Answer> {
  if (error instanceof Error) server.ssrFixStacktrace(error);
  const located = error as { message?: string; stack?: string; id?: string; loc?: unknown; plugin?: string };
  const report = {
    message: located.message ?? String(error),
    stack: located.stack ?? '',
    id: located.id,
    loc: located.loc,
    plugin: located.plugin,
  };
  server.config.logger.error(report.message, { timestamp: true, clear: false });
  const json = JSON.stringify(report).replace(/</g, '\\u003c');
  const html = await server.transformIndexHtml(
    url,
    `<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8"><title>Error</title></head>\n<body>\n<script type="application/json" id="render-error">${json}</script>\n<script type="module" src="/src/app/renderErrorPage.ts"></script>\n</body>\n</html>`,
  );
  return { status: 500, html };
}
