/**
 * Every job of the editor that waits for something, in one place: it listens to the store's actions, asks the server
 * (or waits for a pause in typing), and answers with actions. Reading the session and the site's pages, opening a
 * file (with its draft kept in this browser), the check soon after typing stops, new words drawn ahead of the check,
 * saving, throwing a draft away, what follows an entry deleted, signing out. A 401 from any of them shows the sign-in
 * form (`signedOut`); any other failure is said in the top bar (`failed`), and the text stays as it is.
 */
import { api, SignedOut } from '../api';
import { dropDraft, filesWithDrafts, keepDraft, readDraft } from '../drafts';
import { isAwaited } from '../state/actions/checked';
import type { EditorAction } from '../state/editorReducer';
import type { EditorState } from '../state/editorState';
import type { EditorStore } from './editorStore';
import { keepTextShown } from './textShown';

/**
 * The pause after typing before the server checks the text. A change of words only (the same lines, fields and list
 * items as the text last checked) is drawn in the preview ahead of the check, so its check can wait for a pause in the
 * typing; any other change (a block or a field added, a line moved) is only seen after the check and the server's
 * drawing of the page, about 60 ms of their own, so it is checked at once.
 */
const wordsCheckDelayMs = 150;
const structureCheckDelayMs = 30;
/** The pause after typing before new words are drawn in the preview, ahead of the check. */
const drawDelayMs = 60;

/** The shape of a YAML text: each line's indentation, list dashes and field name, without the values. */
const shapeOf = (text: string) => text.replace(/^(\s*(?:- )*)(?:([\w$-]+:)|[^\n]*)[^\n]*$/gm, '$1$2');

/** The code that draws new words ahead of the check; without it (a lost connection) the preview waits for the check. */
const draftPreviewCode = () => import('../preview/draftPreview').catch(() => undefined);

const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Starts the editor's jobs on `store`; returns the way to stop them (their timers, and their answers). */
export function startEditorEffects(store: EditorStore): () => void {
  const { dispatch, getState } = store;
  let stopped = false;
  const answer = (action: EditorAction) => {
    if (!stopped) dispatch(action);
  };
  /** True (and the sign-in form shown) when the server no longer knows the person. */
  const signedOut = (error: unknown) => {
    if (!(error instanceof SignedOut)) return false;
    answer({ type: 'signedOut' });
    return true;
  };
  const failed = (error: unknown) => {
    if (!signedOut(error)) answer({ type: 'failed', message: wordsOf(error) });
  };
  const loadOutline = () => api.outline().then((outline) => answer({ type: 'outlineLoaded', outline }));
  const listDrafts = () => answer({ type: 'draftsListed', files: filesWithDrafts() });

  async function check(file: string, draft: string) {
    answer({ type: 'checkSent', file, text: draft });
    try {
      const { errors, preview } = await api.check(file, draft);
      answer({ type: 'checked', file, text: draft, errors, preview });
    } catch (error) {
      if (!isAwaited(getState().file, file, draft) || signedOut(error)) return;
      answer({ type: 'checkFailed', file, text: draft, message: wordsOf(error) });
    }
  }

  async function open(file: string, title: string) {
    try {
      const { text: saved } = await api.read(file);
      const draft = readDraft(file);
      const restored = draft && draft.text !== saved ? draft : undefined;
      let notice: string | undefined;
      if (restored) {
        const when = new Date(restored.savedAt).toLocaleString();
        notice =
          restored.base === saved
            ? `Your unsaved changes from ${when} are back.`
            : `Your unsaved changes from ${when} are back. The file was saved by someone since: compare before saving.`;
      }
      void draftPreviewCode();
      answer({
        type: 'opened',
        file: { path: file, title },
        savedText: saved,
        text: restored?.text ?? saved,
        notice,
        chosen: true,
      });
    } catch (error) {
      failed(error);
    }
  }

  async function save(before: EditorState) {
    const { file: open, text, savedText } = before.file;
    if (!open || before.status.kind === 'saving') return;
    answer({ type: 'saveStarted' });
    try {
      const saved = await api.save(open.path, text, savedText);
      if (!saved.saved) {
        answer({ type: 'saveRefused', file: open.path, errors: saved.errors });
        return;
      }
      answer({ type: 'saved', file: open.path, text, errors: saved.errors });
      dropDraft(open.path);
      listDrafts();
      // A save answers without the page's HTML: the preview is brought up to date by a check when the text was saved
      // before its own check answered.
      if (getState().file.check.answer?.text !== text) void check(open.path, text);
      loadOutline().catch(signedOut);
    } catch (error) {
      failed(error);
    }
  }

  function discardDraft(before: EditorState) {
    const { file: open, savedText } = before.file;
    if (!open) return;
    dropDraft(open.path);
    listDrafts();
    // Closed first: the text view and the undo history start again from the file.
    answer({ type: 'closed' });
    setTimeout(() => answer({ type: 'opened', file: open, savedText, text: savedText }));
  }

  // Soon after typing stops, the server checks the text; new words only are drawn sooner, from the last text that
  // passed the check, and the check then confirms them.
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  let drawTimer: ReturnType<typeof setTimeout> | undefined;
  let drawing = 0;
  function textMoved(state: EditorState) {
    clearTimeout(checkTimer);
    const { file, text, check: checkState } = state.file;
    if (!file) return;
    const sent = checkState.sentText;
    const wordsOnly = sent !== undefined && shapeOf(sent) === shapeOf(text);
    checkTimer = setTimeout(() => void check(file.path, text), wordsOnly ? wordsCheckDelayMs : structureCheckDelayMs);
  }
  function wordsMoved(state: EditorState) {
    clearTimeout(drawTimer);
    const turn = ++drawing;
    const { file, text } = state.file;
    const good = state.file.check.passed;
    const { schemas } = state;
    if (!file || !schemas || !good || good.text === text) return;
    drawTimer = setTimeout(async () => {
      const code = await draftPreviewCode();
      const answered = getState().file.check.answer?.text === text;
      const words =
        turn === drawing && !answered && code?.draftWords(file.path, text, good.text, good.preview, schemas);
      if (words) answer({ type: 'wordsDrawn', drawing: { preview: good.preview, words } });
    }, drawDelayMs);
  }

  const stopListening = store.onAction((action, before, after) => {
    const fileMoved = after.file.file !== before.file.file || after.file.text !== before.file.text;
    if (fileMoved) textMoved(after);
    if (fileMoved || after.schemas !== before.schemas) wordsMoved(after);
    const changedByPerson = ['typed', 'edited', 'undo', 'redo'].includes(action.type);
    if (changedByPerson && after.file.file && after.file.text !== before.file.text) {
      keepDraft(after.file.file.path, after.file.text, after.file.savedText);
      listDrafts();
    }
    switch (action.type) {
      case 'sessionFound':
      case 'signedIn':
        if (typeof action.session !== 'object') return;
        loadOutline().catch(signedOut);
        api.schema().then((schemas) => answer({ type: 'schemasLoaded', schemas: schemas.files }), signedOut);
        // The sign-in form went with the focus in it: the list of pages, where the work starts, takes it once drawn
        // (a screen reader says "Pages of the site"; the next Tab is New page, then the pages).
        if (action.type === 'signedIn')
          requestAnimationFrame(() => document.querySelector<HTMLElement>('.page-list')?.focus());
        return;
      case 'openAsked':
        void open(action.file, action.title);
        return;
      case 'pageCreated':
        void loadOutline().then(() => open(action.file, action.title), failed);
        return;
      case 'entryDeleted':
      case 'pageDeleted':
        dropDraft(action.file);
        listDrafts();
        if (getState().file.file?.path === action.file) answer({ type: 'closed' });
        // The list of pages, with one fewer in the collection's count, is where the work goes on.
        void loadOutline().then(
          () => requestAnimationFrame(() => document.querySelector<HTMLElement>('.page-list')?.focus()),
          failed,
        );
        return;
      case 'pageMoved':
        dropDraft(action.file);
        listDrafts();
        // Closed first, as after a draft thrown away: the undo history of the text from before the move goes with it.
        answer({ type: 'closed' });
        setTimeout(() =>
          answer({
            type: 'opened',
            file: { path: action.file, title: action.title },
            savedText: action.text,
            text: action.text,
          }),
        );
        void loadOutline().catch(failed);
        return;
      case 'saveAsked':
        void save(before);
        return;
      case 'draftDiscarded':
        discardDraft(before);
        return;
      case 'signOutAsked':
        void api.signOut().then(() => {
          answer({ type: 'signedOut' });
          answer({ type: 'closed' });
        });
        return;
      case 'textShownChosen':
        keepTextShown(action.shown);
        return;
    }
  });

  api.session().then((session) => answer({ type: 'sessionFound', session }), failed);

  return () => {
    stopped = true;
    stopListening();
    clearTimeout(checkTimer);
    clearTimeout(drawTimer);
  };
}
