/**
 * Builds the editor's browser code (src/editor/) into dist/.editor/, apart from the public site's bundle: no page of
 * the site references it, and the visitors' JavaScript is the same with or without it. It uses the site's own Vite
 * plugins (so the preview draws with the real blocks), except the picture pipeline: the preview shows pictures
 * from public/ as they are.
 */
import path from 'node:path';
import { build, loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { imageManifestId, resolved } from '../../vite/virtualModules.ts';
import { editorBuildFolder, editorEntries, previewRendererFolder } from './editorPage.ts';

/** Every picture at its own source: an empty manifest. */
function sourcePictures(): Plugin {
  return {
    name: 'editor-source-pictures',
    enforce: 'pre',
    resolveId: (id) => (id === imageManifestId ? resolved(imageManifestId) : undefined),
    load: (id) => (id === resolved(imageManifestId) ? 'export default {};' : undefined),
  };
}

const flatten = (options: PluginOption[]): Plugin[] =>
  options.flatMap((option) =>
    Array.isArray(option)
      ? flatten(option)
      : option && typeof option === 'object' && 'name' in option
        ? [option as Plugin]
        : [],
  );

export async function buildEditor(root: string, distDir: string): Promise<void> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  const sitePlugins = flatten((loaded?.config.plugins ?? []) as PluginOption[]).filter(
    (plugin) => !/image/i.test(plugin.name),
  );
  await build({
    configFile: false,
    root,
    base: '/edit/',
    logLevel: 'warn',
    publicDir: false,
    plugins: [sourcePictures(), ...sitePlugins],
    resolve: loaded?.config.resolve,
    build: {
      target: 'es2022',
      outDir: path.join(distDir, editorBuildFolder),
      emptyOutDir: true,
      manifest: true,
      assetsInlineLimit: 0,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: Object.values(editorEntries).map((entry) => path.join(root, entry)) },
    },
  });
  // The preview's renderer: the site's own server-side rendering, for the check's thread (previewRender.tsx).
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sourcePictures(), ...sitePlugins],
    resolve: loaded?.config.resolve,
    // Self-contained: the server loads it from wherever the site was built (a publish builds outside the project,
    // where no node_modules is there to resolve React from).
    ssr: { noExternal: true },
    build: {
      ssr: path.join(root, 'src/server/editor/previewRender.tsx'),
      outDir: path.join(distDir, editorBuildFolder, previewRendererFolder),
      emptyOutDir: true,
      target: 'node20',
    },
  });
}
