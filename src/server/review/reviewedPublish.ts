/**
 * What "Approve and publish" publishes: exactly the files of the review, as they were reviewed. Checked inside the
 * publish (after the saves under way have finished, with new saves refused), so nothing saved after the check can
 * slip in: a reviewed file whose saved text differs from the reviewed one, or a reviewed page that has gained a
 * file since (a new photo it shows), refuses the publish with 409 in words; the groups not in the review stay
 * saved and waiting.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeGroup, PublishEntry } from '../../editorApi/publishing.ts';
import { PublishRefused } from '../publish/publishTypes.ts';
import { blobHash } from '../publish/versions.ts';
import type { StoredReview } from './reviewStore.ts';

/** What the publisher asks of a reviewed publish (publisher.ts `publish`). */
export interface ReviewedPublish {
  /** The keys of the groups waiting to leave out; throws (409) when what is saved is not what was reviewed. */
  leaveOut(groups: ChangeGroup[]): string[];
  /** What the history's entry says of the review. */
  about: Pick<PublishEntry, 'review'>;
}

export const changedSinceReview =
  'changed after the review was opened: open it again to see the change, or ask the writer to ask for review again.';

const savedHash = (root: string, file: string) => {
  const absolute = path.join(root, file);
  return existsSync(absolute) ? blobHash(readFileSync(absolute)) : null;
};

export function reviewedPublish(root: string, review: StoredReview, approver: string): ReviewedPublish {
  return {
    about: { review: { id: review.id, writer: review.askedBy, approver } },
    leaveOut(groups) {
      const reviewed = new Map(review.files.map((file) => [file.path, file.hash]));
      const changed = review.files.find((file) => savedHash(root, file.path) !== file.hash);
      if (changed) throw new PublishRefused(`${changed.path} ${changedSinceReview}`, 409);
      const inReview = groups.filter((group) => group.files.some((file) => reviewed.has(file)));
      const grown = inReview.find((group) => group.files.some((file) => !reviewed.has(file)));
      if (grown) throw new PublishRefused(`${grown.name} ${changedSinceReview}`, 409);
      if (inReview.length === 0)
        throw new PublishRefused('Visitors already see these changes: they were published meanwhile.', 409);
      return groups.filter((group) => !inReview.includes(group)).map((group) => group.key);
    },
  };
}

/** The commit message of a reviewed publish: its description, then who wrote and who approved it, as git trailers. */
export const reviewedMessage = (description: string, review: PublishEntry['review']) =>
  review ? `${description}\n\nWritten-by: ${review.writer}\nApproved-by: ${review.approver}` : description;
