/**
 * Checks the site as it would be with one file changed, by the very code of `npm run check` (loadContent): the
 * draft is put beside the other files in a folder of links, so the checker reads it as if it were saved, with the
 * same file names in its messages, while the real file stays as it is.
 *
 * The folder of links is made once per content folder and kept while the server runs (making and removing it took
 * most of the time of a check): each check adds links to new files, removes those of removed files, writes the
 * drafts in place of their links and puts the links back afterwards. Checks run one at a time (they are
 * synchronous), so two editors never see each other's drafts.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentError } from '../../content/contentError.ts';
import { loadContent } from '../../content/loadContent.ts';
import type { PageData, Site } from '../../content/model.ts';
import { contentFilesIn, projectRoot, toDisplayPath } from '../../content/projectFiles.ts';

export interface DraftCheck {
  /** Every finding of the whole site with the draft in place, as `npm run check` words them. */
  errors: ContentError[];
  /** When the site passes: the draft's page as visitors will get it (facts filled in), for the preview. */
  page?: PageData;
  site?: Site;
}

interface Overlay {
  folder: string;
  /** The files (relative, e.g. pages/about.yaml) that are links to the real ones now. */
  linked: Set<string>;
}

const overlays = new Map<string, Overlay>();
let removedAtExit = false;

/** Removes the folders of links (at exit; tests call it when done). */
export function removeDraftFolders(): void {
  for (const { folder } of overlays.values()) rmSync(folder, { recursive: true, force: true });
  overlays.clear();
}

const folderPrefix = 'site-drafts-of-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The folders of servers that were killed before they could remove theirs (the process id is in the name). */
function removeFoldersOfEndedServers() {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(folderPrefix) ? Number(name.slice(folderPrefix.length).split('-')[0]) : Number.NaN;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

function overlayFor(root: string): Overlay {
  const known = overlays.get(root);
  if (known && existsSync(known.folder)) return known;
  if (overlays.size === 0) removeFoldersOfEndedServers();
  const folder = mkdtempSync(path.join(tmpdir(), `${folderPrefix}${process.pid}-`));
  // The checker remembers files that passed in node_modules/.cache: the overlay shares the project's memory.
  const modules = path.join(projectRoot, 'node_modules');
  if (existsSync(modules)) symlinkSync(modules, path.join(folder, 'node_modules'));
  if (!removedAtExit) process.once('exit', removeDraftFolders);
  removedAtExit = true;
  const overlay = { folder, linked: new Set<string>() };
  overlays.set(root, overlay);
  return overlay;
}

const inOverlay = (overlay: Overlay, file: string) => path.join(overlay.folder, ...file.split('/'));

function removeEntry(target: string) {
  try {
    if (lstatSync(target).isDirectory()) rmSync(target, { recursive: true, force: true });
    else unlinkSync(target);
  } catch {
    // Not there: nothing to remove.
  }
}

function link(root: string, overlay: Overlay, file: string) {
  const target = inOverlay(overlay, file);
  removeEntry(target);
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.join(root, ...file.split('/')), target);
  overlay.linked.add(file);
}

/** `drafts`: file (relative, e.g. pages/about.yaml) → its unsaved text. */
export function checkWithDrafts(root: string, drafts: Record<string, string>): DraftCheck {
  const real = contentFilesIn(root);
  const overlay = overlayFor(root);
  const realFiles = new Set([real.siteFile, ...real.pageFiles].map((file) => toDisplayPath(root, file)));
  for (const file of [...overlay.linked]) {
    if (realFiles.has(file)) continue;
    removeEntry(inOverlay(overlay, file));
    overlay.linked.delete(file);
  }
  for (const file of realFiles) if (!overlay.linked.has(file)) link(root, overlay, file);
  const draftFiles = Object.keys(drafts);
  try {
    for (const file of draftFiles) {
      const target = inOverlay(overlay, file);
      removeEntry(target);
      overlay.linked.delete(file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, drafts[file]);
    }
    const files = { ...contentFilesIn(overlay.folder), publicDir: real.publicDir };
    const { errors, content } = loadContent(files);
    const page = content?.pages.find((each) => each.file === draftFiles[0]);
    return { errors, page, site: content?.site };
  } finally {
    for (const file of draftFiles) {
      if (realFiles.has(file)) link(root, overlay, file);
      else removeEntry(inOverlay(overlay, file));
    }
  }
}
