/**
 * A line of the text lit for a moment: where a click in the preview led, so the eye finds the cursor. Its looks are
 * in editor.css (.cm-line-flash), with an outline in high-contrast mode, where backgrounds are the system's.
 */
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

/** How long the line stays lit. */
const FLASH_MS = 1600;

const flash = StateEffect.define<number | null>();
const lit = Decoration.line({ class: 'cm-line-flash' });

/** The extension that draws the lit line. */
export const lineFlash = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(flash)) continue;
      next = effect.value === null ? Decoration.none : Decoration.set([lit.range(effect.value)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Each view's latest flash: an earlier one's end leaves it lit. */
const latest = new WeakMap<EditorView, number>();

/** Lights the line at `pos` for a moment. */
export function flashLineAt(view: EditorView, pos: number): void {
  const count = (latest.get(view) ?? 0) + 1;
  latest.set(view, count);
  view.dispatch({ effects: flash.of(view.state.doc.lineAt(pos).from) });
  setTimeout(() => {
    if (latest.get(view) === count && view.dom.isConnected) view.dispatch({ effects: flash.of(null) });
  }, FLASH_MS);
}
