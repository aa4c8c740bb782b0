/** A modal dialog wide enough for a diff (the native <dialog>: focus stays inside, Escape closes it). */
import { useEffect, useRef, type ReactNode } from 'react';

export function WideDialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
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
    <dialog ref={ref} className="dialog publish-dialog" aria-labelledby="publish-dialog-title">
      <h2 id="publish-dialog-title">{title}</h2>
      {children}
    </dialog>
  );
}
