/**
 * The schemas' help in the text view (schemaHelp.ts): the completion list while typing, the title and description of
 * the field under the pointer, the same on F1 for whoever does not use a mouse, and Enter that goes where the
 * structure needs (newLine.ts). Each reads the open file's name and schemas as they are when it runs: the schemas
 * arrive after the text, and the file changes under a long-lived extension.
 */
import {
  type Completion,
  type CompletionContext,
  type CompletionResult,
  completionStatus,
} from '@codemirror/autocomplete';
import { type EditorState, type Extension, Prec, StateEffect, StateField } from '@codemirror/state';
import { type EditorView, hoverTooltip, keymap, showTooltip, type Tooltip } from '@codemirror/view';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import type { SiteSamples } from '../valueTemplate';
import { addedLabel } from './addItem';
import { completionList } from './completionList';
import { newLineEdit } from './newLine';
import { completionsAt, hoverAt, type Suggestion } from './schemaHelp';
import { applyEdit, applyEditOrSay } from './snippetEdit';
import { capitalized as capitalised } from '../../editorApi/words';

/** What the help needs of the open file, read when it is asked for. */
export interface SchemaContext {
  file: string;
  schemas: SchemaFiles | undefined;
  samples: SiteSamples;
}

const completionType: Record<Suggestion['kind'], string> = {
  property: 'property',
  value: 'enum',
  section: 'class',
  item: 'class',
};

/** The schemas' help while typing. */
function schemaCompletion(current: () => SchemaContext) {
  return (context: CompletionContext): CompletionResult | null => {
    const { file, schemas, samples } = current();
    if (!schemas) return null;
    const text = context.state.doc.toString();
    const answer = completionsAt(schemas, file, text, context.pos, samples);
    if (!answer || (!answer.suggestions.length && !context.explicit)) return null;
    const options: Completion[] = answer.suggestions.map((suggestion) => ({
      label: suggestion.label,
      detail: suggestion.detail,
      info: suggestion.info,
      type: completionType[suggestion.kind],
      boost: suggestion.boost ?? 0,
      // Worked out again from the text as it is when chosen: the word typed may have grown since the list opened.
      apply: (view: EditorView) => {
        const latest = current();
        const now = latest.schemas
          ? completionsAt(
              latest.schemas,
              latest.file,
              view.state.doc.toString(),
              view.state.selection.main.head,
              latest.samples,
            )
          : undefined;
        const chosen = now?.suggestions.find((each) => each.label === suggestion.label);
        // The schemas as they are now, else those the list was made with.
        const open = { files: latest.schemas ?? schemas, file: latest.file };
        applyEditOrSay(view, open, chosen?.edit ?? suggestion.edit, suggestionLabel(chosen ?? suggestion));
      },
    }));
    return { from: answer.from, options, validFor: /^[\w$-]*$/ };
  };
}

/**
 * What choosing `suggestion` is called in the undo history: a field or a section by its title ("Heading added",
 * "Hero banner added"), "Add review" as "Review added", a value by itself ("True chosen").
 */
export function suggestionLabel(suggestion: Suggestion): string {
  if (suggestion.kind === 'item') return addedLabel(suggestion.label.replace(/^Add /, ''));
  if (suggestion.kind === 'value') return `${capitalised(suggestion.label)} chosen`;
  return `${capitalised(suggestion.detail ?? suggestion.label)} added`;
}

/** The schema's help for the field at `pos` (its title and description), as a tooltip; null where there is none. */
function helpTooltip(help: ReturnType<typeof hoverAt>): Tooltip | null {
  if (!help || (!help.title && !help.description)) return null;
  return {
    pos: help.from,
    end: help.to,
    create: () => {
      const dom = document.createElement('div');
      if (help.title) {
        const title = document.createElement('strong');
        title.textContent = help.title;
        dom.append(title);
      }
      if (help.description) {
        const text = document.createElement('p');
        text.style.margin = '4px 0 0';
        text.textContent = help.description;
        dom.append(text);
      }
      return { dom };
    },
  };
}

/** The field help under the pointer, and on F1 for the field at the cursor (Escape, typing or moving on hides it). */
function fieldHelp(current: () => SchemaContext): Extension {
  const helpTooltipAt = (state: EditorState, pos: number) => {
    const { schemas, file } = current();
    return schemas ? helpTooltip(hoverAt(schemas, file, state.doc.toString(), pos)) : null;
  };
  const showHelp = StateEffect.define<Tooltip | null>();
  const keyHelp = StateField.define<Tooltip | null>({
    create: () => null,
    update(shown, transaction) {
      for (const effect of transaction.effects) if (effect.is(showHelp)) return effect.value;
      return transaction.docChanged || transaction.selection ? null : shown;
    },
    provide: (field) => showTooltip.from(field),
  });
  return [
    hoverTooltip((view, pos) => helpTooltipAt(view.state, pos)),
    keyHelp,
    Prec.high(
      keymap.of([
        {
          key: 'F1',
          run: (view) => {
            view.dispatch({ effects: showHelp.of(helpTooltipAt(view.state, view.state.selection.main.head)) });
            return true;
          },
        },
        {
          key: 'Escape',
          run: (view) => {
            if (!view.state.field(keyHelp)) return false;
            view.dispatch({ effects: showHelp.of(null) });
            return true;
          },
        },
      ]),
    ),
  ];
}

/** What Enter's new line is called in the undo history. */
export const newLineLabel = 'New line';

/** Enter at the end of a line, where the structure says what comes next; anywhere else Enter as always. */
function structuredEnter(current: () => SchemaContext): Extension {
  return Prec.high(
    keymap.of([
      {
        key: 'Enter',
        run: (view) => {
          const { file, schemas } = current();
          const { main } = view.state.selection;
          if (!schemas || !main.empty || completionStatus(view.state)) return false;
          const edit = newLineEdit(schemas, file, view.state.doc.toString(), main.head);
          if (!edit) return false;
          // A new line the command refuses is left to Enter as always, as typing is: the key never does nothing.
          return !(applyEdit(view, { files: schemas, file }, edit, newLineLabel) instanceof Error);
        },
      },
    ]),
  );
}

/** Every help of the schemas in the text, in the order CodeMirror is to see them. */
export function schemaAssist(current: () => SchemaContext): Extension {
  return [completionList(schemaCompletion(current)), structuredEnter(current), fieldHelp(current)];
}
