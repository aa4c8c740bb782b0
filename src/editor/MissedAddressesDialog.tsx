/**
 * Missed addresses, from the top bar: the addresses visitors asked for where the site has no page (an old link, a
 * typo, a page deleted without a redirect), most asked for first, with how often, when last, and where the visitors
 * came from. "Send visitors to…" asks for one of the site's pages (PagePicker.tsx) and adds a redirect in site.yaml
 * (add-redirect); the address then leaves the list. The server stops listing it once the redirect is published
 * (it leaves out what the live site redirects); until then this list leaves out the addresses site.yaml already
 * sends somewhere, so an address sent on does not come back when the dialog is opened again.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { MissedAddress, MissedAddresses } from '../editorApi/missedAddresses';
import { api, SignedOut } from './api';
import { Dialog } from './Dialog';
import { DialogFormEnd } from './DialogFormEnd';
import { plural, receivedText } from './inbox/requestText';
import { PagePicker } from './PagePicker';
import { useDialogSubmit } from './useDialogSubmit';
import { valueAt } from '../yamlEdits';
import './missedAddresses.css';

/** The addresses site.yaml (as saved) already sends somewhere, published or not. */
async function savedRedirectSources(): Promise<Set<string>> {
  const { text } = await api.read('site.yaml');
  const redirects = valueAt(text, ['redirects']);
  if (!Array.isArray(redirects)) return new Set();
  return new Set(
    redirects.flatMap((item) =>
      item && typeof item === 'object' && 'from' in item && typeof item.from === 'string' ? [item.from] : [],
    ),
  );
}

function MissedTable({ addresses, onSend }: { addresses: MissedAddress[]; onSend(address: string): void }) {
  return (
    <table className="missed-table">
      <caption className="visually-hidden">Addresses visitors missed, the most asked for first</caption>
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Times</th>
          <th scope="col">Last seen</th>
          <th scope="col">Came from</th>
          <th scope="col">
            <span className="visually-hidden">What to do</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {addresses.map((missed) => (
          <tr key={missed.address}>
            <th scope="row" className="missed-address">
              {missed.address}
            </th>
            <td data-label="Times">{missed.count.toLocaleString()}</td>
            <td data-label="Last seen">{receivedText(missed.lastSeen)}</td>
            <td data-label="Came from">
              {missed.referrers.length ? (
                <ul className="missed-referrers">
                  {missed.referrers.map((referrer) => (
                    <li key={referrer}>{referrer}</li>
                  ))}
                </ul>
              ) : (
                'No page: typed in, a bookmark or an app'
              )}
            </td>
            <td>
              <button
                type="button"
                className="button"
                data-address={missed.address}
                onClick={() => onSend(missed.address)}
              >
                Send visitors to…<span className="visually-hidden"> (from {missed.address})</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page to send the visitors of `address` to, asked for in the dialog in place of the list. */
function SendForm({
  address,
  onSent,
  onCancel,
  onSignedOut,
}: {
  address: string;
  onSent(to: string): void;
  onCancel(): void;
  onSignedOut(): void;
}) {
  const [to, setTo] = useState('/');
  const pickerId = useId();
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  useEffect(() => document.getElementById(pickerId)?.focus(), [pickerId]);
  const submit = submitWith(async () => {
    const answer = await api.addRedirect(address, to);
    onSent(answer.to ?? to);
  });
  return (
    <form onSubmit={(event: FormEvent) => void submit(event)}>
      <PagePicker
        id={pickerId}
        label={`Send visitors of ${address} to`}
        help="From when you publish, visitors who ask for the old address are taken to this page."
        value={to}
        onChange={setTo}
      />
      <DialogFormEnd error={error} busy={busy} submitLabel="Send them there" busyLabel="Sending…" onCancel={onCancel} />
    </form>
  );
}

export function MissedAddressesDialog({ onClose, onSignedOut }: { onClose(): void; onSignedOut(): void }) {
  const [list, setList] = useState<MissedAddresses>();
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState<string>();
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  const failed = useCallback(
    (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else setProblem(caught instanceof Error ? caught.message : String(caught));
    },
    [onSignedOut],
  );
  useEffect(() => {
    let current = true;
    Promise.all([api.missedAddresses(), savedRedirectSources()]).then(([missed, sentOn]) => {
      if (!current) return;
      setList({ ...missed, addresses: missed.addresses.filter((each) => !sentOn.has(each.address)) });
    }, failed);
    return () => {
      current = false;
    };
  }, [failed]);

  const sent = (from: string, to: string) => {
    setList((before) => before && { ...before, addresses: before.addresses.filter((each) => each.address !== from) });
    setSending(undefined);
    setSaid(`Visitors of ${from} go to ${to} once you publish.`);
    // The form the focus was in is gone: the next address's button takes it, or Close when none is left.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('button')?.focus());
  };

  const addresses = list?.addresses ?? [];
  return (
    <Dialog wide title="Missed addresses" onClose={onClose}>
      <p className="dialog-help">
        Addresses visitors asked for where the site has no page: an old link, a typo, a page deleted. Send them on to
        the right page.
      </p>
      <p role="status" className="missed-said">
        {said}
      </p>
      {sending ? (
        <SendForm
          address={sending}
          onSent={(to) => sent(sending, to)}
          onCancel={() => {
            setSending(undefined);
            requestAnimationFrame(() =>
              listRef.current?.querySelector<HTMLElement>(`button[data-address="${CSS.escape(sending)}"]`)?.focus(),
            );
          }}
          onSignedOut={onSignedOut}
        />
      ) : (
        <div ref={listRef}>
          {problem ? (
            <p className="form-error" role="alert">
              {problem}
            </p>
          ) : !list ? (
            <p>Reading the addresses visitors missed…</p>
          ) : addresses.length === 0 ? (
            <p>
              No missed addresses yet. When a visitor asks for an address the site has no page at, it is listed here
              with how often, when, and where they came from.
            </p>
          ) : (
            <MissedTable addresses={addresses} onSend={setSending} />
          )}
          {list?.probes ? (
            <p className="dialog-help">
              {plural(list.probes, 'request', 'requests')} from robots probing for weaknesses (such as /wp-login.php)
              were set aside: nothing to do about them.
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
