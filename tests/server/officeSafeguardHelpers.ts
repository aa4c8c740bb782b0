/**
 * What the tests of the office's safeguards share: the app started for one test (its data folder removed after
 * it) with quick mail retries, a test SMTP server, `npm run leads` run on a data folder, and requests of numbered
 * visitors posted for their id.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { cleanupAfterEach, removeDir, startSmtp, startTestApp, type TestApp, type TestSmtp } from './helpers';
import { postJson } from './rawHttp';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * For a test file's top level: what it registers with `cleanup` runs after each test, and the app and SMTP server
 * started with `app` and `smtp` are closed then.
 */
export function safeguardServers() {
  const cleanup = cleanupAfterEach();
  async function app(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
    const started = await startTestApp({ mailRetry: { firstMs: 20, maxMs: 100 }, ...options });
    cleanup(async () => {
      await started.close();
      removeDir(started.dataDir);
    });
    return started;
  }
  async function smtp(): Promise<TestSmtp> {
    const started = await startSmtp();
    cleanup(() => started.close());
    return started;
  }
  return { cleanup, app, smtp };
}

/** `npm run leads -- ARGS` for the database in `dataDir`: exit code, standard output and error. */
export function leads(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/leads.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const person = (index: number) => ({
  firstName: `Person${index}`,
  email: `p${index}@example.com`,
  description: `Roof job number ${index}`,
});
export const idOf = async (port: number, body: object, headers: Record<string, string> = {}) => {
  const answer = await postJson(port, body, headers);
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text).id as string;
};
