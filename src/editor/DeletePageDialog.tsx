/**
 * "Delete this page?": before a page goes, the office chooses where the visitors who follow old links to it go (the
 * page above it unless they choose another), and whether the site's own links to it (the menu's, a button's, a
 * card's) lead there too, told how many there are. The server deletes it only when the site passes the check so:
 * a link left to a page that is gone fails the check, which is why pointing them elsewhere is ticked from the start.
 */
import { useId, useState } from 'react';
import type { PageLinks } from '../editorApi/editing';
import { api } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { pageAbove, PagePicker, pagesToSendTo } from './PagePicker';
import { useEditor } from './store/editorStore';
import { useDialogSubmit } from './useDialogSubmit';
import { useServerAnswer } from './useServerAnswer';

const linksInWords = (count: number) => (count === 1 ? 'the 1 link' : `the ${count} links`);

function LinksChoice({
  links,
  repoint,
  onRepoint,
}: {
  links: PageLinks | undefined;
  repoint: boolean;
  onRepoint(repoint: boolean): void;
}) {
  const helpId = useId();
  if (!links) return <p>Counting the links to it…</p>;
  if (links.links === 0) return <p>No page of the site links to it.</p>;
  return (
    <>
      <label className="form-check">
        <input
          type="checkbox"
          checked={repoint}
          aria-describedby={helpId}
          onChange={(event) => onRepoint(event.target.checked)}
        />
        Also point {linksInWords(links.links)} to this page there
      </label>
      <p id={helpId} className="field-help">
        They are on: {links.files.map((each) => each.name).join(', ')}. Left as they are they would lead to a page that
        is gone, and the site’s check refuses that: a link in the menu must lead somewhere.
      </p>
    </>
  );
}

export function DeletePageDialog({
  file,
  route,
  title,
  base,
  unsaved,
  onClose,
  onDeleted,
  onSignedOut,
}: {
  file: string;
  route: string;
  title: string;
  /** The text the editor opened: the server refuses when the file changed since. */
  base: string;
  /** Whether the open text has changes not saved, which go with it. */
  unsaved: boolean;
  onClose(): void;
  onDeleted(from: string, to: string): void;
  onSignedOut(): void;
}) {
  const outline = useEditor((state) => state.outline);
  const [redirectTo, setRedirectTo] = useState(() => pageAbove(route, pagesToSendTo(outline, route)));
  const [repoint, setRepoint] = useState(true);
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  const fieldId = useId();
  const { answer: links, error: countError } = useServerAnswer(() => api.pageLinks(route), route, onSignedOut);

  const submit = submitWith(async () => {
    const answer = await api.deletePage(file, base, redirectTo, repoint);
    onDeleted(answer.redirect?.from ?? route, answer.redirect?.to ?? redirectTo);
  });

  return (
    <Dialog title="Delete this page?" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>
          You are about to delete the page “{title}” ({route}).
        </p>
        <PagePicker
          id={fieldId}
          label="Where should visitors who follow old links go?"
          help="Search engines and bookmarks still send people to the old address: they are taken to this page instead."
          value={redirectTo}
          except={route}
          onChange={setRedirectTo}
        />
        <div aria-live="polite">
          {countError ? <p>{countError}</p> : <LinksChoice links={links} repoint={repoint} onRepoint={setRepoint} />}
        </div>
        <p>
          {unsaved ? 'Your unsaved changes to it go too. ' : ''}
          Visitors see it until you publish; after publishing, Undo in History brings it back.
        </p>
        <DialogFormEnd error={error} busy={busy} submitLabel="Delete page" busyLabel="Deleting…" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
