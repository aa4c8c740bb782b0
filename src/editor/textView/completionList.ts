/**
 * The completion list, and how it shares the mouse with the text. A list that opened while typing lies over the
 * lines below the cursor, where a person clicks to go on writing: such a list takes no click (the click goes through
 * to the text, which places the cursor) and closes. A list asked for (Ctrl+Space, or opened by a command) is picked
 * from with the mouse as usual. Either way Enter or Tab takes the chosen entry.
 */
import {
  acceptCompletion,
  autocompletion,
  closeCompletion,
  type CompletionContext,
  type CompletionResult,
  completionStatus,
} from '@codemirror/autocomplete';
import { type Extension, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';

/** The class of a list that opened without being asked for. */
export const unaskedListClass = 'cm-completion-unasked';

export function completionList(source: (context: CompletionContext) => CompletionResult | null): Extension {
  // Whether the list on screen was asked for; CodeMirror keeps it for every query of the same list.
  let asked = false;
  return [
    autocompletion({
      override: [
        (context) => {
          asked = context.explicit;
          return source(context);
        },
      ],
      icons: false,
      tooltipClass: () => (asked ? '' : unaskedListClass),
    }),
    EditorView.baseTheme({ [`.cm-tooltip.${unaskedListClass}`]: { pointerEvents: 'none' } }),
    EditorView.domEventHandlers({
      mousedown: (_event, view) => {
        if (!asked && completionStatus(view.state)) closeCompletion(view);
        return false;
      },
    }),
    Prec.high(keymap.of([{ key: 'Tab', run: acceptCompletion }])),
  ];
}
