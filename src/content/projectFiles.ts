/** Where the content lives, and how paths are shown to people: relative to the project root, with forward slashes. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { type Dirent, readdirSync } from 'node:fs';

// Not `new URL('../..', import.meta.url)`: Vite turns that form into an asset address when this module runs in a
// browser-like test environment (happy-dom), where the content is also loaded.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ContentFiles {
  root: string;
  siteFile: string;
  pageFiles: string[];
  publicDir: string;
}

export function toDisplayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function yamlFilesUnder(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return yamlFilesUnder(full);
      return /\.ya?ml$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Whether a file is part of the content: site.yaml, or a YAML file anywhere under pages/. */
export function isContentYaml(file: string, root: string = projectRoot): boolean {
  if (file === path.join(root, 'site.yaml')) return true;
  return file.startsWith(path.join(root, 'pages') + path.sep) && /\.ya?ml$/.test(file);
}

/** The content of a project folder: site.yaml, every YAML file under pages/, and public/ for images. */
export function contentFilesIn(root: string = projectRoot): ContentFiles {
  return {
    root,
    siteFile: path.join(root, 'site.yaml'),
    pageFiles: yamlFilesUnder(path.join(root, 'pages')),
    publicDir: path.join(root, 'public'),
  };
}
