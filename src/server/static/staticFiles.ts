/**
 * Which file of dist/ answers a request path: a built asset, or a prerendered page (/about →
 * about/index.html). Anything else is the not-found page with status 404.
 *
 * Only files listed when the server started can be answered, so no path, however it is spelled, reaches
 * outside dist/.
 */
import path from 'node:path';

export interface ResolvedFile {
  /** The file's path inside dist/, with forward slashes (about/index.html). */
  file: string;
  status: 200 | 404;
}

export const notFoundFile = '404.html';

export function resolveStaticFile(files: ReadonlySet<string>, requestPath: string): ResolvedFile {
  const notFound: ResolvedFile = { file: notFoundFile, status: 404 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return notFound;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return notFound;
  const normalized = path.posix.normalize(decoded);
  if (normalized.split('/').includes('..')) return notFound;
  const key = normalized.replace(/^\/+/, '').replace(/\/+$/, '');
  // Pages are reached by their route only: /about, not /about/index.html.
  if (key && !decoded.endsWith('/') && files.has(key) && !key.endsWith('.html')) return { file: key, status: 200 };
  const page = key ? `${key}/index.html` : 'index.html';
  if (files.has(page)) return { file: page, status: 200 };
  return notFound;
}
