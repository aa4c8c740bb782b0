/**
 * The review page at /edit/review: without an id, the reviews (open first); with ?id=N, one review: who asked and
 * their note, each changed page before and after with the changed words marked (ReviewPage.tsx), the text change
 * for those who want it, and for an editor or the owner "Approve and publish" or "Send back" with a note. A writer
 * sees their own review: where it stands and the reviewer's note.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api, Refused, type Session, SignedOut } from '../api';
import { busyButtonProps } from '../busyButton';
import { ChangeGroupList } from '../publish/ChangeGroupList';
import { SignIn } from '../SignIn';
import type { ReviewDetail, ReviewList } from '../../editorApi/review';
import { mayAct } from '../../editorApi/roles';
import { ReviewPage } from './ReviewPage';
import { reviewAddress, reviewApi } from './reviewApi';
import { reviewStateWords } from './ReviewStatus';
import '../publish/publish.css';
import './review.css';
import '../topBar.css';

const idInAddress = () => {
  const id = Number(new URLSearchParams(location.search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ReviewApp() {
  const [session, setSession] = useState<Session | 'loading' | 'signed-out'>('loading');
  const [id] = useState(idInAddress);
  const [list, setList] = useState<ReviewList>();
  const [review, setReview] = useState<ReviewDetail>();
  const [problem, setProblem] = useState('');

  const failed = useCallback((error: unknown) => {
    if (error instanceof SignedOut) setSession('signed-out');
    else setProblem(error instanceof Error ? error.message : String(error));
  }, []);

  useEffect(() => {
    api.session().then(setSession, failed);
  }, [failed]);

  const load = useCallback(() => {
    if (id === undefined) reviewApi.list().then(setList, failed);
    else reviewApi.review(id).then(setReview, failed);
  }, [id, failed]);

  useEffect(() => {
    if (typeof session === 'object') load();
  }, [session, load]);

  useEffect(() => {
    document.title = review ? `Review: ${review.groups.map((group) => group.name).join(', ')}` : 'Reviews';
  }, [review]);

  if (session === 'loading') return <p className="loading">Loading the review…</p>;
  if (session === 'signed-out') return <SignIn onSignedIn={setSession} />;

  return (
    <div className="review-app">
      <header className="top-bar">
        <h1 className="brand">Review</h1>
        <span className="top-title" />
        {id !== undefined && mayAct(session.role, 'editor') ? (
          <a className="button button-quiet" href={reviewAddress()}>
            All reviews
          </a>
        ) : null}
        <a className="button button-quiet" href="/edit">
          Edit the site
        </a>
      </header>
      <main className="review-main">
        {problem ? (
          <p className="publish-problem publish-message" role="alert">
            {problem}
          </p>
        ) : null}
        {id === undefined ? <Reviews list={list} /> : null}
        {review ? <OneReview review={review} session={session} onChanged={setReview} /> : null}
      </main>
    </div>
  );
}

function Reviews({ list }: { list?: ReviewList }) {
  if (!list) return <p className="dialog-help">Looking for reviews…</p>;
  return (
    <>
      <h2>Reviews</h2>
      {list.reviews.length === 0 ? <p className="dialog-help">Nobody has asked for a review yet.</p> : null}
      <ul className="review-list">
        {list.reviews.map((each) => (
          <li key={each.id}>
            <a href={reviewAddress(each.id)}>{each.groups.map((group) => group.name).join(', ')}</a>
            <span className="dialog-help">
              {' '}
              · asked by {each.askedBy}, {when(each.askedAt)} · {reviewStateWords(each)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function OneReview({
  review,
  session,
  onChanged,
}: {
  review: ReviewDetail;
  session: Session;
  onChanged(review: ReviewDetail): void;
}) {
  const [busy, setBusy] = useState<'approve' | 'send-back'>();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const outcome = useRef<HTMLParagraphElement>(null);
  const reviewer = mayAct(session.role, 'editor');
  const waiting = review.state === 'waiting';

  // The buttons go once the review is decided: the focus goes to the sentence that says what happened.
  useEffect(() => {
    if (message) outcome.current?.focus();
  }, [message]);

  async function decide(kind: 'approve' | 'send-back', event?: FormEvent) {
    event?.preventDefault();
    setBusy(kind);
    setError('');
    try {
      if (kind === 'approve') {
        const answer = await reviewApi.approve(review.id);
        onChanged({ ...review, state: 'published', decidedBy: session.name, publishId: answer.published.id });
        setMessage(`${answer.message} Visitors see it now.`);
      } else {
        const answer = await reviewApi.sendBack(review.id, note);
        onChanged({ ...review, ...answer.review });
        setMessage(answer.message);
      }
    } catch (caught) {
      if (caught instanceof SignedOut) location.reload();
      setError(caught instanceof Refused || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(undefined);
    }
  }

  const names = review.groups.map((group) => group.name).join(', ');
  return (
    <article className="review">
      <h2>Review: {names}</h2>
      <p className="dialog-help">
        Asked by {review.askedBy}, {when(review.askedAt)}. {reviewStateWords(review)}.
      </p>
      {review.note ? (
        <blockquote className="review-note">
          <p className="review-note-label">{review.askedBy}’s note</p>
          <p>{review.note}</p>
        </blockquote>
      ) : null}
      {message ? (
        <p ref={outcome} className="publish-done" role="status" tabIndex={-1}>
          {message}
          {review.state === 'published' ? (
            <>
              {' '}
              <a href="/" target="_blank" rel="noreferrer">
                Open the site
              </a>
              .
            </>
          ) : null}
        </p>
      ) : null}
      {reviewer && review.pages.length > 0 ? (
        <>
          <p className="review-legend">
            <ins className="review-mark">New words</ins> are underlined and highlighted in “After”;{' '}
            <del className="review-mark">words taken out</del> are struck through in “Before”.
          </p>
          {review.pages.map((page) => (
            <ReviewPage key={page.key} id={review.id} page={page} />
          ))}
        </>
      ) : null}
      <details className="review-text-change">
        <summary>Text change</summary>
        <ChangeGroupList groups={review.changes} />
      </details>
      {error ? (
        <p className="publish-problem publish-message" role="alert">
          {error}
        </p>
      ) : null}
      {reviewer && waiting ? (
        <section className="review-decision" aria-labelledby="review-decision-heading">
          <h3 id="review-decision-heading">Your decision</h3>
          <button
            type="button"
            className="button button-primary"
            {...busyButtonProps(busy !== undefined)}
            onClick={() => busy || void decide('approve')}
          >
            {busy === 'approve' ? 'Publishing…' : 'Approve and publish'}
          </button>
          <form className="review-send-back" onSubmit={(event) => void decide('send-back', event)}>
            <label htmlFor="review-answer">Note for {review.askedBy}: what to change</label>
            <textarea
              id="review-answer"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={1000}
              rows={3}
              required
              readOnly={busy !== undefined}
            />
            <button type="submit" className="button" {...busyButtonProps(busy !== undefined)}>
              {busy === 'send-back' ? 'Sending back…' : 'Send back'}
            </button>
          </form>
        </section>
      ) : null}
    </article>
  );
}
