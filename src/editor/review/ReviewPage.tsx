/**
 * One changed page of a review, before (as visitors see it now) and after (as reviewed), side by side in the real
 * page design (stacked on a narrow screen), each drawn by the server in a frame where no script runs. Once both are
 * drawn, the words taken out are struck through in the first and the new words underlined and highlighted in the
 * second (wordMarks.ts), and each frame is scrolled to its first change.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReviewedPage } from '../../editorApi/review';
import { reviewPageAddress } from './reviewApi';
import { changedWords, markWords, pageWords } from './wordMarks';

/**
 * Scrolls a frame to its first change, below the middle: a page whose header stays at the top while it
 * scrolls would hide a change scrolled to the top.
 */
function showFirstMark(frame: HTMLIFrameElement | null) {
  const view = frame?.contentWindow;
  const mark = frame?.contentDocument?.querySelector('.review-mark');
  if (!view || !mark) return;
  view.scrollTo({ top: Math.max(0, mark.getBoundingClientRect().top + view.scrollY - view.innerHeight * 0.6) });
}

export function ReviewPage({ id, page }: { id: number; page: ReviewedPage }) {
  const before = useRef<HTMLIFrameElement>(null);
  const after = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState({ before: !page.before, after: !page.after });
  const [summary, setSummary] = useState<string>();

  useEffect(() => {
    if (!loaded.before || !loaded.after) return;
    const beforeDocument = page.before ? before.current?.contentDocument : undefined;
    const afterDocument = page.after ? after.current?.contentDocument : undefined;
    const beforeWords = beforeDocument ? pageWords(beforeDocument) : [];
    const afterWords = afterDocument ? pageWords(afterDocument) : [];
    const { removed, added } = changedWords(beforeWords, afterWords);
    // A new page is new as a whole, a removed one gone as a whole: nothing to mark word by word.
    const takenOut = beforeDocument && afterDocument ? markWords(beforeDocument, removed, 'del') : 0;
    const put = beforeDocument && afterDocument ? markWords(afterDocument, added, 'ins') : 0;
    showFirstMark(before.current);
    showFirstMark(after.current);
    setSummary(
      !page.before
        ? 'A new page.'
        : !page.after
          ? 'This page is removed.'
          : takenOut + put === 0
            ? 'No words changed on this page (its pictures or settings may have).'
            : `${put} ${put === 1 ? 'place' : 'places'} with new words, ${takenOut} with words taken out.`,
    );
  }, [loaded, page]);

  const frame = (side: 'before' | 'after') => (
    <figure className="review-side">
      <figcaption>{side === 'before' ? 'Before: as visitors see it now' : 'After: as reviewed'}</figcaption>
      {page[side] ? (
        <iframe
          ref={side === 'before' ? before : after}
          className="review-frame"
          title={`${page.name}, ${side === 'before' ? 'before' : 'after'}`}
          src={reviewPageAddress(id, page.key, side)}
          sandbox="allow-same-origin"
          onLoad={() => setLoaded((now) => ({ ...now, [side]: true }))}
        />
      ) : (
        <p className="review-absent">{side === 'before' ? 'A new page: visitors do not see it yet.' : 'Removed.'}</p>
      )}
    </figure>
  );

  return (
    <section className="review-page" aria-labelledby={`review-page-${page.key}`}>
      <h3 id={`review-page-${page.key}`}>{page.name}</h3>
      <p className="review-summary" aria-live="polite">
        {summary ?? 'Drawing the page before and after…'}
      </p>
      <div className="review-sides">
        {frame('before')}
        {frame('after')}
      </div>
    </section>
  );
}
