/**
 * A modal dialog (the native <dialog>: focus stays inside, Escape closes it); `wide` makes room for a diff. When it
 * goes, focus goes back to what had it before (the button that opened it), never to the page's body: React removes
 * the element without the dialog's own close(), which would have done so.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './dialog.css';

export function Dialog({
  title,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  onClose(): void;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // After React's commit, so a dialog that replaced itself with another keeps the focus there.
      queueMicrotask(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        if (opener?.isConnected) opener.focus();
      });
    };
  }, []);
  useEffect(() => {
    const dialog = ref.current!;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, [onClose]);
  return (
    <dialog ref={ref} className={wide ? 'dialog publish-dialog' : 'dialog'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
