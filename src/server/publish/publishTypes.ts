/**
 * What publishing offers the rest of the server: the publisher's interface and options, and the refusal that
 * carries its HTTP status. What it answers the editor is in src/editorApi/publishing.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ChangeGroupWithDiffs,
  PublishEntry,
  PublishNotice,
  PublishUnderWay,
  SampleWordsLeft,
  UndoPreview,
} from '../../editorApi/publishing.ts';
import type { UpcomingEntry } from '../../content/model.ts';
import type { BuildChanges } from '../../prerender/changedPages.ts';
import { HttpError } from '../http/httpError.ts';
import type { ReviewedPublish } from '../review/reviewedPublish.ts';

export interface PublisherOptions {
  /** The project folder: its content is published and its src/cli/build.ts builds the site. */
  root: string;
  dataDir: string;
  /** The folder served when nothing was published yet (DIST_DIR). */
  initialDir: string;
  /**
   * Points the server at a finished build; `changes` says which of its files differ from the build it started from
   * (the live one), when only some pages were built.
   */
  swap: (dir: string, changes?: BuildChanges) => Promise<void>;
  /** Pull (rebase) before and push after each publish. */
  push?: boolean;
  log?: (message: string) => void;
  /** Builds kept besides the live one, for an instant undo. Default 3. */
  keepBuilds?: number;
  /** Longest build before it is stopped. Default 5 minutes. */
  buildTimeoutMs?: number;
  /**
   * How long the build's process waits for the next publish before it ends (siteBuild.ts): 15 minutes unless given;
   * 0 ends it after each build.
   */
  keepBuildWarmMs?: number;
}

/** A publish (or a save during one) refused or stopped, with what to tell the editor (`status` for the answer). */
export class PublishRefused extends HttpError {
  constructor(message: string, status: number) {
    super(status, message);
  }
}

export interface Publisher {
  kind: 'git' | 'snapshots';
  push: boolean;
  /** The folder to serve at start: the live build, or undefined for DIST_DIR. */
  liveDir(): string | undefined;
  /** What differs between the site visitors see and the content as saved, by page, settings and photo. */
  changes(): Promise<ChangeGroupWithDiffs[]>;
  /**
   * Which of `groups` (changes waiting) still hold words a new page or block came with, in the words a publish of
   * them is refused with (sampleWordsLeft.ts).
   */
  sampleWordsOf(groups: readonly ChangeGroupWithDiffs[]): SampleWordsLeft[];
  underWay(): PublishUnderWay | undefined;
  lastNotice(): PublishNotice | undefined;
  /** Newest first, each with its groups. */
  history(): Promise<PublishEntry[]>;
  /** What one publish changed. */
  changesOf(id: number): Promise<ChangeGroupWithDiffs[]>;
  /**
   * Publishes the content as saved but the groups in `leaveOut` (their keys), which stay saved and waiting; with
   * `review`, exactly what was reviewed (src/server/review/reviewedPublish.ts), checked once no save can come between.
   * Refused (422) before anything is done while a page it publishes holds words a new page or block came with.
   */
  publish(author: string, description: string, leaveOut?: string[], review?: ReviewedPublish): Promise<PublishEntry>;
  /**
   * Builds the live content again for now, so that entries whose publishAt has come go live: a publish of its own in
   * the history, by "Schedule" (schedule.ts asks for it).
   */
  publishScheduled(due: UpcomingEntry[]): Promise<PublishEntry>;
  /** What undoing a publish (or only its group `group`) would do, in sentences; `refusal` when it would be refused. */
  undoPreview(id: number, group?: string): Promise<UndoPreview>;
  /** Publishes the files of a publish (or of one of its groups) as they were before it; the rest stays live. */
  undo(author: string, id: number, group?: string): Promise<PublishEntry>;
  /**
   * A save (or new page, or photo) is about to change the content: refused while a publish runs, so what is built
   * is exactly what is recorded; call the function returned once the change is written.
   */
  startWrite(): () => void;
  /** Ends the build's process kept between publishes (the server is stopping). */
  close(): void;
  /**
   * A hashed file (/assets/…, /img/…) that the live build lacks but a kept earlier build has, for a visitor whose
   * page came from before the publish: answered, and true; false when it is not such a file.
   */
  serveEarlierAsset(request: IncomingMessage, response: ServerResponse, pathname: string): boolean;
  /** Resolves when a publish under way has finished and the old builds it moved away are deleted (tests, shutdown). */
  idle(): Promise<void>;
}
