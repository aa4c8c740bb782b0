/**
 * The panel for a page: its blocks in order (each a button that selects it), Add block, and the selected block's form
 * under its name with Move up, Move down, Duplicate and Delete (then a notice with Undo). Each button's change is a
 * list edit of `blocks`, written by the same command as the form's edits.
 *
 * Focus is never lost: after a block is moved it stays on the button pressed, after a delete it goes to the block now
 * in its place, after a block is added to its heading; what happened is said in the panel's live region.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { blockTitle, schemaAtPath } from '../fileEdits/editNames';
import { readValue } from '../fileEdits/textWithEdit';
import { isRecord, summaryOf } from '../form/fieldKinds';
import type { FormEdit } from '../form/formEdit';
import { SchemaForm } from '../form/SchemaForm';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import { useSpoken } from '../spokenWords';
import { useEditor, useEditorStore } from '../store/editorStore';
import { editFile } from '../store/fileEdit';
import { useSiteSamples } from '../store/siteFacts';
import { BlockPalette, type BlockPlace } from './BlockPalette';
import { DeletePageButton } from './DeletePageButton';
import { MovePageButton } from './MovePageButton';
import { type BlockKind, blockKinds, newBlock, pageTakes } from './blockKinds';
import { PanelFrame, UnreadableText, useFormEdits, usePanelForm } from './PanelFrame';
import { errorsAtPaths } from './errorPaths';
import { EntryDetails, useEntryTitle } from './EntryDetails';
import { PageDetails } from './PageDetails';

/** The words that tell a block from others of its kind: its heading where it has one, else its first text. */
function blockSummary(schemas: SchemaFiles | undefined, file: string, data: unknown, index: number, block: unknown) {
  if (isRecord(block) && typeof block.heading === 'string' && block.heading.trim()) return block.heading.trim();
  const located = schemas && schemaAtPath(schemas, file, data, ['blocks', index]);
  return schemas && located ? summaryOf(schemas, located, block) : '';
}

export function PageBlocks() {
  const store = useEditorStore();
  const { dispatch } = store;
  const file = useEditor((state) => state.file.file?.path ?? '');
  const text = useEditor((state) => state.file.text);
  const selection = useEditor((state) => state.file.selection);
  const samples = useSiteSamples();
  const headingId = useId();
  const blockHeadingId = useId();
  const { spoken, say } = useSpoken();
  const onChange = useFormEdits(say);
  const panel = useRef<HTMLDivElement>(null);
  const { schemas, errors, site, onPickPhoto } = usePanelForm(panel);
  const entryTitle = useEntryTitle(file);
  const [palette, setPalette] = useState(false);
  /** The text right after a block was deleted: the notice with Undo stays until the text changes again. */
  const [deleted, setDeleted] = useState<{ title: string; text: string; index: number }>();
  /** Where the focus goes once the text has the change: a block's button in the list, or the block's heading. */
  const focusNext = useRef<{ index: number; on: 'list' | 'heading' | 'keep' }>(undefined);

  /** The file's whole value, read once for each text. */
  const data = useMemo(() => readValue(text, []), [text]);
  const blocks = isRecord(data) && Array.isArray(data.blocks) ? data.blocks : undefined;
  const kinds = useMemo(() => (schemas ? blockKinds(schemas, samples) : []), [schemas, samples]);
  const formErrors = useMemo(() => errorsAtPaths(text, file, errors), [text, file, errors]);

  const selectedIndex =
    selection && selection.path[0] === 'blocks' && typeof selection.path[1] === 'number'
      ? selection.path[1]
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
    () => (blocks ?? []).map((each) => blockTitle(schemas, file, data, each)),
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
    dispatch({
      type: 'selected',
      selection: { path: ['blocks', at], blockType: typeof type === 'string' ? type : undefined },
    });
  /** Writes a change of the list of blocks; false (and said) when the text cannot take it. */
  const editBlocks = (edit: FormEdit) => {
    try {
      editFile(store, edit);
      return true;
    } catch {
      say('That change could not be written: the text has a mistake to fix first, in the Text view.');
      return false;
    }
  };
  const typeOf = (value: unknown) => (isRecord(value) ? value.type : undefined);

  function move(from: number, to: number) {
    if (!blocks || to < 0 || to >= blocks.length) {
      say(to < 0 ? 'Already the first block.' : 'Already the last block.');
      return;
    }
    formIdentity.current.movedTo = to;
    if (!editBlocks({ kind: 'move', listPath: ['blocks'], from, to })) return;
    selectBlock(to, typeOf(blocks[from]));
    focusNext.current = { index: to, on: 'keep' };
    say(`${titles[from]} moved ${to < from ? 'up' : 'down'}: block ${to + 1} of ${blocks.length}.`);
  }

  function duplicate(at: number) {
    if (!blocks) return;
    if (!editBlocks({ kind: 'duplicate', listPath: ['blocks'], index: at })) return;
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
    if (!editBlocks({ kind: 'remove', path: ['blocks', at] })) return;
    const next = store.getState().file.text;
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
    if (!editBlocks({ kind: 'insert', listPath: ['blocks'], index: at, value })) return;
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
    <PanelFrame title={entryTitle ?? 'Blocks of this page'} headingId={headingId} spoken={spoken}>
      <div ref={panel} className="edit-panel-body">
        {entryTitle ? (
          <>
            <EntryDetails
              file={file}
              schemas={schemas}
              errors={errors}
              site={site}
              onPickPhoto={onPickPhoto}
              onChange={onChange}
            />
            <h3 className="entry-body-heading">Body</h3>
          </>
        ) : (
          <PageDetails
            file={file}
            schemas={schemas}
            errors={errors}
            site={site}
            onPickPhoto={onPickPhoto}
            onChange={onChange}
          />
        )}
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
                    dispatch({ type: 'undo', cursor: store.textView.current?.cursor() });
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
        <MovePageButton file={file} />
        <DeletePageButton file={file} />
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
