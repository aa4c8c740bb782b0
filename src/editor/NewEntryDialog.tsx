/** Adding an entry to a collection ("New post"): its title, from which its file name and address are made. */
import { type FormEvent, useState } from 'react';
import type { OutlineCollection } from '../editorApi/siteOutline';
import { slugFromTitle } from '../editorApi/entrySlug';
import { api, SignedOut } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';

/** Today where this browser is (the office), as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function NewEntryDialog({
  collection,
  onClose,
  onCreated,
  onSignedOut,
}: {
  collection: OutlineCollection;
  onClose(): void;
  onCreated(file: string, title: string): void;
  onSignedOut(): void;
}) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const slug = slugFromTitle(title);
  const entryName = collection.entryName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const created = await api.newEntry(collection.name, title, today());
      onCreated(created.path, created.title);
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      const errors = (caught as { errors?: { message: string }[] }).errors ?? [];
      setError(
        [caught instanceof Error ? caught.message : String(caught), ...errors.map((each) => each.message)].join(' '),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={`New ${entryName}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="new-entry-title">Title</label>
        <input
          id="new-entry-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby="new-entry-title-help"
          required
        />
        <p id="new-entry-title-help" className="field-help" aria-live="polite">
          {slug ? `Its file: collections/${collection.name}/${slug}.yaml. ` : 'Its file name is made from the title. '}
          It starts as a draft with today's date and a summary to fill in, and is not on the site until the line "draft:
          true" is removed.
        </p>
        <DialogFormEnd error={error} busy={busy} submitLabel={`Add ${entryName}`} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
