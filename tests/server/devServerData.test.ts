// @vitest-environment node
/** The development server (npm run dev) never serves the quote server's data folder. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { send } from './rawHttp';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const probeName = `dev-server-probe-${process.pid}.txt`;
const probe = path.join(projectRoot, 'data', probeName);
let server: ViteDevServer | undefined;

afterAll(async () => {
  await server?.close();
  rmSync(probe, { force: true });
});

it('answers 403 for a file in data/, while files beside it are served', async () => {
  mkdirSync(path.dirname(probe), { recursive: true, mode: 0o700 });
  writeFileSync(probe, 'Ann Lee, ann@example.com, 1 Main St');
  server = await createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as { port: number };
  for (const requestPath of [
    `/data/${probeName}`,
    `/@fs${probe}`,
    `/data/${probeName}?raw`,
    `/data/${probeName}?import`,
  ]) {
    const answer = await send(port, { path: requestPath });
    expect(answer.text, requestPath).not.toContain('ann@example.com');
  }
  expect((await send(port, { path: '/robots.txt' })).status).not.toBe(403);
}, 60_000);
