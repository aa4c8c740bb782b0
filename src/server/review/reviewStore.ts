/**
 * The reviews on disk under DATA_DIR/reviews/: reviews.json (every review, replaced by a rename) and, for each open
 * review, the exact text of each file it holds, before (as published when it was asked) and after (as saved), in
 * files named by their hash (files/), shared by reviews that hold the same text and removed once no open review
 * holds them.
 *
 * Bounded: at most `maxOpenReviews` wait at once (the next is refused in words), a review holds at most
 * `maxReviewFiles` files and `maxReviewTextBytes` of text; of the reviews decided, the newest `decidedKept` are kept.
 * A photo is held by its hash only: its bytes are in public/images/, and a change of them is seen by the hash.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeGroupWithDiffs } from '../../editorApi/publishing.ts';
import type { ReviewSummary } from '../../editorApi/review.ts';
import { withoutDiffs } from '../publish/changeGroups.ts';
import { PublishRefused } from '../publish/publishTypes.ts';
import { blobHash } from '../publish/versions.ts';

export const maxOpenReviews = 20;
export const maxReviewFiles = 200;
export const maxReviewTextBytes = 4 * 1024 * 1024;
const decidedKept = 50;

/** One file of a review: its hash as reviewed (null: the review removes it) and as published before. */
export interface ReviewedFile {
  path: string;
  hash: string | null;
  before: string | null;
  /** Whether its texts are kept in files/ (a text file, not a photo). */
  text: boolean;
}

export interface StoredReview extends ReviewSummary {
  files: ReviewedFile[];
  changes: ChangeGroupWithDiffs[];
}

export interface NewReview {
  askedBy: string;
  note: string;
  changes: ChangeGroupWithDiffs[];
  /** Each file's bytes as saved (undefined: removed) and as published (undefined: new). */
  files: { path: string; saved?: Buffer; published?: Buffer }[];
}

export interface ReviewStore {
  /** Newest first. */
  all(): StoredReview[];
  get(id: number): StoredReview | undefined;
  add(review: NewReview): StoredReview;
  /** A reviewed file's text, after (as reviewed) or before (as published when asked); undefined when it has none. */
  text(review: StoredReview, file: string, side: 'before' | 'after'): string | undefined;
  decide(id: number, decision: Pick<ReviewSummary, 'state' | 'decidedBy' | 'answer' | 'publishId'>): StoredReview;
}

const textFile = /\.(ya?ml|json|md|txt)$/i;

export function openReviewStore(dataDir: string): ReviewStore {
  const folder = path.join(dataDir, 'reviews');
  const filesDir = path.join(folder, 'files');
  const listFile = path.join(folder, 'reviews.json');
  let reviews: StoredReview[] = (() => {
    try {
      return JSON.parse(readFileSync(listFile, 'utf8')) as StoredReview[];
    } catch {
      return [];
    }
  })();

  function save() {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const partial = `${listFile}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify(reviews)}\n`);
    renameSync(partial, listFile);
  }

  /** The texts no open review holds any more are removed. */
  function tidy() {
    const held = new Set(
      reviews
        .filter((review) => review.state === 'waiting')
        .flatMap((review) => review.files.flatMap((file) => [file.hash, file.before])),
    );
    if (!existsSync(filesDir)) return;
    for (const name of readdirSync(filesDir)) if (!held.has(name)) rmSync(path.join(filesDir, name), { force: true });
  }

  function keep(bytes: Buffer | undefined): string | null {
    if (!bytes) return null;
    const hash = blobHash(bytes);
    mkdirSync(filesDir, { recursive: true, mode: 0o700 });
    const file = path.join(filesDir, hash);
    if (!existsSync(file)) writeFileSync(file, bytes);
    return hash;
  }

  return {
    all: () => [...reviews].reverse(),
    get: (id) => reviews.find((review) => review.id === id),
    add({ askedBy, note, changes, files }) {
      if (reviews.filter((review) => review.state === 'waiting').length >= maxOpenReviews)
        throw new PublishRefused(
          `${maxOpenReviews} reviews are waiting already: ask an editor to review them before asking for another.`,
          409,
        );
      if (files.length > maxReviewFiles)
        throw new PublishRefused(
          `A review holds at most ${maxReviewFiles} files: leave some pages out and ask for them in another.`,
          400,
        );
      const textBytes = files
        .filter((file) => textFile.test(file.path))
        .reduce((sum, file) => sum + (file.saved?.length ?? 0) + (file.published?.length ?? 0), 0);
      if (textBytes > maxReviewTextBytes)
        throw new PublishRefused('These changes are too large for one review: leave some pages out.', 400);
      const reviewed: ReviewedFile[] = files.map((file) => {
        const text = textFile.test(file.path);
        return text
          ? { path: file.path, text, hash: keep(file.saved), before: keep(file.published) }
          : {
              path: file.path,
              text,
              hash: file.saved ? blobHash(file.saved) : null,
              before: file.published ? blobHash(file.published) : null,
            };
      });
      const review: StoredReview = {
        id: (reviews.at(-1)?.id ?? 0) + 1,
        askedBy,
        askedAt: new Date().toISOString(),
        note,
        state: 'waiting',
        groups: changes.map(withoutDiffs),
        files: reviewed,
        changes,
      };
      reviews.push(review);
      save();
      return review;
    },
    text(review, file, side) {
      const found = review.files.find((each) => each.path === file);
      const hash = side === 'after' ? found?.hash : found?.before;
      if (!found?.text || !hash) return undefined;
      try {
        return readFileSync(path.join(filesDir, hash), 'utf8');
      } catch {
        return undefined;
      }
    },
    decide(id, decision) {
      const review = reviews.find((each) => each.id === id);
      if (!review) throw new PublishRefused('There is no such review.', 404);
      Object.assign(review, decision, { decidedAt: new Date().toISOString() });
      // The decided reviews beyond the newest few are forgotten; the open ones are all kept.
      const decided = reviews.filter((each) => each.state !== 'waiting');
      const forgotten = new Set(decided.slice(0, Math.max(0, decided.length - decidedKept)));
      reviews = reviews.filter((each) => !forgotten.has(each));
      save();
      tidy();
      return review;
    },
  };
}
