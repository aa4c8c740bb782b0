/**
 * The editor: the list of pages, the YAML of the open one with its mistakes, and the page as visitors will see it.
 * Each change is checked by the server with the site's own checker soon after typing stops, and the preview shows
 * the page the server renders from the checked text; a change of words only is drawn sooner, without waiting for
 * the server (draftPreview.ts). The preview and the text lead to each other: a click in the preview puts the cursor
 * on the line behind what was clicked, and the block the cursor is in is outlined in the preview. Save writes the
 * file only when the whole site passes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ContentError } from '../content/contentError';
import type { Site } from '../content/model';
import { api, SignedOut, type Outline, type Preview, type Session } from './api';
import type { CodeEditorHandle, ListAtCursor } from './CodeEditor';
import { dropDraft, filesWithDrafts, keepDraft, readDraft } from './drafts';
import { EditorHeader } from './EditorHeader';
import { EditorPanes, type Tab } from './EditorPanes';
import { type Status, statusLine } from './statusLine';
import { NewPageDialog } from './NewPageDialog';
import { PageList } from './PageList';
import { PhotoDialog } from './PhotoDialog';
import type { PreviewDrawing, PreviewWidth } from './PreviewFrame';
import type { Highlight } from './previewMessages';
import { PreviewPane, previewPaneId } from './PreviewPane';
import type { SchemaFiles } from './schemaHelp';
import { type BlockAtCursor, parsePlace, placeName } from './sourcePlace';
import { SignIn } from './SignIn';
import { siteSamples } from './siteSamples';
import { TextPane } from './TextPane';
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

/** The pause after typing before new words are drawn in the preview, ahead of the check. */
const drawDelayMs = 60;
/** The code that draws new words ahead of the check; without it (a lost connection) the preview waits for the check. */
const draftPreviewCode = () => import('./draftPreview').catch(() => undefined);

/** The block at the cursor as the preview outlines it: its place, and its kind by the schema's name for it. */
function blockHighlight(file: string, block: BlockAtCursor, schemas: SchemaFiles | undefined): Highlight {
  const kind = block.type && schemas?.[`blocks/${block.type}.schema.json`]?.title;
  return { place: placeName(file, ['blocks', block.index]), label: kind || block.type || 'Block' };
}

export interface OpenFile {
  file: string;
  title: string;
  /** The text on disk. */
  saved: string;
  /** The text the editor started with (a restored draft, or the file). */
  initial: string;
}

export function EditorApp() {
  const [session, setSession] = useState<Session | 'loading' | 'signed-out'>('loading');
  const [outline, setOutline] = useState<Outline>();
  const [schemas, setSchemas] = useState<SchemaFiles>();
  const [open, setOpen] = useState<OpenFile>();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ContentError[]>([]);
  const [drawing, setDrawing] = useState<PreviewDrawing>();
  const preview = drawing?.preview;
  const [blockAtCursor, setBlockAtCursor] = useState<BlockAtCursor>();
  const [previewCurrent, setPreviewCurrent] = useState(true);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [notice, setNotice] = useState<string>();
  // On a phone the preview starts at phone width.
  const [width, setWidth] = useState<PreviewWidth>(() =>
    matchMedia('(max-width: 599.98px)').matches ? 'phone' : 'desktop',
  );
  const [tab, setTab] = useState<Tab>('pages');
  // 'photo' puts a photo at the cursor; a list's item (a gallery picture) asks for its photo before it is added.
  const [dialog, setDialog] = useState<'photo' | 'new-page' | ListAtCursor>();
  const [drafts, setDrafts] = useState(() => filesWithDrafts());
  const editor = useRef<CodeEditorHandle>(null);
  // The window's title names the open page, with a mark while it has unsaved changes: what a person sees in the tab
  // and hears first when switching windows.
  const unsaved = open !== undefined && text !== open.saved;
  useEffect(() => {
    document.title = open ? `${unsaved ? '• ' : ''}${open.title} – Edit the site` : 'Edit the site';
  }, [open, unsaved]);
  const checkRun = useRef(0);
  /** The last text of the open file that passed the check, and its preview. */
  const lastGood = useRef<{ file: string; text: string; preview: Preview }>(undefined);
  /** The last text sent to the check, whatever it answered. */
  const lastChecked = useRef<{ file: string; text: string }>(undefined);
  const currentText = useRef(text);
  currentText.current = text;
  /** The last text the server answered for: its answer, mistakes or not, is not drawn over. */
  const answeredText = useRef<string>(undefined);
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
  const highlight = useMemo(
    () => (open && blockAtCursor ? blockHighlight(open.file, blockAtCursor, schemas) : undefined),
    [open, blockAtCursor, schemas],
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
      const run = ++checkRun.current;
      // A save under way or just done says how it went; a check of the same text does not talk over it (typing
      // again clears it, see changeText).
      const afterSave = (current: Status) => current.kind === 'saving' || current.kind === 'saved';
      setStatus((current) => (afterSave(current) ? current : { kind: 'checking' }));
      try {
        const answer = await api.check(file, draft);
        // The site's facts hold whichever text they were checked with, even when newer text is being checked.
        if (answer.preview) setCheckedSite(answer.preview.site);
        if (run !== checkRun.current) return;
        // The same mistakes as before stay the same list: the text is not marked again, nor scrolled, at each check.
        setErrors((shown) => (JSON.stringify(shown) === JSON.stringify(answer.errors) ? shown : answer.errors));
        answeredText.current = draft;
        if (answer.preview) lastGood.current = { file, text: draft, preview: answer.preview };
        // Typed on meanwhile: the preview already shows newer words, and the next check answers for them.
        if (currentText.current === draft) {
          const good = lastGood.current?.file === file ? lastGood.current.preview : undefined;
          setDrawing((shown) => {
            const page = answer.preview ?? good ?? shown?.preview;
            return page && { preview: page };
          });
          setPreviewCurrent(Boolean(answer.preview));
        }
        setStatus((current) => (afterSave(current) ? current : { kind: 'idle' }));
      } catch (error) {
        if (run !== checkRun.current || signedOut(error)) return;
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [signedOut],
  );

  // Soon after typing stops, the server checks the text and the preview is redrawn.
  useEffect(() => {
    if (!open) return;
    const checked = lastChecked.current;
    const wordsOnly = checked?.file === open.file && shapeOf(checked.text) === shapeOf(text);
    const timer = setTimeout(
      () => {
        lastChecked.current = { file: open.file, text };
        void check(open.file, text);
      },
      wordsOnly ? wordsCheckDelayMs : structureCheckDelayMs,
    );
    return () => clearTimeout(timer);
  }, [open, text, check]);

  // New words only are drawn sooner, from the last text that passed the check; the check then confirms them.
  useEffect(() => {
    const good = lastGood.current;
    if (!open || !schemas || good?.file !== open.file || good.text === text) return;
    let current = true;
    const timer = setTimeout(async () => {
      const code = await draftPreviewCode();
      const answered = answeredText.current === text;
      const words = current && !answered && code?.draftWords(open.file, text, good.text, good.preview, schemas);
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
      setErrors([]);
      setDrawing(undefined);
      lastGood.current = undefined;
      void draftPreviewCode();
      setOpen({ file, title, saved, initial: restored?.text ?? saved });
      setText(restored?.text ?? saved);
      setStatus({ kind: 'idle' });
      if (narrow) setTab('text');
    } catch (error) {
      if (!signedOut(error))
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function changeText(next: string) {
    setText(next);
    if (open) {
      keepDraft(open.file, next, open.saved);
      setDrafts(filesWithDrafts());
      if (status.kind === 'saved' || status.kind === 'refused') setStatus({ kind: 'idle' });
    }
  }

  async function save() {
    if (!open || status.kind === 'saving') return;
    checkRun.current++;
    setStatus({ kind: 'saving' });
    try {
      const answer = await api.save(open.file, text, open.saved);
      setErrors(answer.errors);
      if (answer.saved) {
        dropDraft(open.file);
        setDrafts(filesWithDrafts());
        // The saved text is now what the editor holds from the start: its key (TextPane.tsx) stays the same, so
        // the editor is not drawn again from the text the file was opened with.
        setOpen({ ...open, saved: text, initial: text });
        // A save answers without the page's HTML: the preview shows the text last checked, and is brought up to
        // date by a check when the text was saved before its own check answered.
        if (answeredText.current !== text) void check(open.file, text);
        else setPreviewCurrent(true);
        setNotice(undefined);
        setStatus({ kind: 'saved', message: `Saved ${open.file}.` });
        void loadOutline();
      } else {
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
    dropDraft(open.file);
    setDrafts(filesWithDrafts());
    setNotice(undefined);
    const fresh = { ...open, initial: open.saved };
    // A new key for the editor: it starts again from the file.
    setOpen(undefined);
    setTimeout(() => {
      setOpen(fresh);
      setText(fresh.saved);
    });
  }

  async function signOut() {
    await api.signOut();
    setSession('signed-out');
    setOpen(undefined);
  }

  if (session === 'loading') return <p className="loading">Loading the editor…</p>;
  if (session === 'signed-out') {
    const signedIn = (answer: Session) => {
      justSignedIn.current = true;
      setSession(answer);
    };
    return <SignIn onSignedIn={signedIn} />;
  }

  /** A click in the preview: the cursor goes to the line behind what was clicked, in the text of the open page. */
  function showInText(place: string) {
    const found = parsePlace(place);
    if (!found || found.file !== open?.file) return;
    if (narrow) setTab('text');
    requestAnimationFrame(() => editor.current?.showPlace(found.path));
  }

  function skipTo(pane: 'text' | 'preview') {
    if (narrow) setTab(pane);
    requestAnimationFrame(() =>
      pane === 'text' ? editor.current?.focus() : document.getElementById(previewPaneId)?.focus(),
    );
  }

  const statusText = statusLine(status, Boolean(open), errors.length, unsaved);

  const pageList = (
    <PageList
      outline={outline}
      openFile={open?.file}
      drafts={drafts}
      onOpen={(file, title) => void openFile(file, title)}
      onNewPage={() => setDialog('new-page')}
    />
  );

  const textPane = (
    <TextPane
      open={open}
      notice={notice}
      editor={editor}
      errors={errors}
      schemas={schemas}
      samples={samples}
      onAddPhoto={() => setDialog('photo')}
      onAddItem={(list) => (list.needsPhoto ? setDialog(list) : editor.current?.addItem())}
      onDiscardDraft={discardDraft}
      onChange={changeText}
      onSave={() => void save()}
      onBlockAtCursor={setBlockAtCursor}
    />
  );

  const previewPane = (
    <PreviewPane
      drawing={drawing}
      highlight={highlight}
      width={width}
      onWidth={setWidth}
      openFile={open?.file}
      stale={Boolean(open && !previewCurrent && preview)}
      onSelect={showInText}
    />
  );

  return (
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
      {typeof dialog === 'object' && open ? (
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
  );
}
