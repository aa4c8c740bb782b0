/** The server's settings, from environment variables (docs/quotes.md lists them). */
import path from 'node:path';
import { parseAllowedOrigins } from './http/originCheck.ts';
import { parseTrustProxy, trustedProxies } from './http/trustedProxies.ts';
import { projectRoot } from '../content/projectFiles.ts';
import { type ForwardTarget, parseForwardTarget } from './forward/forwardRequest.ts';

/**
 * What the environment sets: where to listen, and the server's options that have a variable (appOptions.ts's AppOptions
 * says what each means; main.ts hands these to it).
 */
export interface ServerConfig {
  port: number;
  host: string;
  distDir: string;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  rateLimitPerMinute: number;
  trustProxy: string[];
  allowedOrigins: string[] | undefined;
  maxMailPerHour: number;
  maxStoredBytesPerDay: number;
  editor: { contentRoot: string } | undefined;
  publishPush: boolean;
  /** FORWARD_URL and FORWARD_SECRET: where every real request is also sent as signed JSON; none when unset. */
  forward: ForwardTarget | undefined;
}

function numberFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number of 0 or more, not "${value}".`);
  return number;
}

/** Relative folders are taken from the current directory; npm scripts run in the project root. */
export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const folder = (value: string | undefined, fallback: string) => (value ? path.resolve(value) : fallback);
  return {
    port: numberFrom('PORT', env.PORT, 4173),
    // This machine only, unless asked: on a laptop, every interface would put the editor's sign-in on the network
    // over plain HTTP. Behind a proxy on the same machine (docs/deploy.md) that is all it needs; HOST=0.0.0.0 is
    // for a server reached directly.
    host: env.HOST || '127.0.0.1',
    distDir: folder(env.DIST_DIR, path.join(projectRoot, 'dist')),
    dataDir: folder(env.DATA_DIR, path.join(projectRoot, 'data')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    rateLimitPerMinute: numberFrom('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 10),
    trustProxy: trustedProxies(parseTrustProxy(env.TRUST_PROXY)).entries,
    allowedOrigins: env.ALLOWED_ORIGINS?.trim() ? parseAllowedOrigins(env.ALLOWED_ORIGINS) : undefined,
    maxMailPerHour: numberFrom('MAX_MAIL_PER_HOUR', env.MAX_MAIL_PER_HOUR, 20),
    maxStoredBytesPerDay: numberFrom('MAX_STORED_MB_PER_DAY', env.MAX_STORED_MB_PER_DAY, 50) * 1024 * 1024,
    // The content the editor changes, when it is not the project's own (site.yaml, pages/ and public/ elsewhere).
    editor: env.CONTENT_DIR ? { contentRoot: path.resolve(env.CONTENT_DIR) } : undefined,
    publishPush: env.PUBLISH_PUSH === '1',
    forward: parseForwardTarget(env.FORWARD_URL, env.FORWARD_SECRET),
  };
}

/**
 * The environment a child process of the server starts with: the server's own, less the names in `without` (what is
 * the server's alone, such as a test runner's NODE_OPTIONS), with `extra` on top.
 */
export function childEnvironment(without: readonly string[] = [], extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of without) delete env[name];
  return env;
}
