/**
 * The Vite plugin that turns site.yaml and pages/ into plain, checked data for the app. The YAML parser, ajv and
 * the schemas run here, at build time, and never reach the browser. Any content error stops the build (and shows
 * Vite's error overlay in development) with the same messages as `npm run check`.
 *
 * Modules it provides:
 * - `virtual:site-content`: the site and every page (for the prerenderer and tests).
 * - `virtual:site-shell`: the site's facts, for the islands that draw them in the browser (each page's own data is
 *   in its HTML).
 * - `virtual:site-quote-rules`: the limit of each kind of form field and the patterns the forms check, from
 *   schema/quoteRequest.schema.json (see src/quotes/browserQuoteRules.ts).
 *
 * In development a saved YAML file is checked at once. When it is valid, the pages that changed are announced to the
 * browser as a custom message, and an open page among them fetches its new HTML and puts it in place, without
 * reloading (src/app/liveUpdate.ts); when it is not,
 * the errors appear in Vite's overlay and in the terminal, and the next valid save clears them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { ContentError } from '../content/contentError.ts';
import { contentChanges, contentUpdateEvent } from '../content/contentUpdate.ts';
import { formatErrors } from '../content/formatErrors.ts';
import type { SiteContent } from '../content/model.ts';
import { loadContent, type LoadResult } from '../content/loadContent.ts';
import { contentFilesIn, isContentYaml, projectRoot } from '../content/projectFiles.ts';
import { browserQuoteRules } from '../quotes/browserQuoteRules.ts';
import { quoteSchemaFile } from '../quotes/quoteRules.ts';
import {
  contentModuleId,
  quoteRulesModuleId,
  resolved,
  resolvedContentPrefix,
  shellModuleId,
} from './virtualModules.ts';

/** Data as a module: JSON.parse of a string literal is faster for a browser to load than an object literal. */
function jsonModule(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}

/** The file's text, or undefined while it does not exist (between the two steps of a save by rename). */
function readIfThere(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(() => undefined);
}

/**
 * Waits until a file that has just changed holds still. Editors save in steps (truncate, then write; or write a
 * temporary file, then rename it over), and a file read between two steps is empty or half written. The text must
 * stay the same for a short while, and an empty file for longer, before it is judged; a file that keeps changing is
 * judged after two seconds anyway, unless it is empty at that moment.
 */
async function settled(file: string, quietMs = 30, emptyMs = 400, limitMs = 2000): Promise<void> {
  const started = Date.now();
  let text = await readIfThere(file);
  let since = Date.now();
  // Past the limit a file is judged as it is, but never while it is empty or missing: that is the middle of a save.
  while (Date.now() - started < limitMs || !text) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = await readIfThere(file);
    if (now !== text) {
      text = now;
      since = Date.now();
    } else if (Date.now() - since >= (text ? quietMs : emptyMs)) {
      return;
    }
  }
}

/** Content errors as Vite shows them (overlay and terminal): the same report as `npm run check`, at the first error. */
function contentErrorReport(errors: ContentError[], root: string) {
  const first = errors[0];
  const file = path.join(root, first.file);
  return {
    message: `Content errors\n\n${formatErrors(errors, 'human', root)}`,
    id: file,
    loc: { file, line: first.line, column: first.col },
  };
}

export function contentPlugin(root: string = projectRoot): Plugin {
  let loaded: LoadResult | undefined;
  /** The last content without errors: what the open pages show, and what the next save is compared with. */
  let lastGood: SiteContent | undefined;
  const isYamlFile = (file: string) => isContentYaml(file, root);
  const isContentFile = (file: string) =>
    isYamlFile(file) || (file.startsWith(path.join(root, 'schema') + path.sep) && file.endsWith('.json'));

  function invalidateContentModules(server: ViteDevServer) {
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(resolvedContentPrefix)) server.moduleGraph.invalidateModule(module);
    }
  }

  function reloadContent(server: ViteDevServer) {
    loaded = undefined;
    invalidateContentModules(server);
    server.ws.send({ type: 'full-reload' });
  }

  /** A saved YAML file, as read: the changed pages go to the browser, or the errors to the overlay and the terminal. */
  function updateContent(server: ViteDevServer, read: LoadResult) {
    loaded = read;
    invalidateContentModules(server);
    if (!loaded.content) {
      const report = contentErrorReport(loaded.errors, root);
      server.config.logger.error(report.message, { timestamp: true, clear: false });
      server.ws.send({ type: 'error', err: { ...report, plugin: 'site-content', stack: '' } });
      return;
    }
    const changes = lastGood && contentChanges(lastGood, loaded.content);
    lastGood = loaded.content;
    if (changes) server.ws.send({ type: 'custom', event: contentUpdateEvent, data: changes });
    else server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-content',
    resolveId(id) {
      const ours = [contentModuleId, shellModuleId, quoteRulesModuleId].includes(id);
      return ours ? resolved(id) : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedContentPrefix)) return undefined;
      if (id === resolved(quoteRulesModuleId)) {
        this.addWatchFile(quoteSchemaFile);
        return `export default ${jsonModule(browserQuoteRules())};`;
      }
      loaded ??= loadContent(contentFilesIn(root));
      const { content, errors, files } = loaded;
      for (const file of files) this.addWatchFile(file);
      if (!content) {
        loaded = undefined;
        this.error(contentErrorReport(errors, root));
      }
      lastGood = content;
      if (id === resolved(contentModuleId)) return `export default ${jsonModule(content)};`;
      return `export const site = ${jsonModule(content.site)};`;
    },
    configureServer(server) {
      // New and deleted page files are not in the module graph yet: watch the folders themselves.
      server.watcher.add([path.join(root, 'pages'), path.join(root, 'site.yaml'), path.join(root, 'schema')]);
      const onFileEvent = (file: string) => {
        if (isContentFile(file)) reloadContent(server);
      };
      server.watcher.on('add', onFileEvent);
      server.watcher.on('unlink', onFileEvent);
      // Saved YAML files are read once they hold still, one update at a time: a save made while the last one is
      // being read is read after it, so the page always ends on the newest text.
      const changedFiles = new Set<string>();
      let updating = false;
      const updateWhenSettled = async () => {
        if (updating) return;
        updating = true;
        try {
          while (changedFiles.size) {
            const files = [...changedFiles];
            changedFiles.clear();
            await Promise.all(files.map((file) => settled(file)));
            let read = loadContent(contentFilesIn(root));
            // A mistake is looked at twice, a moment apart: the read may have fallen between two steps of a save
            // whose next step the watcher has not reported yet.
            if (read.errors.length) {
              await new Promise((resolve) => setTimeout(resolve, 150));
              await Promise.all(files.map((file) => settled(file)));
              if (changedFiles.size) continue;
              read = loadContent(contentFilesIn(root));
            }
            updateContent(server, read);
          }
        } finally {
          updating = false;
        }
      };
      server.watcher.on('change', (file) => {
        if (isYamlFile(file)) {
          changedFiles.add(file);
          updateWhenSettled().catch((error: unknown) => server.config.logger.error(String(error), { timestamp: true }));
        } else if (isContentFile(file)) reloadContent(server);
      });
    },
    hotUpdate({ file, type }) {
      // An edited YAML file is handled above; without this, Vite would reload every page that uses its data.
      if (type === 'update' && isYamlFile(file)) return [];
      return undefined;
    },
  };
}
