/** Where the content lives, and how paths are shown to people: relative to the project root, with forward slashes. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { lstatSync, readdirSync, type Stats } from 'node:fs';

// Not `new URL('../..', import.meta.url)`: Vite turns that form into an asset address when this module runs in a
// browser-like test environment (happy-dom), where the content is also loaded.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ContentFiles {
  root: string;
  siteFile: string;
  pageFiles: string[];
  /** The collections' declarations (collections/<name>.yaml) and their entries (collections/<name>/<slug>.yaml). */
  collectionFiles: string[];
  entryFiles: string[];
  publicDir: string;
  /**
   * Links (symbolic links) where the content must be files and folders of its own: site.yaml, anything under pages/,
   * collections/ and public/, and those folders. Nothing is read through them, and the check refuses each: a link could publish
   * any file of the server.
   */
  links: string[];
}

export function toDisplayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

const isYaml = (name: string) => /\.ya?ml$/.test(name);

/** The YAML files at or under each of `paths`, in order; the links met are added to `links`, not followed. */
function yamlFilesAt(paths: string[], links: string[]): string[] {
  const files: string[] = [];
  for (const full of paths) {
    let entry: Stats;
    try {
      entry = lstatSync(full);
    } catch {
      continue;
    }
    if (entry.isSymbolicLink()) links.push(full);
    else if (entry.isDirectory()) {
      const inside = readdirSync(full).map((name) => path.join(full, name));
      files.push(...yamlFilesAt(inside, links));
    } else if (isYaml(full)) files.push(full);
  }
  return files.sort();
}

/** Whether a file is part of the content: site.yaml, or a YAML file anywhere under pages/ or collections/. */
export function isContentYaml(file: string, root: string = projectRoot): boolean {
  if (file === path.join(root, 'site.yaml')) return true;
  const under = (folder: string) => file.startsWith(path.join(root, folder) + path.sep);
  return (under('pages') || under('collections')) && isYaml(file);
}

/** Whether a content file is a collection's declaration (collections/<name>.yaml) rather than one of its entries. */
export function isCollectionFile(file: string, root: string = projectRoot): boolean {
  return path.dirname(file) === path.join(root, 'collections') && isYaml(file);
}

/** A name in lower case with dashes, as a collection's and an entry's file names are. */
const dashedName = '[a-z0-9]+(?:-[a-z0-9]+)*';
const entryFilePattern = new RegExp(`^collections/(${dashedName})/(${dashedName})\\.yaml$`);

/** The collection and slug an entry's path names (collections/news/spring.yaml), or undefined for any other path. */
export function entryOfPath(relative: string): { collection: string; slug: string } | undefined {
  const names = entryFilePattern.exec(relative);
  return names ? { collection: names[1], slug: names[2] } : undefined;
}

/**
 * The content of a project folder: site.yaml, every YAML file under pages/ and collections/, public/ for images, and
 * the links found where those should be (which are not followed).
 */
export function contentFilesIn(root: string = projectRoot): ContentFiles {
  const links: string[] = [];
  const siteFile = path.join(root, 'site.yaml');
  const publicDir = path.join(root, 'public');
  // Only their links matter here: site.yaml is read by its name, the pictures are found through the content, and the
  // build publishes whatever a link in public/ leads to.
  yamlFilesAt([siteFile, publicDir], links);
  const pageFiles = yamlFilesAt([path.join(root, 'pages')], links);
  const inCollections = yamlFilesAt([path.join(root, 'collections')], links);
  const collectionFiles = inCollections.filter((file) => isCollectionFile(file, root));
  const entryFiles = inCollections.filter((file) => !isCollectionFile(file, root));
  return { root, siteFile, pageFiles, collectionFiles, entryFiles, publicDir, links: links.sort() };
}
