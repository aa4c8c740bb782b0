/**
 * `npm start` / `npm run serve`: serves the production build in dist/ and POST /api/quote on
 * http://localhost:4173. Settings come from the environment (PORT, HOST, DIST_DIR, DATA_DIR, SMTP_URL,
 * MAIL_FROM, RATE_LIMIT_PER_MINUTE, TRUST_PROXY); docs/quotes.md explains them.
 *
 * Tests and tools can import createApp and run the same server in-process.
 */
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { serverConfigFromEnv } from './config.ts';

export { createApp, type App, type AppOptions } from './app.ts';

async function main() {
  const { port, host, ...options } = serverConfigFromEnv();
  const app = await createApp(options);
  const address = await app.listen(port, host);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(
    `Serving ${options.distDir} (${app.staticSite.pageCount} pages) and POST /api/quote on http://${shownHost}:${address.port}` +
      ` · data in ${options.dataDir}${app.mailEnabled ? ' · e-mail on' : ''}`,
  );

  if (app.staticSite.pageCount === 0) console.log(`${options.distDir} has no pages: run npm run build (or npm start, which builds first).`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests under way, then stopping.`);
    app.close().then(
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
