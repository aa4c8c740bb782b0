/**
 * The editor: the list of pages, the YAML of the open one with its mistakes, and the page as visitors will see it.
 * Each change is checked by the server with the site's own checker soon after typing stops, and the preview shows
 * the page the server renders from the checked text; a change of words only is drawn sooner, without waiting for
 * the server (draftPreview.ts). The preview and the text lead to each other: a click in the preview puts the cursor
 * on the line behind what was clicked, and the block the cursor is in is outlined in the preview. Save writes the
 * file only when the whole site passes.
 *
 * The open file (its text, the text on disk, the checker's answers, the selection, undo) is one state changed by
 * actions (state/editorReducer.ts); the parts of the editor that change it outside the text view get it, and
 * `applyEdit`, from OpenFileContext. Ctrl+Z and Ctrl+Y undo and redo any change, wherever it was made.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Site } from '../content/model';
import { factsOf } from '../content/placeholders';
import { api, SignedOut, type Outline, type Session } from './api';
import type { CodeEditorHandle, ListAtCursor, TextViewChange } from './textView/CodeEditor';
import { dropDraft, filesWithDrafts, keepDraft, readDraft } from './drafts';
import { EditorHeader } from './EditorHeader';
import { EditorPanes, type Tab } from './EditorPanes';
import type { FormPath, FormSite } from './form/SchemaForm';
import { type Status, statusLine } from './statusLine';
import { NewPageDialog } from './NewPageDialog';
import { PageList, siteFile } from './PageList';
import type { FocusRequest } from './panel/EditPanel';
import { PhotoDialog } from './PhotoDialog';
import type { PreviewDrawing, PreviewWidth } from './preview/PreviewFrame';
import type { Highlight } from './preview/previewMessages';
import { PreviewPane, previewPaneId } from './PreviewPane';
import type { SchemaFiles } from './schemaAtPlace';
import { parsePlace, placeName } from '../places/places';
import { SignIn } from './SignIn';
import { siteSamples } from './siteSamples';
import { isAwaited } from './state/actions/checked';
import type { Edited } from './state/actions/edited';
import type { Redo } from './state/actions/redo';
import type { Typed } from './state/actions/typed';
import type { Undo } from './state/actions/undo';
import { type EditorAction, editorReducer } from './state/editorReducer';
import { OpenFileContext, type OpenFileEditing } from './state/OpenFileContext';
import { type FileSelection, noFileOpen, type TextCursor } from './state/openFileState';
import { TextPane } from './textView/TextPane';
import { useNarrowScreen } from './useNarrowScreen';

/**
 * The pause after typing before the server checks the text. A change of words only (the same lines, fields and list
 * items as the text last checked) is drawn in the preview ahead of the check, so its check can wait for a pause in the
 * typing; any other change (a block or a field added, a line moved) is only seen after the check and the server's
 * drawing of the page, about 60 ms of their own, so it is checked at once.
 */
const wordsCheckDelayMs = 150;
const structureCheckDelayMs = 30;

/** The shape of a YAML text: each line's indentation, list dashes and field name, without the values. */
const shapeOf = (text: string) => text.replace(/^(\s*(?:- )*)(?:([\w$-]+:)|[^\n]*)[^\n]*$/gm, '$1$2');

/** How long after a tap on the preview a second one makes it a double-tap (Chromium's on Android: 300 ms). */
const secondTapMs = 350;
/** Where this browser keeps whether the text is shown beside the panel on a wide screen (shown unless hidden once). */
const textShownKey = 'site-editor:text-shown';
function readTextShown(): boolean {
  try {
    return localStorage.getItem(textShownKey) !== 'no';
  } catch {
    return true;
  }
}
function keepTextShown(shown: boolean) {
  try {
    localStorage.setItem(textShownKey, shown ? 'yes' : 'no');
  } catch {
    // No storage (a private window may refuse it): the choice lasts until the page is left.
  }
}

/** The pause after typing before new words are drawn in the preview, ahead of the check. */
const drawDelayMs = 60;
/** The code that draws new words ahead of the check; without it (a lost connection) the preview waits for the check. */
const draftPreviewCode = () => import('./preview/draftPreview').catch(() => undefined);
/**
 * The panel with the blocks' forms, and the changes they write into the text, with the YAML library they need:
 * loaded when a file opens, as the text view is, so the editor's first screen (sign-in, the list of pages) does not
 * wait for them.
 */
const EditPanel = lazy(() => import('./panel/EditPanel').then((module) => ({ default: module.EditPanel })));
const textEditsCode = () =>
  Promise.all([import('./panel/formEditText'), import('./yamlEdits')]).then(([form, yaml]) => ({ ...form, ...yaml }));

/** The block selected as the preview outlines it: its place, and its kind by the schema's name for it. */
function blockHighlight(file: string, selection: FileSelection, schemas: SchemaFiles | undefined): Highlight {
  const type = selection.blockType;
  const kind = type && schemas?.[`blocks/${type}.schema.json`]?.title;
  return { place: placeName(file, selection.path), label: kind || type || 'Block' };
}

/** Keys in these have an undo of their own (a form's field, a dialog's), or are CodeMirror's, which asks the state. */
const ownUndo = 'input, textarea, select, [contenteditable], dialog';

export function EditorApp() {
  const [session, setSession] = useState<Session | 'loading' | 'signed-out'>('loading');
  const [outline, setOutline] = useState<Outline>();
  const [schemas, setSchemas] = useState<SchemaFiles>();
  const [fileState, dispatch] = useReducer(editorReducer, noFileOpen);
  const { file: open, text, savedText, selection } = fileState;
  const { errors } = fileState.check;
  /**
   * The open file's state as of the last action, ahead of the drawing: the check's and the save's answers and the
   * timers outlive the drawing that started them, and read it to tell whether the text moved on meanwhile.
   */
  const fileNow = useRef(fileState);
  const act = useCallback((action: EditorAction) => {
    fileNow.current = editorReducer(fileNow.current, action);
    dispatch(action);
  }, []);
  const [drawing, setDrawing] = useState<PreviewDrawing>();
  const preview = drawing?.preview;
  const [previewCurrent, setPreviewCurrent] = useState(true);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [notice, setNotice] = useState<string>();
  // On a phone the preview starts at phone width.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    matchMedia('(max-width: 599.98px)').matches ? 'phone' : 'desktop',
  );
  const [tab, setTab] = useState<Tab>('pages');
  // 'photo' puts a photo at the cursor; a list's item (a gallery picture) asks for its photo before it is added; a
  // picture of the panel's form asks for the photo it shows.
  const [dialog, setDialog] = useState<'photo' | 'new-page' | ListAtCursor | { picturePath: FormPath }>();
  /** The field of the panel's form to focus next: one a click on the page showed, a new photo's description. */
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const [textShown, setTextShown] = useState(() => readTextShown());
  /** The text beside the panel, or not: the person's choice, kept in this browser for the next visit. */
  function showText(shown: boolean) {
    setTextShown(shown);
    keepTextShown(shown);
  }
  /** How many times typing over a field on the page began: a click's focus request is dropped when it did since. */
  const typingInPreview = useRef(0);
  const focusField = (path: FormPath) => setFocusRequest((last) => ({ path, serial: (last?.serial ?? 0) + 1 }));
  /** On a narrow screen the panel is a sheet over the preview, open after a click on the page or its button. */
  const [sheetOpen, setSheetOpen] = useState(false);
  /**
   * Where the person last worked, the text or the panel: a click on the page leaves the keyboard there, so whoever
   * types in the YAML goes on typing in it and everyone else lands in the form.
   */
  const workingIn = useRef<'text' | 'panel'>('panel');
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.cm-editor')) workingIn.current = 'text';
      else if (target?.closest('.edit-panel')) workingIn.current = 'panel';
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const [drafts, setDrafts] = useState(() => filesWithDrafts());
  const editor = useRef<CodeEditorHandle>(null);
  // The window's title names the open page, with a mark while it has unsaved changes: what a person sees in the tab
  // and hears first when switching windows.
  const unsaved = open !== undefined && text !== savedText;
  useEffect(() => {
    document.title = open ? `${unsaved ? '• ' : ''}${open.title} – Edit the site` : 'Edit the site';
  }, [open, unsaved]);
  const narrow = useNarrowScreen();
  /**
   * Runs `insert` once the dialog is gone, in the same commit that removes it: the text cannot take the focus while a
   * modal dialog is open, and the dialog gives it back to its button as it goes unless something has it by then; the
   * text, with the words to type over selected, is where it belongs.
   */
  const insertAfterDialog = useRef<() => void>(undefined);
  const afterDialog = (insert: () => void) => {
    insertAfterDialog.current = insert;
  };
  useEffect(() => {
    if (dialog !== undefined || !insertAfterDialog.current) return;
    const insert = insertAfterDialog.current;
    insertAfterDialog.current = undefined;
    insert();
  }, [dialog]);
  // The sign-in form goes with the focus in it: the list of pages, where the work starts, takes it at once (a
  // screen reader says "Pages of the site"; the next Tab is New page, then the pages).
  const justSignedIn = useRef(false);
  useEffect(() => {
    if (typeof session !== 'object' || !justSignedIn.current) return;
    justSignedIn.current = false;
    document.querySelector<HTMLElement>('.page-list')?.focus();
  }, [session]);
  // The site's facts from the last check that passed, of any file: a sample picture for a new block is at hand even
  // when the person typed on before the check of the open page answered.
  const [checkedSite, setCheckedSite] = useState<Site>();
  const samples = useMemo(
    () => siteSamples(outline, checkedSite ? { site: checkedSite } : preview),
    [outline, checkedSite, preview],
  );
  /** What the panel's forms know of the site: its pages for links, its facts, and where its pictures are shown. */
  const formSite = useMemo<FormSite>(() => {
    const site = checkedSite ?? preview?.site;
    const facts = site ? Object.entries(factsOf(site.company)).map(([name, value]) => ({ name, value })) : [];
    return { routes: samples.routes, facts, pictureUrl: (src) => `/edit/media${src}` };
  }, [samples, checkedSite, preview]);
  const highlight = useMemo(
    () => (open && selection ? blockHighlight(open.path, selection, schemas) : undefined),
    [open, selection, schemas],
  );

  const signedOut = useCallback((error: unknown) => {
    if (error instanceof SignedOut) {
      setSession('signed-out');
      return true;
    }
    return false;
  }, []);

  const loadOutline = useCallback(() => api.outline().then(setOutline), []);

  useEffect(() => {
    api.session().then(setSession, (error: unknown) => {
      if (!signedOut(error))
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
  }, [signedOut]);

  useEffect(() => {
    if (typeof session !== 'object') return;
    loadOutline().catch(signedOut);
    api.schema().then((answer) => setSchemas(answer.files), signedOut);
  }, [session, loadOutline, signedOut]);

  const check = useCallback(
    async (file: string, draft: string) => {
      act({ type: 'checkSent', file, text: draft });
      // A save under way or just done says how it went; a check of the same text does not talk over it (typing
      // again clears it, see change).
      const afterSave = (current: Status) => current.kind === 'saving' || current.kind === 'saved';
      setStatus((current) => (afterSave(current) ? current : { kind: 'checking' }));
      try {
        const answer = await api.check(file, draft);
        // The site's facts hold whichever text they were checked with, even when newer text is being checked.
        if (answer.preview) setCheckedSite(answer.preview.site);
        // Typed on or saved meanwhile: the answer awaited now is another.
        if (!isAwaited(fileNow.current, file, draft)) return;
        act({ type: 'checked', file, text: draft, errors: answer.errors, preview: answer.preview });
        // Typed on meanwhile: the preview already shows newer words, and the next check answers for them.
        if (fileNow.current.text === draft) {
          const good = fileNow.current.check.passed?.preview;
          setDrawing((shown) => {
            const page = good ?? shown?.preview;
            return page && { preview: page };
          });
          setPreviewCurrent(Boolean(answer.preview));
        }
        setStatus((current) => (afterSave(current) ? current : { kind: 'idle' }));
      } catch (error) {
        if (!isAwaited(fileNow.current, file, draft) || signedOut(error)) return;
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [signedOut, act],
  );

  // Soon after typing stops, the server checks the text and the preview is redrawn.
  useEffect(() => {
    if (!open) return;
    const sent = fileNow.current.check.sentText;
    const wordsOnly = sent !== undefined && shapeOf(sent) === shapeOf(text);
    const timer = setTimeout(() => void check(open.path, text), wordsOnly ? wordsCheckDelayMs : structureCheckDelayMs);
    return () => clearTimeout(timer);
  }, [open, text, check]);

  // New words only are drawn sooner, from the last text that passed the check; the check then confirms them.
  useEffect(() => {
    const good = fileNow.current.check.passed;
    if (!open || !schemas || !good || good.text === text) return;
    let current = true;
    const timer = setTimeout(async () => {
      const code = await draftPreviewCode();
      const answered = fileNow.current.check.answer?.text === text;
      const words = current && !answered && code?.draftWords(open.path, text, good.text, good.preview, schemas);
      if (words) setDrawing({ preview: good.preview, words });
    }, drawDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text, schemas]);

  async function openFile(file: string, title: string) {
    setNotice(undefined);
    try {
      const { text: saved } = await api.read(file);
      const draft = readDraft(file);
      const restored = draft && draft.text !== saved ? draft : undefined;
      if (restored) {
        const when = new Date(restored.savedAt).toLocaleString();
        setNotice(
          restored.base === saved
            ? `Your unsaved changes from ${when} are back.`
            : `Your unsaved changes from ${when} are back. The file was saved by someone since: compare before saving.`,
        );
      }
      setDrawing(undefined);
      void draftPreviewCode();
      act({ type: 'opened', file: { path: file, title }, savedText: saved, text: restored?.text ?? saved });
      setStatus({ kind: 'idle' });
      if (narrow) setTab('preview');
    } catch (error) {
      if (!signedOut(error))
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * A change of the text by the person, typed, made elsewhere, undone or redone: kept in the browser at once, and what
   * the top bar said of the last save gives way.
   */
  function change(action: Typed | Edited | Undo | Redo) {
    const before = fileNow.current.text;
    act(action);
    const now = fileNow.current;
    if (!now.file || now.text === before) return;
    keepDraft(now.file.path, now.text, now.savedText);
    setDrafts(filesWithDrafts());
    if (status.kind === 'saved' || status.kind === 'refused') setStatus({ kind: 'idle' });
  }

  const typedInText = (next: string, { cursor, kind }: TextViewChange) =>
    change({ type: 'typed', text: next, cursor, kind, at: performance.now() });
  /** The one way a form or the page changes the text: a step of undo of its own, named by `label`. */
  const applyEdit = (newText: string, label: string, joinKey?: string) =>
    change({
      type: 'edited',
      text: newText,
      label,
      cursor: editor.current?.cursor(),
      join: joinKey === undefined ? undefined : { key: joinKey, at: performance.now() },
    });
  const undo = (cursor: TextCursor | undefined) => change({ type: 'undo', cursor });
  const redo = (cursor: TextCursor | undefined) => change({ type: 'redo', cursor });
  const select = (place: FileSelection | undefined) => act({ type: 'selected', selection: place });

  // Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) with the focus outside the text, on a button of the page or a form: the
  // change undone is the last one, wherever it was made. The text view has the same keys (CodeEditor.tsx).
  const undoKey = useRef<(redoing: boolean) => void>(undefined);
  undoKey.current = (redoing) => (redoing ? redo : undo)(editor.current?.cursor());
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redoing = key === 'y' || (key === 'z' && event.shiftKey);
      if (key !== 'z' && !redoing) return;
      if (event.target instanceof Element && event.target.closest(ownUndo)) return;
      event.preventDefault();
      undoKey.current?.(redoing);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  async function save() {
    if (!open || status.kind === 'saving') return;
    act({ type: 'saveStarted' });
    setStatus({ kind: 'saving' });
    try {
      const answer = await api.save(open.path, text, savedText);
      if (answer.saved) {
        act({ type: 'saved', file: open.path, text, errors: answer.errors });
        dropDraft(open.path);
        setDrafts(filesWithDrafts());
        // A save answers without the page's HTML: the preview shows the text last checked, and is brought up to
        // date by a check when the text was saved before its own check answered.
        if (fileNow.current.check.answer?.text !== text) void check(open.path, text);
        else setPreviewCurrent(true);
        setNotice(undefined);
        setStatus({ kind: 'saved', message: `Saved ${open.path}.` });
        void loadOutline();
      } else {
        act({ type: 'saveRefused', file: open.path, errors: answer.errors });
        const count = answer.errors.length;
        setStatus({
          kind: 'refused',
          message: `Not saved: ${count} ${count === 1 ? 'mistake needs' : 'mistakes need'} fixing first. Your changes are kept in this browser.`,
        });
      }
    } catch (error) {
      if (!signedOut(error))
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function discardDraft() {
    if (!open) return;
    dropDraft(open.path);
    setDrafts(filesWithDrafts());
    setNotice(undefined);
    // Closed first: the text view and the undo history start again from the file.
    act({ type: 'closed' });
    setTimeout(() => act({ type: 'opened', file: open, savedText, text: savedText }));
  }

  async function signOut() {
    await api.signOut();
    setSession('signed-out');
    act({ type: 'closed' });
  }

  if (session === 'loading') return <p className="loading">Loading the editor…</p>;
  if (session === 'signed-out') {
    const signedIn = (answer: Session) => {
      justSignedIn.current = true;
      setSession(answer);
    };
    return <SignIn onSignedIn={signedIn} />;
  }

  /**
   * A click in the preview: its block is selected and the panel shows its form, with the field clicked focused (the
   * block's name, for a click beside the fields); the cursor goes to the line behind it in the text, lit for a moment.
   * Whoever was typing in the text keeps the keyboard there, at that line. On a narrow screen the panel opens as a
   * sheet over the preview.
   */
  async function selectFromPreview(place: string) {
    const found = parsePlace(place);
    if (!found || found.file !== open?.path) return;
    const inText = !narrow && workingIn.current === 'text';
    const typingBefore = typingInPreview.current;
    /** A double-click's first click: its second began typing over the field on the page, which keeps the keyboard. */
    const typingOnPage = () => typingInPreview.current !== typingBefore;
    // On a narrow screen the sheet would cover the words a second tap is meant for: it opens once none came.
    const secondTapMissed = narrow ? new Promise((done) => setTimeout(done, secondTapMs)) : undefined;
    const [list, index] = found.path;
    const inBlock = list === 'blocks' && typeof index === 'number';
    if (inBlock) {
      const { readValue } = await textEditsCode();
      const type = readValue(fileNow.current.text, ['blocks', index, 'type']);
      select({ path: ['blocks', index], blockType: typeof type === 'string' ? type : undefined });
    }
    await secondTapMissed;
    if (inBlock && !inText && !typingOnPage()) focusField(found.path.length > 2 ? found.path : []);
    if (narrow && !typingOnPage()) setSheetOpen(true);
    requestAnimationFrame(() => editor.current?.showPlace(found.path, !inText || typingOnPage()));
  }

  /** Typing over a field on the page began: a focus asked for by the click before it would take the keys typed. */
  function textEditingInPreview() {
    typingInPreview.current += 1;
    setFocusRequest(undefined);
  }

  /** The sheet closes and the focus goes back to the preview it was over. */
  function closeSheet() {
    setSheetOpen(false);
    requestAnimationFrame(() => document.getElementById(previewPaneId)?.focus());
  }

  /** Words typed over a field on the page itself: the field takes them, one step of undo. */
  async function textEditedInPreview(place: string, words: string) {
    const found = parsePlace(place);
    const { setValue, textWithEdit, valueAt } = await textEditsCode();
    const current = fileNow.current;
    if (!found || !schemas || found.file !== current.file?.path) return;
    try {
      if (valueAt(current.text, found.path) === words) return;
      const { label } = textWithEdit(schemas, found.file, current.text, {
        kind: 'set',
        path: found.path,
        value: words,
      });
      applyEdit(setValue(current.text, found.path, words), label);
    } catch {
      setStatus({ kind: 'failed', message: 'Those words could not be put in: fix the mistake in the text first.' });
    }
  }

  /** A new photo for the picture at `picturePath` of the panel's form; its description is focused next. */
  async function putPhoto(picturePath: FormPath, src: string, alt: string) {
    const { readValue, setValue } = await textEditsCode();
    const current = fileNow.current;
    if (!current.file) return;
    try {
      const existing = readValue(current.text, picturePath);
      const next =
        existing && typeof existing === 'object' && !Array.isArray(existing)
          ? setValue(setValue(current.text, [...picturePath, 'src'], src), [...picturePath, 'alt'], alt)
          : setValue(current.text, picturePath, { src, alt });
      applyEdit(next, 'Photo changed');
      focusField([...picturePath, 'alt']);
    } catch {
      setStatus({ kind: 'failed', message: 'The photo could not be put in: fix the mistake in the text first.' });
    }
  }

  function skipTo(pane: 'text' | 'preview') {
    if (narrow) setTab(pane);
    if (pane === 'text') showText(true);
    requestAnimationFrame(() =>
      pane === 'text' ? editor.current?.focus() : document.getElementById(previewPaneId)?.focus(),
    );
  }

  const statusText = statusLine(status, Boolean(open), errors.length, unsaved);

  const pageList = (
    <PageList
      outline={outline}
      openFile={open?.path}
      drafts={drafts}
      onOpen={(file, title) => void openFile(file, title)}
      onNewPage={() => setDialog('new-page')}
    />
  );

  const textPane = (
    <TextPane
      openFile={fileState}
      notice={notice}
      editor={editor}
      errors={errors}
      schemas={schemas}
      samples={samples}
      onAddPhoto={() => setDialog('photo')}
      onAddItem={(list) => (list.needsPhoto ? setDialog(list) : editor.current?.addItem())}
      onDiscardDraft={discardDraft}
      onChange={typedInText}
      onUndo={undo}
      onRedo={redo}
      onSave={() => void save()}
      onBlockAtCursor={(block) => {
        // Only the person's own moves of the cursor: a text changed by the panel moves it too, and the block the
        // panel has selected stays selected.
        if (!document.activeElement?.closest('.cm-editor')) return;
        select(block && { path: ['blocks', block.index], blockType: block.type });
      }}
    />
  );

  const previewPane = (
    <PreviewPane
      drawing={drawing}
      highlight={highlight}
      width={width}
      onWidth={setWidth}
      openFile={open?.path}
      stale={Boolean(open && !previewCurrent && preview)}
      onSelect={selectFromPreview}
      onTextEditing={textEditingInPreview}
      onTextEdited={textEditedInPreview}
      onOpenPanel={
        narrow && open
          ? () => {
              setSheetOpen(true);
              focusField([]);
            }
          : undefined
      }
      panelLabel={open?.path === siteFile ? 'Company details' : 'Blocks'}
    />
  );

  const editPanel = open ? (
    <Suspense fallback={null}>
      <EditPanel
        schemas={schemas}
        errors={errors}
        site={formSite}
        samples={samples}
        onPickPhoto={(picturePath) => setDialog({ picturePath })}
        onUndo={() => undo(editor.current?.cursor())}
        focusRequest={focusRequest}
        onClose={narrow ? closeSheet : undefined}
        textView={narrow ? undefined : { shown: textShown, toggle: () => showText(!textShown) }}
      />
    </Suspense>
  ) : null;

  const editing: OpenFileEditing = { state: fileState, applyEdit, select };

  return (
    <OpenFileContext.Provider value={editing}>
      <div className="editor-app">
        {open ? (
          // Past the top bar and the list of pages in one key press (WCAG 2.4.1): on a phone each opens its tab first.
          <nav className="skip-links" aria-label="Skip links">
            <button type="button" className="skip-link" onClick={() => skipTo('text')}>
              Skip to the text
            </button>
            <button type="button" className="skip-link" onClick={() => skipTo('preview')}>
              Skip to the preview
            </button>
          </nav>
        ) : null}
        <EditorHeader
          title={open?.title ?? ''}
          status={status}
          statusText={statusText}
          canSave={Boolean(open) && status.kind !== 'saving'}
          session={session}
          onSave={() => void save()}
          onSignOut={() => void signOut()}
          onSignedOut={() => setSession('signed-out')}
        />
        <EditorPanes
          narrow={narrow}
          tab={tab}
          onTab={setTab}
          pageList={pageList}
          textPane={textPane}
          previewPane={previewPane}
          editPanel={editPanel}
          sheetOpen={sheetOpen}
          textHidden={!textShown}
        />
        {dialog === 'photo' && open ? (
          <PhotoDialog
            onClose={() => setDialog(undefined)}
            onAdded={(src, alt) => {
              setDialog(undefined);
              afterDialog(() => editor.current?.addPhoto({ src, alt }));
            }}
            onSignedOut={() => setSession('signed-out')}
          />
        ) : null}
        {typeof dialog === 'object' && 'picturePath' in dialog && open ? (
          <PhotoDialog
            forPicture
            onClose={() => setDialog(undefined)}
            onAdded={(src, alt) => {
              const { picturePath } = dialog;
              setDialog(undefined);
              afterDialog(() => putPhoto(picturePath, src, alt));
            }}
            onSignedOut={() => setSession('signed-out')}
          />
        ) : null}
        {typeof dialog === 'object' && 'label' in dialog && open ? (
          <PhotoDialog
            forItem={dialog.label}
            onClose={() => setDialog(undefined)}
            onAdded={(src, alt) => {
              setDialog(undefined);
              afterDialog(() => editor.current?.addItem({ src, alt }));
            }}
            onSignedOut={() => setSession('signed-out')}
          />
        ) : null}
        {dialog === 'new-page' ? (
          <NewPageDialog
            menuGroups={outline?.menuGroups ?? []}
            onClose={() => setDialog(undefined)}
            onCreated={async (file, title) => {
              setDialog(undefined);
              await loadOutline();
              await openFile(file, title);
            }}
            onSignedOut={() => setSession('signed-out')}
          />
        ) : null}
      </div>
    </OpenFileContext.Provider>
  );
}
