/**
 * Adding an entry to a collection ("New post", "New project"). A collection whose entries are pictures first (its
 * declaration names a `photos` field, as the projects do) asks for the main photo first, with a sentence on what it
 * shows, then the title; any other may take a photo after its title. The photo goes up through the photo upload and
 * becomes the entry's main picture; the file name and address are made from the title. The entry starts as a
 * draft, finished in its details' form.
 */
import { useEffect, useRef, useState } from 'react';
import type { OutlineCollection } from '../editorApi/siteOutline';
import { slugFromTitle } from '../editorApi/entrySlug';
import { api } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { useDialogSubmit } from './useDialogSubmit';
import './newEntryDialog.css';

const largestBytes = 20 * 1024 * 1024;

/** Today where this browser is (the office), as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An address the page can show the chosen photo at before it is sent, given back when the photo changes. */
function usePhotoShown(photo: File | undefined): string | undefined {
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    if (!photo) {
      setShown(undefined);
      return;
    }
    const url = URL.createObjectURL(photo);
    setShown(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return shown;
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
  const photoFirst = Boolean(collection.photos);
  const [title, setTitle] = useState('');
  const [photo, setPhoto] = useState<File>();
  const [alt, setAlt] = useState('');
  // A photo sent once is not sent again when only the title was refused.
  const uploaded = useRef<{ photo: File; src: string }>(undefined);
  const photoInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLTextAreaElement>(null);
  const shown = usePhotoShown(photo);
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  const slug = slugFromTitle(title);
  const entryName = collection.entryName;

  /** The main picture asked for, sent first; the focus goes to what is missing. */
  async function mainPicture() {
    if (!photo) {
      if (!photoFirst) return undefined;
      photoInput.current?.focus();
      throw new Error(`Choose the ${entryName}’s main photo first.`);
    }
    if (photo.size > largestBytes) {
      photoInput.current?.focus();
      throw new Error('The photo is larger than 20 MB: choose a smaller one.');
    }
    const words = alt.trim();
    if (!words) {
      altInput.current?.focus();
      throw new Error('Say in one sentence what the photo shows: people who cannot see it hear these words.');
    }
    if (uploaded.current?.photo !== photo) uploaded.current = { photo, src: (await api.photo(photo)).src };
    return { src: uploaded.current.src, alt: words };
  }

  const submit = submitWith(async () => {
    const image = await mainPicture();
    const created = await api.newEntry(collection.name, title, today(), image);
    onCreated(created.path, created.title);
  });

  const photoFields = (
    <>
      <label htmlFor="new-entry-photo">{photoFirst ? 'Main photo' : 'Main photo (optional)'}</label>
      <div className="new-entry-photo">
        {shown ? <img className="new-entry-thumbnail" src={shown} alt="" /> : null}
        <input
          ref={photoInput}
          id="new-entry-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          aria-describedby="new-entry-photo-help"
          required={photoFirst}
          onChange={(event) => setPhoto(event.currentTarget.files?.[0])}
        />
      </div>
      <p id="new-entry-photo-help" className="field-help">
        JPEG, PNG, WebP or HEIC, up to 20 MB: shown in lists, at the top of its page and when it is shared.
      </p>
      {photoFirst || photo ? (
        <>
          <label htmlFor="new-entry-alt">What the photo shows, in one sentence</label>
          <textarea
            ref={altInput}
            id="new-entry-alt"
            rows={3}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby="new-entry-alt-help"
            required
          />
          <p id="new-entry-alt-help" className="field-help">
            For example:{' '}
            {photoFirst
              ? 'The finished work seen from the street, on a sunny morning.'
              : 'Three of our team at the front door of the office.'}{' '}
            People who cannot see the photo hear these words.
          </p>
        </>
      ) : null}
    </>
  );

  return (
    <Dialog title={`New ${entryName}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        {photoFirst ? <p className="dialog-help">Start with its main photo, then give it a title.</p> : null}
        {photoFirst ? photoFields : null}
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
          It starts as a draft with today’s date and a summary to fill in: it is not on the site until you untick Draft
          in its details.
        </p>
        {photoFirst ? null : photoFields}
        <DialogFormEnd error={error} busy={busy} submitLabel={`Add ${entryName}`} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
