/** Shared pieces of the editor tests: a throw-away copy of the content, and a built editor for the server to serve. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '../..');

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** site.yaml, pages/ and public/ of the project, copied: the tests change them, never the real ones. */
export function copyOfContent(): string {
  const root = tempDir('editor-content');
  for (const name of ['site.yaml', 'pages', 'public'])
    cpSync(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  return root;
}

/** A dist/ holding only a stand-in for the editor's build (its manifest and two files). */
export function fakeEditorDist(): string {
  const dist = tempDir('editor-dist');
  const folder = path.join(dist, '.editor');
  mkdirSync(path.join(folder, '.vite'), { recursive: true });
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'assets', 'main-abc.js'), 'console.log("editor");\n');
  writeFileSync(path.join(folder, 'assets', 'preview-abc.js'), 'console.log("preview");\n');
  writeFileSync(
    path.join(folder, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/editor/main.tsx': { file: 'assets/main-abc.js', isEntry: true },
      'src/editor/preview.tsx': { file: 'assets/preview-abc.js', isEntry: true },
    }),
  );
  return dist;
}
