/**
 * Provides `virtual:image-manifest` (the size of each image of the content and the raster files made of it, see
 * blocks/ui/imageManifest.ts) and, in the browser build, writes those files into dist/img/, whether or not any
 * module imports the manifest (the document head names them too).
 *
 * In development nothing is encoded: the manifest holds only each image's size, and <Picture> shows the source
 * file from public/ at that size.
 */
import path from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import type { ImageManifest } from '../../blocks/ui/imageManifest.ts';
import { collectImages } from '../content/contentWalk.ts';
import { loadContent } from '../content/loadContent.ts';
import { contentFilesIn, isContentYaml, projectRoot } from '../content/projectFiles.ts';
import { planImages, writeVariants, type PlannedImage } from '../prerender/images.ts';
import { imageManifestId, resolved } from './virtualModules.ts';

const resolvedId = resolved(imageManifestId);

/** Every local image path the content uses ("/images/team/front-door.svg"). */
function contentImageSources(root: string): string[] {
  const { content } = loadContent(contentFilesIn(root));
  // Content errors (a missing image among them) are reported by the content plugin; without content there is
  // nothing to show.
  return content
    ? collectImages(content)
        .map((image) => image.value)
        .filter((src) => src.startsWith('/'))
    : [];
}

/** Development: sizes only, as no variant files exist. */
function sizesOnly(manifest: ImageManifest): ImageManifest {
  return Object.fromEntries(Object.entries(manifest).map(([src, { width, height }]) => [src, { width, height }]));
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function imagePlugin(root: string = projectRoot): Plugin {
  let config: ResolvedConfig;
  let planned: Promise<{ manifest: ImageManifest; plans: PlannedImage[] }> | undefined;
  const publicDir = path.join(root, 'public');
  const cacheDir = path.join(root, 'node_modules/.cache/site-images');
  const plan = () => (planned ??= planImages(contentImageSources(root), publicDir));
  const isBrowserBuild = () => config.command === 'build' && !config.build.ssr;

  function reloadImages(server: ViteDevServer) {
    planned = undefined;
    const module = server.moduleGraph.getModuleById(resolvedId);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  }

  /** Every picture whose size a browser has been given since the server started. */
  const measured = new Set<string>();

  /**
   * A saved YAML file mostly names the same pictures, and the content plugin updates the open page in place: the
   * page reloads only for a picture not measured before. Checked after the content update has gone out, and with
   * broken content (no pictures listed) nothing is new.
   */
  function reloadForNewPictures(server: ViteDevServer) {
    planned = undefined;
    setTimeout(() => {
      plan()
        .then(({ manifest }) => {
          if (Object.keys(manifest).some((src) => !measured.has(src))) reloadImages(server);
        })
        .catch(() => undefined);
    });
  }

  return {
    name: 'site-images',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === imageManifestId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { manifest } = await plan();
      const shipped = config.command === 'build' ? manifest : sizesOnly(manifest);
      for (const src of Object.keys(manifest)) measured.add(src);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`;
    },
    async generateBundle() {
      if (!isBrowserBuild()) return;
      const started = performance.now();
      const { plans } = await plan();
      const { files, stats } = await writeVariants(plans, cacheDir);
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      console.log(
        `Images: ${plans.length} pictures → ${files.length} files in dist/img (${megabytes(stats.bytes)}), ` +
          `${stats.encoded} encoded, ${stats.fromCache} from the cache, ${seconds(started)}.`,
      );
    },
    configureServer(server) {
      // A new or changed picture in public/, or content that names other pictures, changes the sizes.
      const isImage = (file: string) =>
        file.startsWith(publicDir + path.sep) && /\.(svg|jpe?g|png|webp|avif|gif)$/i.test(file);
      const isContent = (file: string) => isContentYaml(file, root);
      const onFileEvent = (file: string) => {
        if (isImage(file) || isContent(file)) reloadImages(server);
      };
      server.watcher.on('add', onFileEvent);
      server.watcher.on('unlink', onFileEvent);
      server.watcher.on('change', (file) => {
        if (isImage(file)) reloadImages(server);
        else if (isContent(file)) reloadForNewPictures(server);
      });
    },
  };
}
