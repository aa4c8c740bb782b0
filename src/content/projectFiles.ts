/** Where the content lives, and how paths are shown to people: relative to the project root, with forward slashes. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { type Dirent, lstatSync, readdirSync } from 'node:fs';

// Not `new URL('../..', import.meta.url)`: Vite turns that form into an asset address when this module runs in a
// browser-like test environment (happy-dom), where the content is also loaded.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ContentFiles {
  root: string;
  siteFile: string;
  pageFiles: string[];
  publicDir: string;
  /**
   * Links (symbolic links) where the content must be files and folders of its own: site.yaml, anything under pages/
   * and public/images/, and those folders. Nothing is read through them, and the check refuses each: a link could
   * publish any file of the server.
   */
  links: string[];
}

export function toDisplayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The files under `dir` whose names pass `wanted`, in order; the links met are added to `links`, not followed. */
function filesUnder(dir: string, wanted: (name: string) => boolean, links: string[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) links.push(full);
      else if (entry.isDirectory()) return filesUnder(full, wanted, links);
      else if (wanted(entry.name)) return [full];
      return [];
    })
    .sort();
}

/** Everything under `dir` (itself included) is read only if `dir` is no link either. */
function underFolder(dir: string, wanted: (name: string) => boolean, links: string[]): string[] {
  if (!isLink(dir)) return filesUnder(dir, wanted, links);
  links.push(dir);
  return [];
}

const isYaml = (name: string) => /\.ya?ml$/.test(name);

/** Whether a file is part of the content: site.yaml, or a YAML file anywhere under pages/. */
export function isContentYaml(file: string, root: string = projectRoot): boolean {
  if (file === path.join(root, 'site.yaml')) return true;
  return file.startsWith(path.join(root, 'pages') + path.sep) && isYaml(file);
}

/**
 * The content of a project folder: site.yaml, every YAML file under pages/, public/ for images, and the links found
 * where those should be (which are not followed).
 */
export function contentFilesIn(root: string = projectRoot): ContentFiles {
  const links: string[] = [];
  const siteFile = path.join(root, 'site.yaml');
  if (isLink(siteFile)) links.push(siteFile);
  const pageFiles = underFolder(path.join(root, 'pages'), isYaml, links);
  const publicDir = path.join(root, 'public');
  // Only the links matter under public/images: its pictures are found through the content.
  if (isLink(publicDir)) links.push(publicDir);
  else underFolder(path.join(publicDir, 'images'), () => false, links);
  return { root, siteFile, pageFiles, publicDir, links: links.sort() };
}
