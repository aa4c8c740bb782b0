import { busyButtonProps } from './busyButton';

/**
 * The end of a dialog's form: its error in plain words (announced), Cancel, and the button that sends it, which says
 * what it is doing while it waits ("Adding…" unless told).
 */
export function DialogFormEnd({
  error,
  busy,
  submitLabel,
  busyLabel = 'Adding…',
  onCancel,
}: {
  error: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel(): void;
}) {
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" {...busyButtonProps(busy)}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
