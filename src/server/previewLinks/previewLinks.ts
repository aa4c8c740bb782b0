/**
 * Preview links put together for the server (app.ts): the store of open links, the builds of the saved site, the
 * editor's API routes and the public route that shows a preview. Only a server that publishes has them: a preview is
 * built by the publisher's build, from the live build, inside the publisher's write gate.
 */
import { createRateLimiter } from '../http/rateLimiter.ts';
import type { Route, WriteGate } from '../http/routeTable.ts';
import { createPreviewBuilds } from './previewBuilds.ts';
import { previewLinkApiRoutes } from './previewLinkApi.ts';
import { openPreviewLinkStore } from './previewLinkStore.ts';
import { previewRoute } from './previewServing.ts';

export interface PreviewLinkOptions {
  root: string;
  dataDir: string;
  liveDir: () => string;
  writeGate: WriteGate;
  liveNotFound: () => { html: Buffer; policy?: string } | undefined;
  log: (message: string) => void;
  /** The clock of the links' times (tests move it on themselves). */
  now?: () => number;
  /**
   * Requests a minute from one address to /preview/: a page with its pictures and code is a few dozen, so a person
   * clicking through a preview never meets it. 0 turns it off.
   */
  requestsPerMinute?: number;
}

export interface PreviewLinks {
  /** For the editor's API (/edit/api/preview-links…). */
  apiRoutes: Route[];
  /** GET /preview/*, for the server's table before the site's files. */
  route: Route;
  close(): void;
}

export function createPreviewLinks(options: PreviewLinkOptions): PreviewLinks {
  const store = openPreviewLinkStore(options.dataDir, options.now);
  const builds = createPreviewBuilds(options);
  return {
    // A build that fails here is reported by the visit that needs it.
    apiRoutes: previewLinkApiRoutes(store, () => void builds.current().catch(() => undefined)),
    route: previewRoute({
      store,
      builds,
      liveNotFound: options.liveNotFound,
      rateLimiter: createRateLimiter(options.requestsPerMinute ?? 600),
    }),
    close: builds.close,
  };
}
