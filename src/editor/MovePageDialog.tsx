/**
 * "Move to another address": the page open gets a new address, and the server points the site's links (other pages,
 * the menu, the footer) to it and sends visitors of the old one there (src/server/editor/pageMove.ts). The dialog
 * says so before, with the number of links that will follow (GET page-links, counted by the very edit the move
 * makes), and the top bar says after what the move did. A refusal of the address is said under the address field;
 * the others (changed since opened, the check) at the end of the form.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { api, Refused, SignedOut } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { savedRoute } from './panel/MovePageButton';
import { useEditor, useEditorStore } from './store/editorStore';
import { refusalInWords } from './useDialogSubmit';
import { useServerAnswer } from './useServerAnswer';

const unsavedWords = 'This page has changes not saved yet: save them (or throw them away) first, then move it.';

export function MovePageDialog({
  file,
  route,
  base,
  unsaved,
  onClose,
  onMoved,
  onSignedOut,
}: {
  file: string;
  /** Its address now: /services/maintenance. */
  route: string;
  /** The text the editor opened: the server refuses when the file changed since. */
  base: string;
  /** Whether the open text has changes not saved: a page moves as it is saved, so it waits for them. */
  unsaved: boolean;
  onClose(): void;
  /** `text`: the page's text with its new address; `message`: what the move did, for the top bar. */
  onMoved(text: string, message: string): void;
  onSignedOut(): void;
}) {
  const [address, setAddress] = useState(route);
  const [addressError, setAddressError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const ids = { address: useId(), help: useId(), error: useId() };
  // Without the count the dialog still says what happens; a session that ended is met when the form is sent.
  const links = useServerAnswer(
    () => api.pageLinks(route),
    route,
    () => undefined,
  ).answer?.links;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (unsaved) return setError(unsavedWords);
    sending.current = true;
    setBusy(true);
    setError(undefined);
    setAddressError(undefined);
    try {
      const moved = await api.movePage(file, address.trim(), base);
      onMoved(moved.text, moved.message);
    } catch (caught) {
      if (caught instanceof SignedOut) return onSignedOut();
      // A refusal of the address itself (taken, malformed, the same) belongs to its field, which takes the focus back.
      if (caught instanceof Refused && caught.status === 400) {
        setAddressError(caught.message);
        field.current?.focus();
      } else setError(refusalInWords(caught));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Dialog title="Move to another address" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          This page is at <strong>{route}</strong>.
        </p>
        <label htmlFor={ids.address}>New address</label>
        <input
          id={ids.address}
          ref={field}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            // What was said of the address before is no longer about what the field holds.
            setAddressError(undefined);
          }}
          aria-describedby={addressError ? `${ids.error} ${ids.help}` : ids.help}
          aria-invalid={addressError ? true : undefined}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          required
        />
        {addressError ? (
          <p id={ids.error} className="form-error field-error">
            {addressError}
          </p>
        ) : null}
        <p id={ids.help} className="field-help">
          Lower-case words with dashes, for example /about/our-team.
        </p>
        <p>
          Visitors and search engines that use the old address will be sent to the new one. {linksInWords(links)} It
          goes live when you publish, and Undo in History takes it all back.
        </p>
        {unsaved ? <p>{unsavedWords}</p> : null}
        <DialogFormEnd error={error} busy={busy} submitLabel="Move page" busyLabel="Moving…" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function linksInWords(links: number | undefined): string {
  if (links === undefined) return 'The links to it on other pages, in the menu and in the footer will be updated.';
  if (links === 0) return 'No other page, menu or footer links to it yet.';
  return `${links} ${links === 1 ? 'link' : 'links'} on other pages, in the menu and in the footer will be updated.`;
}

/** The move of the page open, from its address as saved. */
export function MoveOpenPage({ file }: { file: string }) {
  const { dispatch } = useEditorStore();
  const open = useEditor((state) => state.file);
  const route = savedRoute(open.savedText);
  if (!route || open.file?.path !== file) return null;
  return (
    <MovePageDialog
      file={file}
      route={route}
      base={open.savedText}
      unsaved={open.text !== open.savedText}
      onClose={() => dispatch({ type: 'dialogClosed' })}
      onMoved={(text, message) => dispatch({ type: 'pageMoved', file, title: open.file?.title ?? file, text, message })}
      onSignedOut={() => dispatch({ type: 'signedOut' })}
    />
  );
}
