/**
 * "Add block": where the new block goes (after the selected block unless the person chooses another place: before it,
 * at the top, at the end), then every kind of block a page can have, each with a small drawing of it, its name and
 * what it is for in a sentence, in a modal dialog (Dialog.tsx: focus stays inside, Escape closes it and focus goes
 * back to Add block). Choosing a kind adds it at the place chosen, complete and passing the check.
 */
import { useId, useState } from 'react';
import { Dialog } from '../Dialog';
import { BlockSketch } from './BlockSketch';
import type { BlockKind } from './blockKinds';

/** A place in the page's list of blocks the new one may go, in words: "After Customer reviews (block 3)". */
export interface BlockPlace {
  label: string;
  /** Its index in the list once inserted. */
  at: number;
}

export function BlockPalette({
  kinds,
  taken,
  places,
  onChoose,
  onClose,
}: {
  kinds: BlockKind[];
  /** Whether the page already has all it may of a kind (one hero): offered, but it says why it cannot be added. */
  taken(kind: BlockKind): boolean;
  /** Where the new block may go, the usual place first. */
  places: BlockPlace[];
  onChoose(kind: BlockKind, at: number): void;
  onClose(): void;
}) {
  const [at, setAt] = useState(places[0]?.at ?? 0);
  const name = useId();
  return (
    <Dialog title="Add a block" onClose={onClose} wide>
      <fieldset className="block-palette-places">
        <legend>Where it goes</legend>
        {places.map((place) => (
          <label key={place.at}>
            <input type="radio" name={name} checked={at === place.at} onChange={() => setAt(place.at)} /> {place.label}
          </label>
        ))}
      </fieldset>
      <p className="dialog-help">It comes with words to change. Choose its kind:</p>
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
                if (!taken(kind)) onChoose(kind, at);
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
