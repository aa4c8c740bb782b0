/**
 * Review before publishing, as both sides see it (src/server/review/, shown by src/editor/review/): a writer asks
 * for review of the changes waiting; an editor or the owner looks at each changed page before and after, then
 * approves and publishes exactly what was reviewed, or sends it back with a note the writer reads.
 */
import type { ChangeGroup, ChangeGroupWithDiffs } from './publishing.ts';

/** Waiting for an editor; sent back to the writer with a note; or published. */
export type ReviewState = 'waiting' | 'sentBack' | 'published';

export interface ReviewSummary {
  id: number;
  /** Who asked for the review (the writer). */
  askedBy: string;
  /** ISO time. */
  askedAt: string;
  /** The writer's note for the reviewer ('' when none). */
  note: string;
  state: ReviewState;
  /** The pages, company details and photos reviewed. */
  groups: ChangeGroup[];
  /** Who sent it back or approved it, and when. */
  decidedBy?: string;
  decidedAt?: string;
  /** The reviewer's note when it was sent back. */
  answer?: string;
  /** The history's entry of the publish that approved it. */
  publishId?: number;
}

/** A page of the review, drawn before (as visitors see it now) and after (as reviewed); a new page has no before. */
export interface ReviewedPage {
  /** The group's key: the page's file. */
  key: string;
  name: string;
  before: boolean;
  after: boolean;
}

export interface ReviewDetail extends ReviewSummary {
  /** Each group with its files' diffs as they were when the review was asked for. */
  changes: ChangeGroupWithDiffs[];
  pages: ReviewedPage[];
}

export interface ReviewList {
  /** For an editor or the owner: every open review and the last decided ones; for a writer: their own. */
  reviews: ReviewSummary[];
  /** How many wait for an editor. */
  waiting: number;
}

/** The answer to asking, or sending back: the review, and a sentence for the person. */
export interface ReviewAnswer {
  review: ReviewSummary;
  message: string;
}
