/**
 * "Add block": every kind of block a page can have, each with a small drawing of it, its name and what it is for in
 * a sentence, in a modal dialog (Dialog.tsx: focus stays inside, Escape closes it and focus goes back to Add block).
 * Choosing one adds it where the dialog says, complete and passing the check.
 */
import { Dialog } from '../Dialog';
import { BlockSketch } from './BlockSketch';
import type { BlockKind } from './blockKinds';

export function BlockPalette({
  kinds,
  taken,
  where,
  onChoose,
  onClose,
}: {
  kinds: BlockKind[];
  /** Whether the page already has all it may of a kind (one hero): offered, but it says why it cannot be added. */
  taken(kind: BlockKind): boolean;
  /** Where the new block goes, in words: "after Customer reviews", "at the end of the page". */
  where: string;
  onChoose(kind: BlockKind): void;
  onClose(): void;
}) {
  return (
    <Dialog title="Add a block" onClose={onClose} wide>
      <p className="dialog-help">The new block goes {where}, with words to change. Choose its kind:</p>
      <ul className="block-palette">
        {kinds.map((kind) => (
          <li key={kind.type}>
            <button
              type="button"
              className="block-palette-choice"
              aria-labelledby={`palette-${kind.type}-name`}
              aria-describedby={`palette-${kind.type}`}
              aria-disabled={taken(kind) || undefined}
              onClick={() => {
                if (!taken(kind)) onChoose(kind);
              }}
            >
              <BlockSketch type={kind.type} />
              <span className="block-palette-name" id={`palette-${kind.type}-name`}>
                {kind.title}
              </span>
              <span className="block-palette-what" id={`palette-${kind.type}`}>
                {taken(kind) ? 'This page has one already: a page has only one. ' : ''}
                {kind.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
