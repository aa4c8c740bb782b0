/**
 * Provides `virtual:image-manifest` (which raster files exist for each image path of the content) and, in a
 * client build, writes those files into dist/img/. In development the manifest is empty and images are shown
 * from public/ as they are.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { collectImages } from '../content/contentWalk.ts';
import { loadContent } from '../content/loadContent.ts';
import { contentFilesIn, projectRoot } from '../content/projectFiles.ts';
import { buildImages, type BuiltImageFile, type ImageManifest } from './images.ts';

export const imageManifestId = 'virtual:image-manifest';
const resolvedId = `\0${imageManifestId}`;

export function imagePlugin(root: string = projectRoot): Plugin {
  let isBuild = false;
  let isServerBuild = false;
  let built: { manifest: ImageManifest; files: BuiltImageFile[] } | undefined;

  return {
    name: 'site-images',
    configResolved(config) {
      isBuild = config.command === 'build';
      isServerBuild = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === imageManifestId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (!isBuild) return 'export default {};';
      const { content } = loadContent(contentFilesIn(root));
      // Content errors are reported by the content plugin; without content there are no images to make.
      const sources = content ? collectImages(content).map((image) => image.value) : [];
      built = await buildImages(sources, path.join(root, 'public'), path.join(root, 'node_modules/.cache/site-images'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(built.manifest))});`;
    },
    generateBundle() {
      if (isServerBuild || !built) return;
      for (const file of built.files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
