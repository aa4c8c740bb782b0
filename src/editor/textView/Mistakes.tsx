/**
 * The mistakes of the check, in the words of `npm run check`: those in the open file first, each jumping to its
 * line and column when chosen; then those in other files (a link to a page that does not exist …), with their file.
 */
import type { ContentError } from '../../content/contentError';

function ErrorItems({ errors, onJump }: { errors: ContentError[]; onJump?: (line: number, col: number) => void }) {
  return (
    <>
      {errors.map((error, index) => (
        <li key={`${error.file}:${error.line}:${error.col}:${index}`}>
          {onJump ? (
            <button type="button" className="error-link" onClick={() => onJump(error.line, error.col)}>
              <span className="error-place">
                Line {error.line}, column {error.col}
              </span>
              <span>
                {error.where ? `${error.where}: ` : ''}
                {error.message}
              </span>
            </button>
          ) : (
            <span className="error-other">
              <span className="error-place">
                {error.file}:{error.line}:{error.col}
              </span>
              <span>
                {error.where ? `${error.where}: ` : ''}
                {error.message}
              </span>
            </span>
          )}
        </li>
      ))}
    </>
  );
}

/** The sentence that sums the mistakes up: the text box names it as its description. */
export const mistakesSummaryId = 'mistakes-summary';

export function Mistakes({
  errors,
  newItems = 0,
  openFile,
  onJump,
}: {
  /** The mistakes but those of new list items not yet left, which wait until the person leaves them. */
  errors: ContentError[];
  /** How many new list items wait (their messages are not in `errors`). */
  newItems?: number;
  openFile: string;
  onJump: (line: number, col: number) => void;
}) {
  return (
    <section className="errors" aria-label="Mistakes">
      {/* Only the sum is announced, once each time the number changes: not every line of the list as it is redrawn. */}
      <div aria-live="polite">
        {errors.length === 0 ? (
          <p id={mistakesSummaryId} className="errors-none">
            {newItems
              ? `No mistakes so far: fill in the new ${newItems === 1 ? 'item' : 'items'}, then save.`
              : 'No mistakes: the whole site passes the check.'}
          </p>
        ) : (
          <h2 id={mistakesSummaryId} className="errors-heading">
            {errors.length} {errors.length === 1 ? 'mistake' : 'mistakes'} to fix before saving
          </h2>
        )}
      </div>
      {errors.length === 0 ? null : (
        <ul className="error-list">
          <ErrorItems errors={errors.filter((error) => error.file === openFile)} onJump={onJump} />
          <ErrorItems errors={errors.filter((error) => error.file !== openFile)} />
        </ul>
      )}
    </section>
  );
}
