/**
 * Share a preview: a link that shows the site as it would be after publishing (everything saved), or one page of it,
 * to someone without an account, for a day, a week or a month. The new link is shown once, with Copy: the server
 * keeps only a hash of it. Below, every open link with who made it and until when, each with Revoke.
 */
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  maxLabelChars,
  type PreviewLinkMade,
  type PreviewLinkSummary,
  previewLinkDays,
} from '../../editorApi/previewLinks';
import { Refused, SignedOut } from '../api';
import { busyButtonProps } from '../busyButton';
import { Dialog } from '../Dialog';
import { useDialogSubmit } from '../useDialogSubmit';
import { previewLinksApi } from './previewLinksApi';
import './previewLinks.css';

const dayWords = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** "Dec 6, 2026": the day a link stops working. */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

const scopeWords = (link: PreviewLinkSummary) =>
  link.scope.kind === 'site' ? 'The whole site' : `The page ${link.scope.route}`;

function NewLink({ made }: { made: PreviewLinkMade }) {
  const [said, setSaid] = useState('');
  const inputId = useId();
  const address = `${window.location.origin}${made.address}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setSaid('Copied. Paste it into an e-mail or a message.');
    } catch {
      // The page may not use the clipboard (an older browser, or not over HTTPS): the text is selected instead.
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
      setSaid('Selected: press Ctrl+C (or ⌘C) to copy it.');
    }
  };
  return (
    <section className="preview-link-new" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>Your new link</h3>
      <label htmlFor={inputId}>Preview link</label>
      <div className="preview-link-copy">
        <input id={inputId} readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="field-help">
        Copy it now: for safety it is shown only this once. It works until {dayOf(made.link.expires)}, for anyone who
        has it.
      </p>
      <p role="status" className="preview-link-said">
        {said}
      </p>
    </section>
  );
}

function OpenLinks({ links, onRevoke }: { links: PreviewLinkSummary[]; onRevoke(link: PreviewLinkSummary): void }) {
  if (links.length === 0) return <p className="field-help">No preview links are open.</p>;
  return (
    <ul className="preview-link-list">
      {links.map((link) => (
        <li key={link.id} data-link-id={link.id}>
          <div>
            <strong>{link.label || scopeWords(link)}</strong>
            <span className="preview-link-facts">
              {link.label ? `${scopeWords(link)} · ` : ''}made by {link.madeBy} · works until {dayOf(link.expires)}
            </span>
          </div>
          <button type="button" className="button" onClick={() => onRevoke(link)}>
            Revoke<span className="visually-hidden"> {link.label || scopeWords(link)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PreviewLinksDialog({
  openPage,
  onClose,
  onSignedOut,
}: {
  /** The page open in the editor, offered besides the whole site. */
  openPage?: { route: string; title: string };
  onClose(): void;
  onSignedOut(): void;
}) {
  const [scope, setScope] = useState<'site' | 'page'>('site');
  const [days, setDays] = useState<number>(previewLinkDays[0]);
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<PreviewLinkMade>();
  const [links, setLinks] = useState<PreviewLinkSummary[]>();
  const [problem, setProblem] = useState<string>();
  const [said, setSaid] = useState('');
  const { error, busy, submitWith } = useDialogSubmit(onSignedOut);
  const listRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const failed = useCallback(
    (caught: unknown) => {
      if (caught instanceof SignedOut) onSignedOut();
      else setProblem(caught instanceof Error ? caught.message : String(caught));
    },
    [onSignedOut],
  );
  const reload = useCallback(() => previewLinksApi.list().then((answer) => setLinks(answer.links), failed), [failed]);
  useEffect(() => void reload(), [reload]);

  const submit = submitWith(async () => {
    const answer = await previewLinksApi.make({
      scope,
      route: scope === 'page' ? openPage?.route : undefined,
      days,
      label: label.trim() || undefined,
    });
    setMade(answer);
    setLabel('');
    setSaid('');
    await reload();
    // The new link is what the person came for: its Copy button takes the focus.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.preview-link-copy button')?.focus());
  });

  const revoke = async (link: PreviewLinkSummary) => {
    const next = links?.[links.indexOf(link) + 1];
    try {
      await previewLinksApi.revoke(link.id);
    } catch (caught) {
      // A link already gone (run out, or revoked by someone else) is as good as revoked.
      if (!(caught instanceof Refused && caught.status === 404)) return failed(caught);
    }
    if (made?.link.id === link.id) setMade(undefined);
    setSaid(`“${link.label || scopeWords(link)}” no longer works: whoever opens it sees “not found”.`);
    await reload();
    // The button pressed is gone: the next link's Revoke takes the focus, or the list's end when none is left.
    requestAnimationFrame(() => {
      const button = next && listRef.current?.querySelector<HTMLElement>(`[data-link-id="${next.id}"] button`);
      (button ?? listRef.current?.querySelector<HTMLElement>('.preview-links-end'))?.focus();
    });
  };

  return (
    <Dialog wide title="Share a preview" onClose={onClose}>
      <p className="dialog-help">
        A link that shows the site as it will be once everything saved is published, to someone without an account — the
        owner, or a customer. They can look, not change anything.
      </p>
      <form onSubmit={(event: FormEvent) => void submit(event)}>
        <fieldset className="preview-link-choice">
          <legend>What to show</legend>
          <label>
            <input type="radio" name={`${ids}-scope`} checked={scope === 'site'} onChange={() => setScope('site')} />
            The whole site
          </label>
          {openPage ? (
            <label>
              <input type="radio" name={`${ids}-scope`} checked={scope === 'page'} onChange={() => setScope('page')} />
              {/* One piece of text, so the address wraps with the words rather than in a column of its own. */}
              <span>
                Only this page: {openPage.title} <span className="preview-link-route">({openPage.route})</span>
              </span>
            </label>
          ) : null}
        </fieldset>
        <fieldset className="preview-link-choice preview-link-days">
          <legend>How long it works</legend>
          {previewLinkDays.map((each) => (
            <label key={each}>
              <input type="radio" name={`${ids}-days`} checked={days === each} onChange={() => setDays(each)} />
              {dayWords(each)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${ids}-label`}>Label (optional)</label>
        <input
          id={`${ids}-label`}
          value={label}
          maxLength={maxLabelChars}
          aria-describedby={`${ids}-label-help`}
          onChange={(event) => setLabel(event.target.value)}
        />
        <p id={`${ids}-label-help`} className="field-help">
          Who it is for, so the office knows which link to revoke (“For the owner”).
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          {/* Once a link is made, Copy is the one action that matters: this one steps back. */}
          <button type="submit" className={made ? 'button' : 'button button-primary'} {...busyButtonProps(busy)}>
            {busy ? 'Making the link…' : 'Make the link'}
          </button>
        </div>
      </form>
      {made ? <NewLink made={made} /> : null}
      <div ref={listRef} className="preview-links-open">
        <h3>Open links</h3>
        <p role="status" className="preview-link-said">
          {said}
        </p>
        {problem ? (
          <p className="form-error" role="alert">
            {problem}
          </p>
        ) : links ? (
          <OpenLinks links={links} onRevoke={(link) => void revoke(link)} />
        ) : (
          <p className="field-help">Reading the open links…</p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button preview-links-end" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
