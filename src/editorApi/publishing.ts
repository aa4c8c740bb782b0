/**
 * What publishing answers the editor (src/server/publish/, shown by src/editor/publish/): the changes waiting, by
 * page, company details and photo, each file's diff, one entry of the history, and what an undo would do.
 */

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Line number in the old text (same, removed) or in the new text (added). */
  line: number;
}

export interface DiffHunk {
  /** The first line of the hunk in the new text. */
  startsAt: number;
  lines: DiffLine[];
}

export interface FileChange {
  path: string;
  change: 'added' | 'changed' | 'removed';
  /** For text files; pictures are described in `note`. */
  hunks?: DiffHunk[];
  note?: string;
}

/** What a content file is to a person: a page, the company details (site.yaml), a photo, or another file. */
export type ContentKind = 'page' | 'settings' | 'photo' | 'file';

/** A page, the company details or a photo, with the files that go with it (src/server/publish/changeGroups.ts). */
export interface ChangeGroup {
  /** Stable across lists and publishes: the page's file, site.yaml, or the photo's file. */
  key: string;
  /** "Gallery page", "Company details", "Photo front-door.jpg" */
  name: string;
  /** The name with what goes along: "Gallery page, with 1 new photo". */
  label: string;
  kind: ContentKind;
  change: FileChange['change'];
  files: string[];
  /** The keys of the groups that must go live with this one. */
  needs?: string[];
}

export interface ChangeGroupWithDiffs extends ChangeGroup {
  /** Each file's diff, as src/server/publish/fileChanges.ts describes it. */
  changes: FileChange[];
}

export interface PublishEntry {
  id: number;
  /** ISO time. */
  at: string;
  author: string;
  description: string;
  /** The version published, and the one visitors had before. */
  version: string;
  previous: string;
  files: string[];
  /** The files by page, company details and photo, as the person chose them. */
  groups?: ChangeGroup[];
  /** The names of the groups left out: saved, and still waiting to be published. */
  leftOut?: string[];
  /** The publish this one undid. */
  undoOf?: number;
  /** The one group of that publish undone (its key), when not the whole publish. */
  undoGroup?: string;
  /** A scheduled publish: the files of the entries it brought onto the site at their moment. */
  scheduled?: string[];
  /** Set when the push after publishing failed (the commit waits for the next publish). */
  pushProblem?: string;
  /** A publish approved in a review (src/server/review/): who wrote the changes and who approved them. */
  review?: { id: number; writer: string; approver: string };
}

/** How the last publish went. */
export interface PublishNotice {
  ok: boolean;
  message: string;
  at: string;
}

/** A publish under way. */
export interface PublishUnderWay {
  author: string;
  description: string;
  started: string;
}

export interface UndoPreview {
  sentences: string[];
  /** Why the undo would be refused now, in plain words. */
  refusal?: string;
}

/** The groups, and their files one by one in path order. */
export interface GroupsAndFiles {
  groups: ChangeGroupWithDiffs[];
  changes: FileChange[];
}

/**
 * A change waiting whose page still holds words a new page or block came with ("New heading"): a publish of it is
 * refused (422) until they are replaced (src/server/publish/sampleWordsLeft.ts).
 */
export interface SampleWordsLeft {
  /** The change's key (its group's). */
  key: string;
  /** In the refusal's words: the page's address, each field by its title, and the words. */
  message: string;
}

/** What would be published now, a publish under way, and how the last one went. */
export interface PublishStatus extends GroupsAndFiles {
  mode: 'git' | 'snapshots';
  push: boolean;
  underWay?: PublishUnderWay;
  last?: PublishNotice;
  /** The changes waiting that a publish would refuse for their sample words; none when empty or absent. */
  sampleWords?: SampleWordsLeft[];
}

/** The answer to a publish or an undo: its entry, and a sentence for the person. */
export interface Published {
  published: PublishEntry;
  message: string;
}
