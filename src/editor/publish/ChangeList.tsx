/** What changed, file by file: the changed lines of each text file (+ added, − removed), pictures in words. */
import type { FileChange } from '../../editorApi/publishing';

export const changeWords = { added: 'new', changed: 'changed', removed: 'removed' } as const;

/** `open`: each file's lines shown at first (a short list), rather than behind its name. */
export function ChangeList({ changes, open = changes.length <= 3 }: { changes: FileChange[]; open?: boolean }) {
  return (
    <ul className="publish-files">
      {changes.map((change) => (
        <li key={change.path}>
          <details open={open}>
            <summary>
              <span className="publish-file-name">{change.path}</span>{' '}
              <span className={`publish-change publish-change-${change.change}`}>{changeWords[change.change]}</span>
            </summary>
            {change.note ? <p className="publish-note">{change.note}</p> : null}
            {change.hunks?.map((hunk) => (
              <div key={hunk.startsAt} className="publish-hunk">
                <span className="visually-hidden">From line {hunk.startsAt}:</span>
                {hunk.lines.map((line, index) => (
                  <div key={index} className={`diff-line diff-${line.kind}`}>
                    <span className="diff-mark" aria-hidden="true">
                      {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
                    </span>
                    {line.kind !== 'same' ? (
                      <span className="visually-hidden">{line.kind === 'added' ? 'Added: ' : 'Removed: '}</span>
                    ) : null}
                    <span className="diff-text">{line.text || ' '}</span>
                  </div>
                ))}
              </div>
            ))}
          </details>
        </li>
      ))}
    </ul>
  );
}
