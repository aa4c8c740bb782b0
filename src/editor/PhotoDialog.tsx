/**
 * Adding a photo: choose it (a phone offers its camera too), describe it for people who cannot see it, and it is
 * sent to the server, which checks that it is a real picture, removes its location and stores it.
 */
import { useState, type FormEvent } from 'react';
import { api, SignedOut } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';

const largestBytes = 20 * 1024 * 1024;

export function PhotoDialog({
  forItem,
  forPicture = false,
  onClose,
  onAdded,
  onSignedOut,
}: {
  /** The photo is the picture of a new item of a list: the name of its button ("Add gallery picture"). */
  forItem?: string;
  /** The photo replaces the picture of a field of the block's form ("Choose photo"). */
  forPicture?: boolean;
  onClose(): void;
  onAdded(src: string, alt: string): void;
  onSignedOut(): void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('photo');
    const alt = String(form.get('alt') ?? '').trim();
    if (!(file instanceof File) || file.size === 0) return setError('Choose a photo first.');
    if (file.size > largestBytes) return setError('The photo is larger than 20 MB: choose a smaller one.');
    if (!alt) return setError('Describe the photo in a few words: people who cannot see it hear this description.');
    setBusy(true);
    setError(undefined);
    try {
      const photo = await api.photo(file);
      onAdded(photo.src, alt);
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={forPicture ? 'Choose a photo' : (forItem ?? 'Add a photo')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="dialog-help">
          {forPicture
            ? 'The photo replaces the picture of the field you chose, with this description.'
            : forItem
              ? 'Its photo first: the new item goes right after the one the cursor is in, with this photo, and its other fields with words to change.'
              : 'The photo goes into the picture of the section or item the cursor is in (replacing it), or is added to its list of pictures.'}
        </p>
        <label htmlFor="photo-file">Photo (JPEG, PNG, WebP or HEIC, up to 20 MB)</label>
        <input
          id="photo-file"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          required
        />
        <label htmlFor="photo-alt">What the photo shows</label>
        <textarea id="photo-alt" name="alt" rows={2} required aria-describedby="photo-alt-help" />
        <p id="photo-alt-help" className="field-help">
          For example: Three of our team at the front door of the office, on a sunny morning.
        </p>
        <DialogFormEnd
          error={error}
          busy={busy}
          submitLabel={forPicture ? 'Use photo' : (forItem ?? 'Add photo')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
