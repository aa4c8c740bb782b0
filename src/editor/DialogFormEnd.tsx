import { busyButtonProps } from './busyButton';

/** The end of a dialog's form: its error in plain words (announced), Cancel, and the button that sends it. */
export function DialogFormEnd({
  error,
  busy,
  submitLabel,
  onCancel,
}: {
  error: string | null | undefined;
  busy: boolean;
  submitLabel: string;
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
          {busy ? 'Adding…' : submitLabel}
        </button>
      </div>
    </>
  );
}
