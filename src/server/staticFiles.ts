/**
 * Finds the file in dist/ that answers a request path: a built asset, or a prerendered page
 * (/about → dist/about/index.html). Anything else is the not-found page with status 404.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

export interface ResolvedFile {
  file: string;
  status: 200 | 404;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export async function resolveStaticFile(distDir: string, requestPath: string): Promise<ResolvedFile> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return { file: path.join(distDir, '404.html'), status: 404 };
  }
  // normalize + the prefix check keep "/../" from ever leaving dist/.
  const candidate = path.normalize(path.join(distDir, decoded));
  if (candidate.startsWith(distDir + path.sep) || candidate === distDir) {
    if (!decoded.endsWith('/') && (await isFile(candidate)) && !candidate.endsWith('.html')) return { file: candidate, status: 200 };
    const page = path.join(candidate, 'index.html');
    if (await isFile(page)) return { file: page, status: 200 };
  }
  return { file: path.join(distDir, '404.html'), status: 404 };
}
