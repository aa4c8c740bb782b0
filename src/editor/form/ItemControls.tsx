/** A list item's handle to drag it and its buttons: Move up, Move down, Duplicate, Remove (ListField.tsx). */
import type { DragEvent } from 'react';
import './itemControls.css';

/** Where a mouse takes an item to drag it; the Move buttons beside it do the same from the keyboard. */
export function DragHandle({ onStart, onEnd }: { onStart(event: DragEvent<HTMLSpanElement>): void; onEnd(): void }) {
  return (
    <span
      className="form-drag"
      draggable
      aria-hidden="true"
      title="Drag to move"
      onDragStart={onStart}
      onDragEnd={onEnd}
    >
      ⠿
    </span>
  );
}

/** An item's buttons; each says which item it acts on to a screen reader ("Move up (Review 2)"). */
export function ItemControls({
  name,
  first,
  last,
  full,
  onUp,
  onDown,
  onDuplicate,
  onRemove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  full: boolean;
  onUp(): void;
  onDown(): void;
  onDuplicate(): void;
  onRemove(): void;
}) {
  const which = <span className="visually-hidden"> ({name})</span>;
  // aria-disabled rather than disabled: the button keeps focus when its item reaches the end of the list.
  return (
    <div className="form-item-actions">
      <button
        type="button"
        className="button button-small"
        data-control="up"
        aria-disabled={first || undefined}
        onClick={onUp}
      >
        Move up{which}
      </button>
      <button
        type="button"
        className="button button-small"
        data-control="down"
        aria-disabled={last || undefined}
        onClick={onDown}
      >
        Move down{which}
      </button>
      <button
        type="button"
        className="button button-small"
        data-control="duplicate"
        aria-disabled={full || undefined}
        onClick={onDuplicate}
      >
        Duplicate{which}
      </button>
      <button type="button" className="button button-small" data-control="remove" onClick={onRemove}>
        Remove{which}
      </button>
    </div>
  );
}
