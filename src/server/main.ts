/**
 * `npm start` / `npm run serve`: serves the production build in dist/ on http://localhost:4173 (PORT overrides).
 */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { projectRoot } from '../content/projectFiles.ts';
import { resolveStaticFile } from './staticFiles.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

const distDir = path.join(projectRoot, 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';

const server = createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const { file, status } = await resolveStaticFile(distDir, url.pathname);
  const hashedAsset = url.pathname.startsWith('/assets/');
  response.writeHead(status, {
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
});

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://localhost:${port}`);
});
