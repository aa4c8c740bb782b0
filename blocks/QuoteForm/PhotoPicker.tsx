/**
 * A photos field: the browser's own file input, so that without JavaScript the photos go with the plain form (a
 * multipart post). With JavaScript a second choice adds to the first rather than replacing it, each chosen photo is
 * shown as a small preview (an object URL, given back when it goes) with a button to remove it, and the input's
 * files are kept equal to the list, so the request sends exactly what is shown. A HEIC photo, which most browsers
 * cannot draw, is shown as a tile with its name.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { type FormField as DeclaredField, photoAccept, photoCountOf } from '../../src/quotes/formFields';
import { Icon } from '../ui/Icon';
import { visuallyHidden } from '../ui/GlobalStyles';

interface PhotoPickerProps {
  field: DeclaredField;
  id: string;
  files: readonly File[];
  onFiles: (name: string, files: File[]) => void;
  invalid: boolean;
  describedBy?: string;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** "2.4 MB", "380 KB": how large a photo is, as people read it. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function PhotoPicker({ field, id, files, onFiles, invalid, describedBy, inputRef }: PhotoPickerProps) {
  const most = photoCountOf(field);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());

  // Photos chosen while the page's script was still on its way are in the input already: taken into the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the input is there.
  useEffect(() => {
    if (input?.files?.length && files.length === 0) onFiles(field.name, Array.from(input.files));
  }, [input]);

  // The input holds exactly the photos listed, so the form (and the plain post) sends what the visitor sees.
  useEffect(() => {
    if (!input || typeof DataTransfer === 'undefined') return;
    const list = new DataTransfer();
    for (const file of files) list.items.add(file);
    input.files = list.files;
  }, [input, files]);

  const choose = (chosen: FileList | null) => onFiles(field.name, [...files, ...Array.from(chosen ?? [])]);
  const remove = (index: number) => {
    onFiles(
      field.name,
      files.filter((_, at) => at !== index),
    );
    // Focus stays in the field: on the input, where the next photo can be chosen.
    input?.focus();
  };

  return (
    <div>
      <input
        ref={(element) => {
          setInput(element);
          inputRef(element);
        }}
        id={id}
        name={field.name}
        type="file"
        multiple={most > 1}
        accept={photoAccept}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => choose(event.target.files)}
        css={fileInputStyles}
      />
      <p css={noteStyles}>
        Up to {most} photo{most === 1 ? '' : 's'}: JPEG, PNG, WebP or HEIC, each at most 12 MB.
      </p>
      {files.length > 0 && (
        <ul aria-label={`Chosen photos (${files.length} of ${most})`} css={listStyles}>
          {files.map((file, index) => (
            <li key={previews[index]} css={itemStyles}>
              {unreadable.has(previews[index]) ? (
                <span css={tileStyles} aria-hidden="true">
                  {/\.[a-z0-9]+$/i.exec(file.name)?.[0].slice(1).toUpperCase() ?? 'Photo'}
                </span>
              ) : (
                <img
                  src={previews[index]}
                  alt=""
                  css={thumbStyles}
                  onError={() => setUnreadable((old) => new Set(old).add(previews[index]))}
                />
              )}
              <span css={nameStyles}>
                <span css={fileNameStyles}>{file.name}</span>
                <span css={sizeStyles}>{sizeText(file.size)}</span>
              </span>
              <button type="button" onClick={() => remove(index)} css={removeStyles}>
                <Icon name="close" size={18} />
                <span css={visuallyHidden}>Remove {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const fileInputStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: 8,
  border: `1px dashed ${theme.colors.textMuted}`,
  borderRadius: theme.radius - 4,
  backgroundColor: '#ffffff',
  color: theme.colors.text,
  fontSize: '1rem',
  '&::file-selector-button': {
    minHeight: 44,
    marginRight: 12,
    padding: '0 16px',
    border: `1px solid ${theme.colors.navy}`,
    borderRadius: theme.radius - 4,
    backgroundColor: '#ffffff',
    color: theme.colors.navy,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderStyle: 'solid' },
});

const noteStyles = (theme: Theme): CSSObject => ({
  margin: '6px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.875rem',
});

const listStyles: CSSObject = {
  listStyle: 'none',
  margin: '12px 0 0',
  padding: 0,
  display: 'grid',
  gap: 8,
};

const itemStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 8,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius - 4,
  backgroundColor: '#ffffff',
});

const thumbStyles = (theme: Theme): CSSObject => ({
  width: 56,
  height: 56,
  flex: 'none',
  objectFit: 'cover',
  borderRadius: theme.radius - 6,
});

const tileStyles = (theme: Theme): CSSObject => ({
  ...thumbStyles(theme),
  display: 'grid',
  placeItems: 'center',
  backgroundColor: theme.colors.surfaceAlt,
  color: theme.colors.textMuted,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
});

const nameStyles: CSSObject = { display: 'grid', minWidth: 0, flex: 1 };
const fileNameStyles: CSSObject = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const sizeStyles = (theme: Theme): CSSObject => ({ color: theme.colors.textMuted, fontSize: '0.875rem' });

const removeStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flex: 'none',
  border: 0,
  borderRadius: theme.radius - 4,
  backgroundColor: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.colors.surfaceAlt },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 1 },
});
