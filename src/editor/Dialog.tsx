/** A modal dialog (the native <dialog>: focus stays inside, Escape closes it); `wide` makes room for a diff. */
import { type ReactNode, useEffect, useId, useRef } from 'react';

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
