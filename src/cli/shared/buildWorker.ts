/**
 * The publisher's build process (src/server/publish/siteBuild.ts): it stays up between publishes, so that a publish
 * does not pay again for starting Node, loading the build's code and warming it up (about two seconds of a publish
 * of one post on a site of a thousand, measured in docs/performance.md). Each build is asked for over the IPC
 * channel and answered there; what it prints goes to the server, which keeps its last lines for a failure.
 *
 * It runs the code it was started with: a server updated to new code starts a new one (docs/deploy.md, Updating).
 * It ends when the server goes (the channel closes), and the server ends it after a while without publishes.
 */
import { projectRoot } from '../../content/projectFiles.ts';
import { BuildStepFailed } from './buildStepProcess.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';
import { runSiteBuild } from './siteBuildRun.ts';

/** What the server asks for: a site-only build into `distDir`, from the build in `fromDir` when given. */
export interface BuildOrder {
  distDir: string;
  fromDir?: string;
}

export interface BuildAnswer {
  built: boolean;
  /** What a build of changed pages changed in the build it started from (none for a full build). */
  changes?: BuildChanges;
}

// Every build a publish asks for starts from the live one (siteBuildRun.ts), in the React of production.
process.env.NODE_ENV = 'production';

/**
 * The server starts this process when the office saves, seconds before a publish. What only a first build would pay
 * for is done now: loading the build's code, compiling the schemas, reading the checked files' cache, hashing the
 * code for the renderer's fingerprint and loading the renderer kept for it. The first publish is then as quick as the
 * next ones. Content in the middle of an edit may not pass: the build itself says what is wrong.
 */
async function warmUp() {
  try {
    const { checkedContent } = await import('./checkedContent.ts');
    const { rendererFingerprint } = await import('../../prerender/buildRecord.ts');
    const { loadRenderer } = await import('../../prerender/prerender.ts');
    const { keptRenderer } = await import('../../prerender/rendererCache.ts');
    await import('../../prerender/changedPages.ts');
    const kept = keptRenderer(projectRoot, rendererFingerprint(projectRoot, checkedContent(projectRoot)));
    if (kept) await loadRenderer(kept);
  } catch {
    // Nothing is lost: the first build does this work itself.
  }
}
// Said to the server (siteBuild.ts) once done, so that a caller who prepared this process can wait for it.
const warmedUp = warmUp().then(() => process.send?.({ warm: true }));

// A moment the server was started with (a test's) holds for every build; otherwise each build is made for its own now.
const inheritedMoment = process.env.BUILD_MOMENT;

async function build(order: BuildOrder): Promise<BuildAnswer> {
  if (inheritedMoment === undefined) delete process.env.BUILD_MOMENT;
  try {
    const changes = await runSiteBuild({
      root: projectRoot,
      distDir: order.distDir,
      shownDir: order.distDir,
      siteOnly: true,
      from: order.fromDir ? { dir: order.fromDir, shown: order.fromDir } : undefined,
    });
    return changes ? { built: true, changes } : { built: true };
  } catch (error) {
    // A step has already said what went wrong; anything else is said here, for the server's message.
    if (!(error instanceof BuildStepFailed)) console.error(error instanceof Error ? error.message : error);
    return { built: false };
  }
}

// One order at a time: the publisher never asks for a second build before the first is answered.
process.on('message', (order: BuildOrder) => {
  void warmedUp.then(() => build(order)).then((answer) => process.send?.(answer));
});
process.on('disconnect', () => process.exit(0));
