/**
 * Shared pieces of the editor tests: a throw-away copy of the content, a built editor for the server to serve, and
 * the forms the content's pages declare (the server takes a quote request only for a form of its build).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/content/loadContent';
import { contentFilesIn } from '../../src/content/projectFiles';
import { type FormCatalogueFile, formsFileName, formsOfPages } from '../../src/quotes/formCatalogue';

export const projectRoot = path.resolve(__dirname, '../..');

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** site.yaml, pages/, collections/ (if any) and public/ of `from`, copied: the tests change them, not the real ones. */
function copyOfSite(from: string): string {
  const root = tempDir('editor-content');
  for (const name of ['site.yaml', 'pages', 'collections', 'public'])
    if (existsSync(path.join(from, name))) cpSync(path.join(from, name), path.join(root, name), { recursive: true });
  return root;
}

/**
 * The project's live content, copied: for the tests that check the real site works. They read the words they expect
 * from the copy, since the office changes them every month.
 */
export const copyOfContent = (): string => copyOfSite(projectRoot);

/**
 * A fixture site of tests/fixtures/, copied: for the tests of what the editor does, which may quote the fixture's
 * words because only the tests change them.
 */
export const copyOfFixture = (name: 'minimal-site' | 'second-site'): string =>
  copyOfSite(path.join(projectRoot, 'tests/fixtures', name));

/** The forms of the project's pages, as `npm run build` writes them to dist/.forms.json. */
export function formsOfProject(): FormCatalogueFile {
  const { content, errors } = loadContent(contentFilesIn(projectRoot));
  if (!content) throw new Error(`The project's content does not load: ${JSON.stringify(errors)}`);
  return formsOfPages(content.pages);
}

/** The id of the form on the page at `route`: what the page's form sends in its hidden field `form`. */
export function formOnPage(route: string): string {
  const form = formsOfProject().forms.find((each) => each.page === route);
  if (!form) throw new Error(`The project has no form on ${route}.`);
  return form.id;
}

/**
 * A dist/ holding only a stand-in for the editor's build (its manifest and two files) and the forms file the build
 * writes from the project's pages, so the server takes requests sent with those forms.
 */
export function fakeEditorDist(): string {
  const dist = tempDir('editor-dist');
  writeFileSync(path.join(dist, formsFileName), JSON.stringify(formsOfProject()));
  const folder = path.join(dist, '.editor');
  mkdirSync(path.join(folder, '.vite'), { recursive: true });
  mkdirSync(path.join(folder, 'assets'), { recursive: true });
  writeFileSync(path.join(folder, 'assets', 'main-abc.js'), 'console.log("editor");\n');
  writeFileSync(path.join(folder, 'assets', 'preview-abc.js'), 'console.log("preview");\n');
  writeFileSync(
    path.join(folder, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/editor/main.tsx': { file: 'assets/main-abc.js', isEntry: true },
      'src/editor/preview/frameMain.tsx': { file: 'assets/preview-abc.js', isEntry: true },
    }),
  );
  return dist;
}
