/**
 * The panel for editing without the YAML: for a page, its blocks in order (each a button that selects it), Add block,
 * and the selected block's form with Move up, Move down, Duplicate and Delete; for site.yaml, the form of the whole
 * file, "Company details". Every change is one edit of the text through `applyEdit` (OpenFileContext), so the text
 * view shows it at once and Ctrl+Z takes it back; the form is drawn from the schemas alone (form/SchemaForm.tsx).
 *
 * Focus is never lost: after a block is moved it stays on the button pressed, after a delete it goes to the block now
 * in its place, after a block is added to its heading; what happened is said in the panel's live region.
 */
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContentError } from '../../content/contentError';
import { isRecord, summaryOf } from '../form/fieldKinds';
import { type FormEdit, type FormPath, type FormSite, SchemaForm } from '../form/SchemaForm';
import { pathAttribute, pathKey } from '../form/formEdit';
import { siteFile } from '../PageList';
import type { SchemaFiles } from '../schemaAtPlace';
import { useOpenFile } from '../state/OpenFileContext';
import type { SiteSamples } from '../valueTemplate';
import { duplicateItem, insertItem, moveItem, removeAt } from '../yamlEdits';
import { type Spoken, SpokenWords, useSpoken } from '../spokenWords';
import { BlockPalette, type BlockPlace } from './BlockPalette';
import { type BlockKind, blockKinds, newBlock, pageTakes } from './blockKinds';
import { errorsAtPaths } from './errorPaths';
import { schemaAtPath } from '../fileEdits/editNames';
import { readValue, textWithEdit } from '../fileEdits/textWithEdit';
import './panel.css';

/** A field of the form to focus, asked for by a click on the page or a new photo; `serial` makes each ask new. */
export interface FocusRequest {
  path: FormPath;
  serial: number;
}

export interface EditPanelProps {
  schemas: SchemaFiles | undefined;
  /** The checker's last answer, every file's messages. */
  errors: ContentError[];
  /** The site's pages, facts and pictures, for the form's links, facts and thumbnails. */
  site: FormSite;
  /** What a new block needs to pass the check: the site's pages and a picture it has. */
  samples: SiteSamples;
  /** "Choose photo" of the picture at this path. */
  onPickPhoto(path: FormPath): void;
  /** The last change undone, as Ctrl+Z does: the Undo of "Block deleted". */
  onUndo(): void;
  focusRequest: FocusRequest | undefined;
  /** On a phone the panel is a sheet over the preview, with a Close button. */
  onClose?(): void;
  /** On a wide screen: whether the text is shown beside the panel, and the button that shows or hides it. */
  textView?: TextView;
}

export interface TextView {
  shown: boolean;
  toggle(): void;
}

/** The first control of the field drawn for `path`, or of the nearest group above it that is drawn. */
function controlFor(panel: HTMLElement, path: FormPath): HTMLElement | null {
  for (let depth = path.length; depth > 0; depth--) {
    const field = panel.querySelector<HTMLElement>(
      `[data-form-path="${CSS.escape(pathAttribute(path.slice(0, depth)))}"]`,
    );
    if (!field) continue;
    return field.querySelector<HTMLElement>(
      'input:not([type=hidden]), textarea, select, [data-control="toggle"], button',
    );
  }
  return null;
}

export function EditPanel(props: EditPanelProps) {
  const { state } = useOpenFile();
  if (!state.file) return null;
  return state.file.path === siteFile ? <CompanyDetails {...props} /> : <PageBlocks {...props} />;
}

/** The panel's frame: its heading, Close on a phone, and the live region that says what a button did. */
function PanelFrame({
  title,
  headingId,
  onClose,
  textView,
  spoken,
  children,
}: {
  title: string;
  headingId: string;
  onClose?(): void;
  textView?: TextView;
  spoken: Spoken;
  children: ReactNode;
}) {
  return (
    <section
      className={onClose ? 'edit-panel edit-sheet' : 'edit-panel'}
      aria-labelledby={headingId}
      // Escape closes the sheet, as a person expects of anything that opened over the page.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="edit-panel-head">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        ) : null}
        {/* A toggle (APG button pattern): pressed while the text is shown beside the panel. */}
        {textView ? (
          <button
            type="button"
            className="button button-small text-view-toggle"
            aria-pressed={textView.shown}
            title={textView.shown ? 'Hide the text, for more room' : 'Show the text beside the blocks'}
            onClick={textView.toggle}
          >
            Text view
          </button>
        ) : null}
      </div>
      {children}
      <SpokenWords spoken={spoken} />
    </section>
  );
}

/** Writes each form edit into the text, one step of undo; a change the text cannot take is said, not lost silently. */
function useFormEdits(schemas: SchemaFiles | undefined, say: (words: string) => void) {
  const { state, applyEdit } = useOpenFile();
  return (edit: FormEdit) => {
    if (!schemas || !state.file) return;
    try {
      const { text, label } = textWithEdit(schemas, state.file.path, state.text, edit);
      // The keys typed in one field are one step of undo, as typing in the text is.
      const typing = edit.kind === 'set' && typeof edit.value === 'string';
      if (text !== state.text) applyEdit(text, label, typing ? `set:${pathKey(edit.path)}` : undefined);
    } catch {
      say('That change could not be written: the text has a mistake to fix first, in the Text view.');
    }
  };
}

/** How many closed list items a focus request opens on its way down to its field (a list in an item in a list). */
const MAX_ITEMS_OPENED = 4;

/**
 * The control a focus request lands on: its field's, else the nearest group's drawn above it; for a click beside the
 * fields (the block itself) or a sheet just opened, the block's name, else the panel's.
 */
function requestedControl(panel: HTMLElement, path: FormPath): HTMLElement | null {
  return (
    controlFor(panel, path) ??
    panel.querySelector<HTMLElement>('.block-form h3') ??
    panel.closest('.edit-panel')?.querySelector<HTMLElement>('h2') ??
    null
  );
}

/** Whether `control` is the name of a closed list item that holds the field at `path` (not the item itself). */
const opensTowards = (control: HTMLElement, path: FormPath) =>
  control.dataset.control === 'toggle' &&
  control.getAttribute('aria-expanded') === 'false' &&
  control.closest<HTMLElement>('[data-form-path]')?.dataset.formPath !== pathAttribute(path);

/** Focuses the field a click on the page or a new photo asked for, once the form shows it. */
function useFocusRequest(panel: RefObject<HTMLElement | null>, request: FocusRequest | undefined) {
  const done = useRef<number>(undefined);
  useEffect(() => {
    if (!request || done.current === request.serial || !panel.current) return;
    const root = panel.current;
    const { path } = request;
    // A field in a closed item of a list (a review, a question): the item opens, and the field is focused once
    // drawn rather than the item's name.
    const focus = (control: HTMLElement, opened: number) => {
      if (!opensTowards(control, path) || opened >= MAX_ITEMS_OPENED) {
        control.focus();
        return;
      }
      control.click();
      requestAnimationFrame(() => {
        const next = requestedControl(root, path);
        if (next) focus(next, opened + 1);
      });
    };
    const control = requestedControl(root, path);
    if (!control) return;
    done.current = request.serial;
    focus(control, 0);
  });
}

function CompanyDetails({ schemas, errors, site, onPickPhoto, focusRequest, onClose, textView }: EditPanelProps) {
  const { state } = useOpenFile();
  const headingId = useId();
  const { spoken, say } = useSpoken();
  const onChange = useFormEdits(schemas, say);
  const panel = useRef<HTMLDivElement>(null);
  useFocusRequest(panel, focusRequest);
  const text = state.text;
  const value = useMemo(() => readValue(text, []), [text]);
  const located = useMemo(() => schemas && schemaAtPath(schemas, siteFile, value, []), [schemas, value]);
  const formErrors = useMemo(() => errorsAtPaths(text, siteFile, errors), [text, errors]);
  return (
    <PanelFrame title="Company details" headingId={headingId} onClose={onClose} textView={textView} spoken={spoken}>
      <div ref={panel} className="edit-panel-body">
        <p className="edit-panel-help">Shown on every page: the name, phone, opening hours, menu and footer.</p>
        {schemas && located && isRecord(value) ? (
          <SchemaForm
            files={schemas}
            schema={located}
            value={value}
            path={[]}
            errors={formErrors}
            onChange={onChange}
            site={site}
            onPickPhoto={onPickPhoto}
          />
        ) : (
          <UnreadableText />
        )}
      </div>
    </PanelFrame>
  );
}

function UnreadableText() {
  return (
    <p className="edit-panel-help">
      The form is back once the text reads again: the Text view shows the mistake to fix first.
    </p>
  );
}

/** A block's name for a person: its kind's title ("Customer reviews"), else its type as written. */
function blockTitle(schemas: SchemaFiles | undefined, file: string, data: unknown, index: number, block: unknown) {
  const located = schemas && schemaAtPath(schemas, file, data, ['blocks', index]);
  const type = isRecord(block) && typeof block.type === 'string' ? block.type : 'Block';
  return located?.schema.title && located.schema.properties?.type ? located.schema.title : type;
}

/** The words that tell a block from others of its kind: its heading where it has one, else its first text. */
function blockSummary(schemas: SchemaFiles | undefined, file: string, data: unknown, index: number, block: unknown) {
  if (isRecord(block) && typeof block.heading === 'string' && block.heading.trim()) return block.heading.trim();
  const located = schemas && schemaAtPath(schemas, file, data, ['blocks', index]);
  return schemas && located ? summaryOf(schemas, located, block) : '';
}

function PageBlocks({
  schemas,
  errors,
  site,
  samples,
  onPickPhoto,
  onUndo,
  focusRequest,
  onClose,
  textView,
}: EditPanelProps) {
  const { state, applyEdit, select } = useOpenFile();
  const file = state.file!.path;
  const text = state.text;
  const headingId = useId();
  const blockHeadingId = useId();
  const { spoken, say } = useSpoken();
  const onChange = useFormEdits(schemas, say);
  const panel = useRef<HTMLDivElement>(null);
  useFocusRequest(panel, focusRequest);
  const [palette, setPalette] = useState(false);
  /** The text right after a block was deleted: the notice with Undo stays until the text changes again. */
  const [deleted, setDeleted] = useState<{ title: string; text: string; index: number }>();
  /** Where the focus goes once the text has the change: a block's button in the list, or the block's heading. */
  const focusNext = useRef<{ index: number; on: 'list' | 'heading' | 'keep' }>(undefined);

  /** The file's whole value, read once for each text. */
  const data = useMemo(() => readValue(text, []), [text]);
  const blocks = isRecord(data) && Array.isArray(data.blocks) ? data.blocks : undefined;
  const kinds = useMemo(() => (schemas ? blockKinds(schemas) : []), [schemas]);
  const formErrors = useMemo(() => errorsAtPaths(text, file, errors), [text, file, errors]);

  const selectedIndex =
    state.selection && state.selection.path[0] === 'blocks' && typeof state.selection.path[1] === 'number'
      ? state.selection.path[1]
      : undefined;
  const index = blocks && selectedIndex !== undefined && selectedIndex < blocks.length ? selectedIndex : undefined;
  const block = index !== undefined ? blocks?.[index] : undefined;
  /**
   * The block form's identity: a new one for another block (its lists start closed), the same one for the block just
   * moved, so the button pressed keeps the focus.
   */
  const formIdentity = useRef({ index, serial: 0, movedTo: undefined as number | undefined });
  if (formIdentity.current.index !== index) {
    const moved = formIdentity.current.movedTo === index;
    formIdentity.current = { index, serial: formIdentity.current.serial + (moved ? 0 : 1), movedTo: undefined };
  }
  const located = useMemo(
    () => (schemas && index !== undefined ? schemaAtPath(schemas, file, data, ['blocks', index]) : undefined),
    [schemas, file, data, index],
  );
  const titles = useMemo(
    () => (blocks ?? []).map((each, at) => blockTitle(schemas, file, data, at, each)),
    [blocks, schemas, file, data],
  );

  useEffect(() => {
    if (deleted && deleted.text !== text) setDeleted(undefined);
  }, [deleted, text]);

  useEffect(() => {
    const next = focusNext.current;
    // Not yet: the change and the selection it asked for are not both drawn.
    if (!next || !panel.current || index !== next.index) return;
    focusNext.current = undefined;
    if (next.on === 'keep') return;
    const target =
      next.on === 'heading'
        ? document.getElementById(blockHeadingId)
        : panel.current.querySelector<HTMLElement>(`[data-block-button="${next.index}"]`);
    target?.focus();
  });

  const selectBlock = (at: number, type?: unknown) =>
    select({ path: ['blocks', at], blockType: typeof type === 'string' ? type : undefined });
  const typeOf = (value: unknown) => (isRecord(value) ? value.type : undefined);

  function move(from: number, to: number) {
    if (!blocks || to < 0 || to >= blocks.length) {
      say(to < 0 ? 'Already the first block.' : 'Already the last block.');
      return;
    }
    formIdentity.current.movedTo = to;
    applyEdit(moveItem(text, ['blocks'], from, to), `${titles[from]} moved`);
    selectBlock(to, typeOf(blocks[from]));
    focusNext.current = { index: to, on: 'keep' };
    say(`${titles[from]} moved ${to < from ? 'up' : 'down'}: block ${to + 1} of ${blocks.length}.`);
  }

  function duplicate(at: number) {
    if (!blocks) return;
    applyEdit(duplicateItem(text, ['blocks'], at), `${titles[at]} duplicated`);
    selectBlock(at + 1, typeOf(blocks[at]));
    focusNext.current = { index: at + 1, on: 'heading' };
    say(`${titles[at]} duplicated: the copy is block ${at + 2} of ${blocks.length + 1}.`);
  }

  function remove(at: number) {
    if (!blocks) return;
    if (blocks.length === 1) {
      say('A page keeps at least one block: add another before deleting this one.');
      return;
    }
    const next = removeAt(text, ['blocks', at]);
    applyEdit(next, `${titles[at]} deleted`);
    const stays = Math.min(at, blocks.length - 2);
    const left = blocks.filter((_, each) => each !== at);
    selectBlock(stays, typeOf(left[stays]));
    setDeleted({ title: titles[at], text: next, index: at });
    focusNext.current = { index: stays, on: 'list' };
    say(`${titles[at]} deleted. Ctrl+Z or Undo brings it back.`);
  }

  function add(kind: BlockKind, at: number) {
    setPalette(false);
    if (!schemas || !blocks) return;
    const value = newBlock(schemas, kind.type, samples, text);
    if (!value) return;
    applyEdit(insertItem(text, ['blocks'], at, value), `${kind.title} added`);
    selectBlock(at, kind.type);
    focusNext.current = { index: at, on: 'heading' };
    say(`${kind.title} added as block ${at + 1} of ${blocks.length + 1}.`);
  }

  /** Where a new block may go: after the selected one first (else at the end), then before it, the top, the end. */
  const places: BlockPlace[] = [];
  if (blocks) {
    const offer = (label: string, at: number) => {
      if (!places.some((place) => place.at === at)) places.push({ label, at });
    };
    if (index !== undefined) {
      offer(`After ${titles[index]} (block ${index + 1})`, index + 1);
      offer(`Before ${titles[index]} (block ${index + 1})`, index);
    }
    offer('At the end of the page', blocks.length);
    offer('At the top of the page', 0);
  }

  return (
    <PanelFrame title="Blocks of this page" headingId={headingId} onClose={onClose} textView={textView} spoken={spoken}>
      <div ref={panel} className="edit-panel-body">
        {blocks ? (
          <>
            <p className="edit-panel-help">
              Click a block here or on the page to change it. Double-click words on the page (double-tap on a touch
              screen) to type over them.
            </p>
            <ol className="block-list">
              {blocks.map((each, at) => {
                const summary = blockSummary(schemas, file, data, at, each);
                return (
                  <li key={at}>
                    <button
                      type="button"
                      className="block-list-button"
                      data-block-button={at}
                      aria-current={at === index ? 'true' : undefined}
                      onClick={() => selectBlock(at, typeOf(each))}
                    >
                      <span className="block-list-name">{titles[at]}</span>
                      {summary ? <span className="block-list-summary">{` ${summary}`}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ol>
            {deleted ? (
              <div className="notice block-deleted">
                <span>{deleted.title} deleted.</span>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    // The notice goes with the undo: the focus goes to the block brought back.
                    focusNext.current = { index: deleted.index, on: 'list' };
                    onUndo();
                  }}
                >
                  Undo
                </button>
              </div>
            ) : null}
            <button type="button" className="button" onClick={() => setPalette(true)}>
              Add block
            </button>
            {index !== undefined && blocks ? (
              <section className="block-form" aria-labelledby={blockHeadingId} key={formIdentity.current.serial}>
                <h3 id={blockHeadingId} tabIndex={-1}>
                  {titles[index]}
                  <span className="block-form-place">
                    {' '}
                    · block {index + 1} of {blocks.length}
                  </span>
                </h3>
                <div className="block-actions">
                  <button
                    type="button"
                    className="button"
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-disabled={index === blocks.length - 1 || undefined}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down
                  </button>
                  <button type="button" className="button" onClick={() => duplicate(index)}>
                    Duplicate
                  </button>
                  <button type="button" className="button button-danger" onClick={() => remove(index)}>
                    Delete
                  </button>
                </div>
                {schemas && located ? (
                  <SchemaForm
                    files={schemas}
                    schema={located}
                    value={block}
                    path={['blocks', index]}
                    errors={formErrors}
                    onChange={onChange}
                    site={site}
                    onPickPhoto={onPickPhoto}
                  />
                ) : null}
              </section>
            ) : (
              <p className="edit-panel-help">Choose a block to see its form.</p>
            )}
          </>
        ) : (
          <UnreadableText />
        )}
      </div>
      {palette ? (
        <BlockPalette
          kinds={kinds}
          taken={(kind) => !pageTakes(blocks ?? [], kind.type)}
          places={places}
          onChoose={add}
          onClose={() => setPalette(false)}
        />
      ) : null}
    </PanelFrame>
  );
}
