/**
 * Everything the editor holds, in one value that only its reducer changes (editorReducer.ts): who is signed in, the
 * site's pages and schemas, the open file (openFileState.ts), what the top bar says, what the preview shows, and
 * what is on the screen (the dialog, the tab, the sheet, the field to focus). The parts of the editor read it from
 * the store (../store/editorStore.ts); the jobs that ask the server (../store/editorEffects.ts) answer with actions.
 */
import type { Site } from '../../content/model';
import type { Outline, Session } from '../api';
import type { PreviewDrawing, PreviewWidth } from '../preview/PreviewFrame';
import type { SchemaFiles } from '../../schemaPlaces/schemaAtPlace';
import type { Status } from '../statusLine';
import type { ListAtCursor } from '../textView/CodeEditor';
import { noFileOpen, type OpenFileState } from './openFileState';
import type { DataPath } from '../../places/places';

export type Tab = 'pages' | 'text' | 'preview';

/**
 * The dialog open over the editor: 'photo' puts a photo at the cursor; a list's item (a gallery picture) asks for
 * its photo before it is added; a picture of the panel's form asks for the photo it shows; `newEntry` names the
 * collection (news) a new entry is asked for; `deleteEntry` the entry (collections/news/spring.yaml) whose deletion
 * is asked for, `deletePage` the page (pages/about.yaml); `movePage` the page moving to another address.
 */
export type EditorDialog =
  | 'photo'
  | 'new-page'
  | ListAtCursor
  | { picturePath: DataPath }
  | { newEntry: string }
  | { deleteEntry: string }
  | { deletePage: string }
  | { movePage: string };

/** A field of the panel's form to focus, asked for by a click on the page or a new photo; `serial` makes each ask new. */
export interface FocusRequest {
  path: DataPath;
  serial: number;
}

/** What the preview shows, and what it was drawn from. */
export interface PreviewShown {
  drawing: PreviewDrawing | undefined;
  /** False while the text has mistakes: the preview shows the last text without any. */
  current: boolean;
  /**
   * The site's facts from the last check that passed, of any file: a sample picture for a new block is at hand even
   * when the person typed on before the check of the open page answered.
   */
  checkedSite: Site | undefined;
}

export interface ScreenState {
  dialog: EditorDialog | undefined;
  /** On a narrow screen, the pane shown. */
  tab: Tab;
  /** On a narrow screen the panel is a sheet over the preview, open after a click on the page or its button. */
  sheetOpen: boolean;
  /** The field of the panel's form to focus next: one a click on the page showed, a new photo's description. */
  focusRequest: FocusRequest | undefined;
  /** The text beside the panel on a wide screen, or not: the person's choice, kept in this browser. */
  textShown: boolean;
  width: PreviewWidth;
  /** Too narrow for the panes side by side: they are tabs. */
  narrow: boolean;
  /**
   * Where the person last worked, the text or the panel: a click on the page leaves the keyboard there, so whoever
   * types in the YAML goes on typing in it and everyone else lands in the form.
   */
  workingIn: 'text' | 'panel';
  /** How many times typing over a field on the page began: a click's focus request is dropped when it did since. */
  typingOnPage: number;
}

export interface EditorState {
  session: Session | 'loading' | 'signed-out';
  outline: Outline | undefined;
  schemas: SchemaFiles | undefined;
  file: OpenFileState;
  /** What the top bar says of checking and saving. */
  status: Status;
  /** A restored draft's notice above the text. */
  notice: string | undefined;
  /** The files with unsaved changes kept in this browser, marked in the list of pages. */
  drafts: ReadonlySet<string>;
  preview: PreviewShown;
  screen: ScreenState;
}

/** What the browser says at the start: the screen's width, and the choices kept from the last visit. */
export interface StartingScreen {
  narrow: boolean;
  phone: boolean;
  textShown: boolean;
  drafts: ReadonlySet<string>;
}

export const startingState = ({ narrow, phone, textShown, drafts }: StartingScreen): EditorState => ({
  session: 'loading',
  outline: undefined,
  schemas: undefined,
  file: noFileOpen,
  status: { kind: 'idle' },
  notice: undefined,
  drafts,
  preview: { drawing: undefined, current: true, checkedSite: undefined },
  screen: {
    dialog: undefined,
    tab: 'pages',
    sheetOpen: false,
    focusRequest: undefined,
    textShown,
    // On a phone the preview starts at phone width.
    width: phone ? 'phone' : 'desktop',
    narrow,
    workingIn: 'panel',
    typingOnPage: 0,
  },
});
