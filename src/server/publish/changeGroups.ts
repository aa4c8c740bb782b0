/**
 * The changed files of a publish as a person thinks of them: one group per page or entry of a collection, one for the
 * company details (site.yaml), one per photo. A new photo that exactly one changed page newly shows belongs to that
 * page's group ("Gallery page, with 1 new photo"), so that leaving the page out, or undoing it, takes its photo along.
 * A group that newly links to a new page or shows a new photo of another group needs that group (and a page or an
 * entry deleted needs the change that stopped linking to it): one cannot go live without the other. A page moved to
 * another address (its `route:` changed) is one change, "Maintenance page, moved from /a to /b", and it and every
 * file whose links followed it (the menu, the footer, site.yaml's redirect from the old address) need each other.
 */
import {
  collectionOfEntry,
  declarationOf,
  entryAddress,
  entryName,
  factsIn,
  kindOf,
  pageName,
  parsedYaml,
  photoName,
  pictureAddress,
  routeOf,
  settingsFile,
  settingsName,
} from './contentNames.ts';
import type { ChangeGroup, ChangeGroupWithDiffs, ContentKind, FileChange } from '../../editorApi/publishing.ts';

/** The texts of the two versions compared; undefined where a version lacks the file. */
export interface ContentTexts {
  before(file: string): Promise<string | undefined>;
  after(file: string): Promise<string | undefined>;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names `address` whole (/services/cakes, not /services/cakes-to-order). */
export function refersTo(text: string | undefined, address: string): boolean {
  if (text === undefined || address.length < 2) return false;
  return new RegExp(`(?<![\\w./-])${escapeForPattern(address)}(?![\\w.-]|/\\w)`).test(text);
}

const kindOrder: ContentKind[] = ['settings', 'page', 'photo', 'file'];

export async function groupChanges(changes: FileChange[], texts: ContentTexts): Promise<ChangeGroupWithDiffs[]> {
  const textFiles = changes.filter((each) => ['page', 'settings'].includes(kindOf(each.path)));
  const before = new Map<string, string | undefined>();
  const after = new Map<string, string | undefined>();
  for (const { path } of textFiles) {
    before.set(path, await texts.before(path));
    after.set(path, await texts.after(path));
  }
  const facts = factsIn((await texts.after(settingsFile)) ?? (await texts.before(settingsFile)));
  // An entry is named by its collection's word, and reached at its collection's pattern: both in the collection's file.
  const declarations = new Map<string, string | undefined>();
  for (const collection of new Set(textFiles.flatMap(({ path }) => collectionOfEntry(path) ?? []))) {
    const file = declarationOf(collection);
    declarations.set(collection, (await texts.after(file)) ?? (await texts.before(file)));
  }
  const declarationText = (file: string) => declarations.get(collectionOfEntry(file) ?? '');

  /** The address others use for a file that comes or goes: a page's or an entry's, a photo's /images/… path. */
  const addressOf = (change: FileChange) => {
    const kind = kindOf(change.path);
    if (kind === 'photo') return pictureAddress(change.path);
    if (kind !== 'page') return undefined;
    if (collectionOfEntry(change.path)) return entryAddress(change.path, declarationText(change.path));
    return routeOf(change.change === 'removed' ? before.get(change.path) : after.get(change.path));
  };
  const nameOfPage = (file: string) => {
    const text = after.get(file) ?? before.get(file);
    return collectionOfEntry(file) ? entryName(file, text, declarationText(file), facts) : pageName(file, text, facts);
  };
  const newlyReferring = (address: string, self: string) =>
    textFiles
      .map((each) => each.path)
      .filter((file) => file !== self && refersTo(after.get(file), address) && !refersTo(before.get(file), address));
  const stoppedReferring = (address: string, self: string) =>
    textFiles
      .map((each) => each.path)
      .filter((file) => file !== self && refersTo(before.get(file), address) && !refersTo(after.get(file), address));

  const groupOf = new Map<string, ChangeGroupWithDiffs>();
  const groups: ChangeGroupWithDiffs[] = [];
  const open = (change: FileChange) => {
    const kind = kindOf(change.path);
    const name =
      kind === 'page'
        ? nameOfPage(change.path)
        : kind === 'settings'
          ? settingsName
          : kind === 'photo'
            ? photoName(change.path)
            : change.path;
    const group: ChangeGroupWithDiffs = {
      key: change.path,
      name,
      label: name,
      kind,
      change: change.change,
      files: [change.path],
      changes: [change],
    };
    groups.push(group);
    groupOf.set(change.path, group);
  };
  for (const change of changes) if (kindOf(change.path) !== 'photo') open(change);
  // A page file gone while another declares the address a new redirect sends the old one to (a file renamed in a text
  // editor, its route changed): one page moved, whose two files go live or are undone together.
  for (const { gone, came } of renamedPages(changes, before, after)) {
    const group = groupOf.get(came.path)!;
    groups.splice(groups.indexOf(groupOf.get(gone.path)!), 1);
    group.files.push(gone.path);
    group.changes.push(gone);
    group.change = 'changed';
    groupOf.set(gone.path, group);
  }
  for (const change of changes) {
    if (kindOf(change.path) !== 'photo') continue;
    const shownBy = change.change === 'added' ? newlyReferring(pictureAddress(change.path), change.path) : [];
    const page = shownBy.length === 1 && kindOf(shownBy[0]) === 'page' ? groupOf.get(shownBy[0]) : undefined;
    if (!page) {
      open(change);
      continue;
    }
    page.files.push(change.path);
    page.changes.push(change);
    groupOf.set(change.path, page);
    const photos = page.files.filter((file) => kindOf(file) === 'photo').length;
    page.label = `${page.name}, with ${photos} new ${photos === 1 ? 'photo' : 'photos'}`;
  }

  const need = (group: ChangeGroupWithDiffs, needed: ChangeGroupWithDiffs | undefined) => {
    if (!needed || needed === group) return;
    group.needs ??= [];
    if (!group.needs.includes(needed.key)) group.needs.push(needed.key);
  };
  for (const change of changes) {
    const address = addressOf(change);
    const group = groupOf.get(change.path)!;
    if (!address || change.change === 'changed') continue;
    if (change.change === 'added')
      for (const file of newlyReferring(address, change.path)) need(groupOf.get(file)!, group);
    else for (const file of stoppedReferring(address, change.path)) need(group, groupOf.get(file));
  }
  for (const change of changes) {
    const move = movedPage(change, before, after);
    if (!move) continue;
    const group = groupOf.get(change.path)!;
    if (group.key !== change.path) continue;
    group.label = `${group.label}, moved from ${move.from} to ${move.to}`;
    const followers = [...newlyReferring(move.to, change.path), ...stoppedReferring(move.from, change.path)];
    for (const file of followers) {
      need(group, groupOf.get(file));
      need(groupOf.get(file)!, group);
    }
  }

  return groups.sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.name.localeCompare(b.name));
}

type Texts = Map<string, string | undefined>;

/** A file of pages/ (an entry's address comes from its collection, never from its own file). */
const isPageOfPages = (file: string) => kindOf(file) === 'page' && !collectionOfEntry(file);

/**
 * A page of pages/ whose address changed (the editor's Move to another address, or its file renamed): its old and
 * new route. A renamed page is told by its new file; for it the old file's text is the one before.
 */
function movedPage(change: FileChange, before: Texts, after: Texts): { from: string; to: string } | undefined {
  if (!isPageOfPages(change.path) || change.change === 'removed') return undefined;
  const gone = change.change === 'added' ? renamedFrom(change.path, before, after) : change.path;
  const from = gone && routeOf(before.get(gone));
  const to = routeOf(after.get(change.path));
  return from && to && from !== to ? { from, to } : undefined;
}

/** The redirects site.yaml has after the change, from → to. */
function redirectsAfter(after: Texts): Map<string, string> {
  const list = (parsedYaml(after.get(settingsFile)) as { redirects?: unknown } | undefined)?.redirects;
  const redirects = new Map<string, string>();
  if (Array.isArray(list))
    for (const item of list)
      if (typeof item?.from === 'string' && typeof item?.to === 'string') redirects.set(item.from, item.to);
  return redirects;
}

/** The page file gone whose old address now leads, by a redirect, to the address of the new file `came`. */
function renamedFrom(came: string, before: Texts, after: Texts): string | undefined {
  const to = routeOf(after.get(came));
  const redirects = redirectsAfter(after);
  return [...before.keys()].find((file) => {
    const from = routeOf(before.get(file));
    return isPageOfPages(file) && after.get(file) === undefined && from !== undefined && redirects.get(from) === to;
  });
}

/** Each page file gone and the new file its address moved to, by a redirect in site.yaml. */
function renamedPages(changes: FileChange[], before: Texts, after: Texts) {
  const pairs: { gone: FileChange; came: FileChange }[] = [];
  for (const came of changes) {
    if (came.change !== 'added' || !isPageOfPages(came.path)) continue;
    const gone = changes.find((each) => each.path === renamedFrom(came.path, before, after));
    if (gone && !pairs.some((pair) => pair.gone === gone)) pairs.push({ gone, came });
  }
  return pairs;
}

/** A group as the history keeps it: without the diffs, which are worked out again when asked for. */
export const withoutDiffs = ({ changes: _changes, ...group }: ChangeGroupWithDiffs): ChangeGroup => group;
