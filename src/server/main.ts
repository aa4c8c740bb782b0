/**
 * `npm start` / `npm run serve`: serves the production build in dist/ and POST /api/quote on
 * http://localhost:4173. Settings come from the environment (PORT, HOST, DIST_DIR, DATA_DIR, SMTP_URL,
 * MAIL_FROM, RATE_LIMIT_PER_MINUTE, TRUST_PROXY, ALLOWED_ORIGINS, MAX_MAIL_PER_HOUR, MAX_STORED_MB_PER_DAY, and
 * CONTENT_DIR and PUBLISH_PUSH for the editor); docs/quotes.md explains them.
 *
 * SIGTERM or SIGINT: no new connections, the requests under way finish, an e-mail being sent gets about 3 s (after
 * that it stays pending, as after a crash, and goes out after the restart), then the process ends. A second
 * signal ends it at once.
 *
 * Tests and tools can import createApp and run the same server in-process, with the same bounds on each request.
 */
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { serverConfigFromEnv } from './config.ts';

export { createApp, type App } from './app.ts';

async function main() {
  const { port, host, ...options } = serverConfigFromEnv();
  const app = await createApp(options);
  const address = await app.listen(port, host);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(
    `Serving ${options.distDir} (${app.staticSite.pageCount} pages) and POST /api/quote on http://${shownHost}:${address.port}` +
      ` · data in ${options.dataDir}${app.mailEnabled ? ' · e-mail on' : ''}`,
  );

  if (app.staticSite.pageCount === 0)
    console.log(`${options.distDir} has no pages: run npm run build (or npm start, which builds first).`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: finishing the requests under way, then stopping.`);
    app.close({ mailGraceMs: 3000 }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * A mistake of ours that escapes every handler must not take the quote form down with it: it is logged loudly
 * and the server goes on (each request's own errors are already answered with 500).
 */
function keepRunningOnUnexpectedErrors() {
  process.on('uncaughtException', (error) =>
    console.error(`Unexpected error (the server goes on): ${error.stack ?? String(error)}`),
  );
  process.on('unhandledRejection', (reason) =>
    console.error(
      `Unexpected error (the server goes on): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  keepRunningOnUnexpectedErrors();
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
