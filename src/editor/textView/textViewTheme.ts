/** How the YAML text looks: a monospace text with room below its last line, help and completions in the UI's font. */
import { EditorView } from '@codemirror/view';

export const textViewTheme = EditorView.theme({
  '&': { fontSize: '15px', height: '100%' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.6' },
  '.cm-content': { paddingBottom: '40vh' },
  '.cm-tooltip-hover': {
    maxWidth: '420px',
    padding: '8px 12px',
    fontFamily: 'system-ui, sans-serif',
    fontSize: '14px',
  },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'system-ui, sans-serif', maxHeight: '18em' },
  '.cm-completionDetail': { color: '#555', marginLeft: '0.75em', fontStyle: 'normal' },
  // The chosen entry is white on blue: its grey detail would be unreadable there.
  '.cm-tooltip-autocomplete ul li[aria-selected] .cm-completionDetail': { color: 'inherit' },
  '.cm-completionInfo': { maxWidth: '360px', fontFamily: 'system-ui, sans-serif' },
  '.cm-diagnostic-error': { borderLeftColor: '#b42318' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy #b42318',
    textUnderlineOffset: '3px',
  },
});
