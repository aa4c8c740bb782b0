/**
 * What the check asks of the public folder about the pictures the content names: whether one is there, whether a
 * link (a symbolic link) lies on its way, and which pictures there are to offer for a typo. The disk answers
 * (picturesOnDisk); a check handed another answer (checkerContext.ts) judges the pictures as that answer has them.
 */
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface PublicPictures {
  /** Whether there is a file at this absolute path. */
  exists(picture: string): boolean;
  /** The first part of `picture`'s path below `dir` that is a link, if any. */
  linkOnTheWay(dir: string, picture: string): string | undefined;
  /** The files under `dir`, links left out, each as `prefix` and its path below `dir` with forward slashes. */
  filesUnder(dir: string, prefix: string): string[];
}

function filesUnder(dir: string, prefix: string): string[] {
  // Stryker disable next-line ArrayDeclaration: equivalent, a made-up name in an empty list is never close to a real one.
  if (!existsSync(dir)) return [];
  // A link is no picture to offer: the check refuses it.
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.isSymbolicLink())
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

function linkOnTheWay(dir: string, picture: string): string | undefined {
  let reached = dir;
  for (const part of path.relative(dir, picture).split(path.sep)) {
    reached = path.join(reached, part);
    try {
      if (lstatSync(reached).isSymbolicLink()) return reached;
    } catch {
      // Nothing there: nothing further down either, and the picture is reported missing.
    }
  }
  return undefined;
}

/** The public folder as it is on disk. */
export const picturesOnDisk: PublicPictures = { exists: existsSync, linkOnTheWay, filesUnder };
