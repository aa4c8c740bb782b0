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

/** What the server asks for when a publish is likely but not asked for yet (siteBuild.ts, `prepare`). */
export interface WarmUpOrder {
  warmUp: true;
}

export interface BuildAnswer {
  built: boolean;
  /** What a build of changed pages changed in the build it started from (none for a full build). */
  changes?: BuildChanges;
}

// Every build a publish asks for starts from the live one (siteBuildRun.ts): its code is loaded now, for the React
// of production.
process.env.NODE_ENV = 'production';
void import('./checkedContent.ts');
void import('../../prerender/changedPages.ts');

/**
 * Asked for when the server starts this process ahead of a publish (the office saves, or opens Publish): what only a
 * first build would pay for is done now, compiling the schemas, reading the checked files' cache, hashing the code
 * for the renderer's fingerprint and loading the renderer kept for it. The first publish is then as quick as the
 * next ones. Content in the middle of an edit may not pass: the build itself says what is wrong.
 */
async function warmUp() {
  try {
    const { checkedContent } = await import('./checkedContent.ts');
    const { rendererFingerprint } = await import('../../prerender/buildRecord.ts');
    const { loadRenderer } = await import('../../prerender/prerender.ts');
    const { keptRenderer } = await import('../../prerender/rendererCache.ts');
    const kept = keptRenderer(projectRoot, rendererFingerprint(projectRoot, checkedContent(projectRoot)));
    if (kept) await loadRenderer(kept);
  } catch {
    // Nothing is lost: the first build does this work itself.
  }
}

/**
 * Settled once this process is warm: by the warm-up, or at once when its first order is a build (which does that
 * work itself; warming up first would only do it twice).
 */
let warmedUp: Promise<void> | undefined;

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

// One order at a time: the publisher never asks for a second build before the first is answered. A build asked for
// during the warm-up waits for it.
process.on('message', (order: BuildOrder | WarmUpOrder) => {
  if ('warmUp' in order) {
    warmedUp ??= warmUp();
    // Said to the server (siteBuild.ts), so that a caller who prepared this process can wait for it.
    void warmedUp.then(() => process.send?.({ warm: true }));
    return;
  }
  warmedUp ??= Promise.resolve();
  void warmedUp.then(() => build(order)).then((answer) => process.send?.(answer));
});
process.on('disconnect', () => process.exit(0));
