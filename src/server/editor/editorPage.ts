/**
 * The two HTML pages of the editor — the editor itself, and the preview it shows in a frame — with their
 * Content-Security-Policy: scripts and styles only from the editor's own files, no inline script, no worker,
 * no plugin, and no page of another site may frame them.
 */
import { siteColoursPath } from './siteColours.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverPage } from '../http/htmlDocument.ts';

/** The editor's built files: `npm run build` writes them into dist/.editor/ (a dot folder the public site never serves). */
export const editorBuildFolder = '.editor';
export const editorEntries = { editor: 'src/editor/main.tsx', preview: 'src/editor/preview/frameMain.tsx' } as const;
export type EditorEntry = keyof typeof editorEntries;
/** The preview's renderer (previewRender.tsx), built for the server into dist/.editor/renderer/. */
export const previewRendererFolder = 'renderer';

/** The preview's renderer as `npm run build` wrote it, or undefined when this build has none. */
export function builtPreviewRenderer(distDir: string): string | undefined {
  const file = path.join(distDir, editorBuildFolder, previewRendererFolder, 'previewRender.js');
  return existsSync(file) ? file : undefined;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface EditorAssets {
  /** The <script> and <link> tags of an entry. */
  tags(entry: EditorEntry): string;
  /** The built file for /edit/assets/NAME, or undefined. */
  file(name: string): string | undefined;
}

export function readEditorAssets(distDir: string): EditorAssets | undefined {
  const folder = path.join(distDir, editorBuildFolder);
  const manifestFile = path.join(folder, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // The built files, listed once: only these names are ever served.
  const files = new Set(readdirSync(path.join(folder, 'assets')));
  return {
    tags(entry) {
      const chunk = manifest[editorEntries[entry]];
      const css = new Set<string>();
      const preloads = new Set<string>();
      const visit = (each: ManifestChunk, top: boolean) => {
        for (const file of each.css ?? []) css.add(file);
        if (!top) preloads.add(each.file);
        for (const key of each.imports ?? []) if (manifest[key]) visit(manifest[key], false);
      };
      visit(chunk, true);
      return [
        ...[...css].map((file) => `<link rel="stylesheet" href="/edit/${file}">`),
        ...[...preloads].map((file) => `<link rel="modulepreload" href="/edit/${file}">`),
        `<script type="module" src="/edit/${chunk.file}"></script>`,
      ].join('\n    ');
    },
    file(name) {
      return files.has(name) ? path.join(folder, 'assets', name) : undefined;
    },
  };
}

const titles: Record<EditorEntry, string> = { editor: 'Edit the site', preview: 'Preview' };

/**
 * `styleNonce`: CodeMirror adds its styles as <style> elements; the policy allows those carrying this response's
 * nonce (read from the meta tag), and no other inline style.
 */
export function editorHtml(entry: EditorEntry, tags: string, styleNonce?: string): string {
  const nonce = styleNonce ? `<meta name="style-nonce" content="${styleNonce}">\n` : '';
  return serverPage({
    title: titles[entry],
    robots: 'noindex, nofollow',
    // After the editor's own styles, so that the site's colours take their place (siteColours.ts).
    head: `${nonce}${tags}${entry === 'editor' ? `\n<link rel="stylesheet" href="${siteColoursPath}">` : ''}`,
    body: `<div id="${entry === 'editor' ? 'editor-root' : 'root'}"></div>`,
  });
}

/** Emotion (the site's blocks, in the preview) inserts empty <style> elements and fills them through CSSOM. */
const emptyStyle = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

export function editorPolicy(entry: EditorEntry, styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'report-sample' ${emptyStyle}${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    entry === 'editor' ? "frame-src 'self'" : "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    entry === 'editor' ? "form-action 'self'" : "form-action 'none'",
    entry === 'editor' ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
  ].join('; ');
}
