/**
 * The production server as one value: its services built once (the quote store with the inbox's queries, the
 * e-mail outbox worker, the publisher, the editor's sessions), one table of every route it answers (the quote
 * form, the health check, the editor, the site from dist/) run by one dispatcher, and the security headers around
 * all of it. main.ts runs it from environment variables; tests create it in-process with their own folders and ports.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createDispatcher } from './http/dispatcher.ts';
import { originOf } from './http/originCheck.ts';
import { createRateLimiter } from './http/rateLimiter.ts';
import { requestFacts } from './http/requestFacts.ts';
import { requestRoutes } from './requestRoutes.ts';
import { trustedProxies } from './http/trustedProxies.ts';
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  securityHeaderLines,
  type SecurityOptions,
} from './http/securityHeaders.ts';
import { readCompanyFacts } from './mail/companyFacts.ts';
import { createQuoteEndpoint } from './quotes/quoteEndpoint.ts';
import type { Route } from './http/routeTable.ts';
import { openQuoteStore, type QuoteStore } from './quotes/quoteStore.ts';
import { readSiteForms } from './quotes/siteForms.ts';
import { formsFileName } from '../quotes/formCatalogue.ts';
import { inlineScriptsFile } from '../prerender/inlineScripts.ts';
import { readInboxStatuses } from './inbox/inboxStatuses.ts';
import { loadStaticSite, type StaticSite } from './static/staticSite.ts';
import { openMissedAddresses } from './static/missedAddresses.ts';
import { missedAddressRoutes } from './editor/missedAddressRoutes.ts';
import { createEditor } from './editor/editorRoutes.ts';
import { acquireDataDirLock } from './store/dataDirLock.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { createPublisher } from './publish/publisher.ts';
import { startSchedule } from './publish/schedule.ts';
import { smtpHostOf } from './mail/smtpHost.ts';
import { publishRoutes } from './publish/publishRoutes.ts';
import { createPreviewLinks } from './previewLinks/previewLinks.ts';
import { reviewRoutes } from './review/reviewRoutes.ts';
import { startRequestMail } from './requestMail.ts';
import { limitRequestTime } from './http/requestTime.ts';
import type { AppOptions } from './appOptions.ts';

export interface App {
  server: Server;
  store: QuoteStore;
  staticSite: StaticSite;
  /** Whether the office e-mails are sent (an SMTP server is configured). */
  mailEnabled: boolean;
  /** Starts listening; resolves with the address (port 0 picks a free port). */
  listen(port: number, host?: string): Promise<AddressInfo>;
  /**
   * Stops taking requests, lets the ones under way finish, gives an e-mail being sent at most `mailGraceMs`
   * (default 3 s; a send still under way then stays pending, as after a crash), and closes the database.
   */
  close(options?: { mailGraceMs?: number }): Promise<void>;
}

/** The visitors' addresses are kept this long (for the rate limit and for looking into abuse), then forgotten. */
export const clientAddressDays = 30;

export async function createApp(options: AppOptions): Promise<App> {
  const log = options.log ?? console.log;
  const proxies = trustedProxies(
    options.trustProxy === true ? ['127.0.0.1', '::1'] : Array.isArray(options.trustProxy) ? options.trustProxy : [],
  );
  const contentSiteFile = options.siteFile ?? path.join(projectRoot, 'site.yaml');
  const company = options.company ?? readCompanyFacts(contentSiteFile);

  const contentRoot = options.editor?.contentRoot ?? projectRoot;
  // Publishing from the editor (src/server/publish/), when the content is a whole project that can be built: the
  // last published build is served, and each publish swaps the new one in.
  const publisher = existsSync(path.join(contentRoot, 'src/cli/build.ts'))
    ? createPublisher({
        root: contentRoot,
        dataDir: options.dataDir,
        initialDir: options.distDir,
        push: options.publishPush ?? false,
        swap: async (dir, changes) => {
          const forms = readSiteForms(dir);
          // What the new build shares with the one served until now is not read or compressed again.
          staticSite = await loadStaticSite(dir, {}, staticSite, log, changes);
          siteForms = forms;
          // The new build may list other entries waiting for their moment.
          schedule?.rearm();
        },
        log,
      })
    : undefined;
  // Entries scheduled for later are published by themselves when their moment comes (publish/schedule.ts).
  const schedule =
    publisher &&
    startSchedule({
      liveDir: () => publisher.liveDir() ?? options.distDir,
      publishScheduled: (due) => publisher.publishScheduled(due),
      log,
    });
  // After a publish interrupted by a stop is tidied up: a moment passed while the server was down is published now.
  void publisher?.idle().then(() => schedule?.rearm());
  let staticSite = await loadStaticSite(publisher?.liveDir() ?? options.distDir, {}, undefined, log);
  // The forms of the build being served: a request is checked against the fields its form declared there.
  let siteForms = readSiteForms(publisher?.liveDir() ?? options.distDir);
  if (siteForms.count === 0) log(`The site has no forms (no ${formsFileName} in its build): form posts are refused.`);
  // A build made before the list existed: its pages load, but their menus and islands stay still until a new build.
  if (staticSite.pageCount > 0 && staticSite.scriptHashes.length === 0)
    log(
      `The site's build lists no inline scripts (no ${inlineScriptsFile}): its pages run none until it is built again.`,
    );
  const policy = (styleHash?: string) =>
    contentSecurityPolicy({ formOrigins: staticSite.formOrigins }, styleHash ? { styles: [styleHash] } : undefined);
  const security: SecurityOptions = { defaultPolicy: policy() };
  const siteOrigin = company.siteUrl ? originOf(company.siteUrl) : undefined;
  // A static copy of the site elsewhere (site.yaml's quoteEndpoint) posts here from the site's own address.
  const quoteEndpointOrigin = company.quoteEndpoint ? originOf(company.quoteEndpoint) : undefined;
  const allowedOrigins =
    options.allowedOrigins ??
    (siteOrigin && quoteEndpointOrigin && quoteEndpointOrigin !== siteOrigin ? [siteOrigin] : []);

  const smtpHost = options.smtpUrl ? smtpHostOf(options.smtpUrl) : undefined;
  // Before the database is opened (and migrated): a second server on the same folder stops here.
  const dataDirLock = acquireDataDirLock(options.dataDir);
  let store: QuoteStore;
  try {
    store = (options.openStore ?? openQuoteStore)(options.dataDir, {
      initialStatus: readInboxStatuses(contentSiteFile)[0].id,
    });
  } catch (error) {
    dataDirLock.release();
    throw error;
  }
  const missedAddresses = openMissedAddresses({ dataDir: options.dataDir, log });
  const { send, photoKey, mailWorker, outboxWorker, notices } = startRequestMail({
    options,
    store,
    company,
    forms: () => siteForms,
    photoLinkOrigin: quoteEndpointOrigin ?? siteOrigin ?? '',
    smtpHost,
    log,
  });

  const handleQuote = createQuoteEndpoint({
    store,
    company,
    forms: () => siteForms,
    rateLimiter: createRateLimiter(options.rateLimitPerMinute ?? 10),
    onStored: () => {
      mailWorker?.wake();
      outboxWorker?.wake();
    },
    htmlPolicy: policy,
    origins: { siteOrigin, allowedOrigins },
    maxStoredBytesPerDay: options.maxStoredBytesPerDay ?? 50 * 1024 * 1024,
    log,
  });

  // Visitors' addresses are dropped after clientAddressDays: now, and every hour while the server runs.
  const forgetOldAddresses = () => {
    try {
      const forgotten = store.forgetClientAddresses(Date.now() - clientAddressDays * 24 * 60 * 60_000);
      if (forgotten)
        log(`Forgot the visitor addresses of ${forgotten} quote requests older than ${clientAddressDays} days.`);
    } catch (error) {
      log(`Could not forget old visitor addresses: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  forgetOldAddresses();
  const forgetTimer = setInterval(forgetOldAddresses, 60 * 60_000).unref();

  // Links that show the saved site before it is published, to someone without an account (previewLinks/).
  const previewLinks =
    publisher &&
    createPreviewLinks({
      root: contentRoot,
      dataDir: options.dataDir,
      liveDir: () => publisher.liveDir() ?? options.distDir,
      writeGate: publisher,
      liveNotFound: () => {
        const page = staticSite.files.get('404.html');
        return page?.bytes && { html: page.bytes, policy: page.policy };
      },
      now: options.editor?.now,
      log,
    });

  const editor = createEditor({
    contentRoot,
    ...options.editor,
    dataDir: options.dataDir,
    distDir: options.distDir,
    signIn: true,
    mailOn: Boolean(send),
    wakeMail: () => {
      mailWorker?.wake();
      outboxWorker?.wake();
    },
    forwardingOn: Boolean(options.forward),
    accountMail: send && { send, company, mailFrom: options.mailFrom, retry: options.mailRetry, log },
    inbox: () => store.inbox,
    moreRoutes: publisher && [...publishRoutes(publisher), ...previewLinks!.apiRoutes],
    publishing: Boolean(publisher),
    writeGate: publisher,
    reviews:
      publisher &&
      ((parts) => reviewRoutes({ root: contentRoot, dataDir: options.dataDir, publisher, ...parts, notices, log })),
    log,
  });

  // What visitors see: a file of an earlier build for a page loaded before a publish, else the live build.
  const site: Route = {
    method: 'ANY',
    path: '/*',
    access: 'public',
    bodyLimit: 0,
    handle({ request, response, facts }) {
      if (publisher?.serveEarlierAsset(request, response, facts.pathname)) return;
      return staticSite.serve(request, response, facts.pathname, missedAddresses.recordMiss);
    },
  };
  // Every address the server answers, and who may call it; the site's files last, for whatever no other route takes.
  const routes: Route[] = [
    ...requestRoutes({ handleQuote, store, photoKey }),
    ...editor.routes,
    ...missedAddressRoutes(missedAddresses, () => staticSite),
    ...(previewLinks ? [previewLinks.route] : []),
    site,
  ];
  const dispatch = createDispatcher({ routes, editorDoor: editor.door, withoutEditor: site, log });

  // The one way in: what the server believes about the request is worked out once, every answer carries the
  // security headers, and the one dispatcher answers whatever a route throws (never a stack trace or a server path).
  const server = createServer((request, response) => {
    const facts = requestFacts(request, proxies);
    applySecurityHeaders(response, facts.https, security);
    void dispatch(request, response, facts);
  });
  // A slow sender cannot hold a connection open for long, nor can a crowd of them exhaust the file descriptors; a
  // post with photos may still come at a slow phone's pace.
  limitRequestTime(server, options.requestTimeLimits);
  server.maxConnections = options.maxConnections ?? 1000;
  // Always listening: an 'error' event without a listener would end the process (EMFILE on accept, and the like).
  server.on('error', (error: NodeJS.ErrnoException) => log(`Server error: ${error.code ?? ''} ${error.message}`));
  // Requests Node cannot even parse still get an answer with the security headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n${securityHeaderLines(security)}\r\n\r\n`,
    );
  });

  return {
    server,
    store,
    get staticSite() {
      return staticSite;
    },
    mailEnabled: Boolean(send),
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      }),
    async close({ mailGraceMs = 3000 } = {}) {
      clearInterval(forgetTimer);
      schedule?.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 5000);
      // Stopped at once, so no new send starts; one under way gets its grace while the requests finish.
      const mailStopped = mailWorker?.stop(mailGraceMs);
      const outboxStopped = outboxWorker?.stop(mailGraceMs);
      await closed;
      clearTimeout(force);
      await mailStopped;
      await outboxStopped;
      await editor.close();
      publisher?.close();
      previewLinks?.close();
      missedAddresses.close();
      store.close();
      dataDirLock.release();
    },
  };
}
