/**
 * The review's news in the top bar: for an editor or the owner, how many reviews wait (a link to them); for a
 * writer, where their last review stands ("Waiting for review", "Sent back: …", "Published by …"), a link to it.
 * Read when the editor opens, when the window comes back into focus, and after asking (drawn anew).
 */
import { useEffect, useState } from 'react';
import { SignedOut } from '../api';
import type { ReviewList, ReviewSummary } from '../../editorApi/review';
import { mayAct, type Role } from '../../editorApi/roles';
import { reviewAddress, reviewApi } from './reviewApi';

/** A writer's last review in a few words. */
export function reviewStateWords(review: ReviewSummary): string {
  if (review.state === 'waiting') return 'Waiting for review';
  if (review.state === 'sentBack') return `Sent back: ${review.answer ?? ''}`;
  return `Published by ${review.decidedBy ?? 'an editor'}`;
}

export function ReviewStatus({ role, onSignedOut }: { role: Role; onSignedOut(): void }) {
  const [list, setList] = useState<ReviewList>();
  useEffect(() => {
    let current = true;
    const read = () =>
      reviewApi.list().then(
        (answer) => current && setList(answer),
        (error: unknown) => {
          if (error instanceof SignedOut) onSignedOut();
        },
      );
    void read();
    window.addEventListener('focus', read);
    return () => {
      current = false;
      window.removeEventListener('focus', read);
    };
  }, [onSignedOut]);

  if (!list) return null;
  if (mayAct(role, 'editor')) {
    if (list.waiting === 0) return null;
    return (
      <a className="button button-quiet review-waiting" href={reviewAddress()}>
        {list.waiting} {list.waiting === 1 ? 'review' : 'reviews'} waiting
      </a>
    );
  }
  const [last] = list.reviews;
  if (!last) return null;
  return (
    <a className={`review-state review-state-${last.state}`} href={reviewAddress(last.id)}>
      {reviewStateWords(last)}
    </a>
  );
}
