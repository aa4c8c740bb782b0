/**
 * "Delete this post?": before an entry of a collection is deleted, the office is told in words where visitors meet it
 * (the pages that list it, from the server: src/content/collections/entryListings.ts) and that its own page goes
 * when they publish, and asked where visitors who follow old links to it go (its collection's listing page unless
 * they choose another, or nowhere). The server deletes it only when the site passes the check without it, and says
 * why not otherwise.
 */
import { type FormEvent, useId, useState } from 'react';
import type { EntryListing } from '../content/collections/entryListings';
import type { ContentError } from '../content/contentError';
import type { EntryListingsAnswer } from '../editorApi/editing';
import { api, Refused, SignedOut } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { PagePicker, pagesToSendTo } from './PagePicker';
import { useEditor } from './store/editorStore';
import { capitalized } from '../editorApi/words';
import { useServerAnswer } from './useServerAnswer';

/** A page that lists the entry, as the office reads it: "Project Gallery (/gallery), in “Recent Projects”". */
export function listingInWords(listing: EntryListing): string {
  if (listing.kind === 'tag') return `the tag page ${listing.route}`;
  if (listing.kind === 'category') return `the category page ${listing.route}`;
  if (listing.kind === 'feed') return `the feed ${listing.route}, which news readers follow`;
  const page = listing.kind === 'entry' ? `the page of “${listing.title}”` : listing.title;
  const within = listing.headings.length ? `, in “${listing.headings.join('” and “')}”` : '';
  return `${page} (${listing.route})${within}`;
}

const mistakeInWords = ({ file, line, message }: ContentError) =>
  `${file}, line ${line}: ${message}${/[.?!]$/.test(message) ? '' : '.'}`;

function Listings({ answer, entryName }: { answer: EntryListingsAnswer; entryName: string }) {
  if (answer.mistakes)
    return (
      <p>
        The site has mistakes to fix first, so the pages that list this {entryName} cannot be told:{' '}
        {answer.mistakes.slice(0, 3).map(mistakeInWords).join(' ')}
      </p>
    );
  if (!answer.route)
    return (
      <p>It is not on the site yet, so no page lists it. If it was never published, its deletion cannot be undone.</p>
    );
  return (
    <>
      {answer.listings.length ? (
        <>
          <p>It is shown on:</p>
          <ul className="entry-listings">
            {answer.listings.map((listing) => (
              <li key={listing.route}>{listingInWords(listing)}</li>
            ))}
          </ul>
          <p>Once you publish, it is gone from each of these.</p>
        </>
      ) : (
        <p>No other page lists it.</p>
      )}
      <p>Its own page, {answer.route}, will be gone after publishing.</p>
    </>
  );
}

export function DeleteEntryDialog({
  file,
  title,
  entryName,
  base,
  unsaved,
  onClose,
  onDeleted,
  onSignedOut,
}: {
  file: string;
  title: string;
  /** The collection's word for one entry: "post". */
  entryName: string;
  /** The text the editor opened: the server refuses when the file changed since. */
  base: string;
  /** Whether the open text has changes not saved, which go with it. */
  unsaved: boolean;
  onClose(): void;
  /** `name`: "Post “After a Wind Storm”". */
  onDeleted(name: string): void;
  onSignedOut(): void;
}) {
  const listing = useServerAnswer(() => api.entryListings(file), file, onSignedOut);
  const answer = listing.answer;
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** Where its visitors go: its collection's listing page (once told) unless the office chooses; none when unticked. */
  const [redirectTo, setRedirectTo] = useState<string>();
  const [sendVisitors, setSendVisitors] = useState(true);
  const pickerId = useId();
  const outline = useEditor((state) => state.outline);
  const routes = pagesToSendTo(outline).map((page) => page.route);
  const suggested =
    answer?.suggestedRedirect && routes.includes(answer.suggestedRedirect) ? answer.suggestedRedirect : '/';
  const sentTo = answer?.route && sendVisitors ? (redirectTo ?? suggested) : undefined;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.deleteEntry(file, base, sentTo);
      onDeleted(`${capitalized(entryName)} “${title}”`);
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      const mistakes = caught instanceof Refused ? caught.errors : [];
      setError([caught instanceof Error ? caught.message : String(caught), ...mistakes.map(mistakeInWords)].join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Delete this ${entryName}?`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <p>
          You are about to delete the {entryName} “{title}” ({file}).
        </p>
        <div className="entry-listings-said" aria-live="polite">
          {answer ? (
            <Listings answer={answer} entryName={entryName} />
          ) : listing.error ? null : (
            <p>Finding the pages that list it…</p>
          )}
        </div>
        {answer?.route ? (
          <>
            <label className="form-check">
              <input
                type="checkbox"
                checked={sendVisitors}
                onChange={(event) => setSendVisitors(event.target.checked)}
              />
              Send visitors who follow old links to it to another page
            </label>
            {sendVisitors ? (
              <PagePicker
                id={pickerId}
                label="Where should they go?"
                value={redirectTo ?? suggested}
                onChange={setRedirectTo}
              />
            ) : null}
          </>
        ) : null}
        <p>
          {unsaved ? 'Your unsaved changes to it go too. ' : ''}
          Its photos stay among the site’s pictures, as other pages may show them.
          {answer?.route ? ' Visitors see it until you publish; after publishing, Undo in History brings it back.' : ''}
        </p>
        <DialogFormEnd
          error={error ?? listing.error}
          busy={busy}
          submitLabel={`Delete ${entryName}`}
          busyLabel="Deleting…"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
