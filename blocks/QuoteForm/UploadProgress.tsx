/**
 * How much of a request with photos has gone: a progress bar people see, and a line a screen reader reads out at
 * each tenth (every change would be read out, drowning the page).
 */
import type { CSSObject, Theme } from '@emotion/react';
import { visuallyHidden } from '../ui/GlobalStyles';

export function UploadProgress({ share }: { share: number | undefined }) {
  const percent = share === undefined ? undefined : Math.round(share * 100);
  const spoken = percent === undefined ? '' : `Sending your photos: ${Math.floor(percent / 10) * 10} %`;
  return (
    <div css={wrapStyles}>
      {percent !== undefined && (
        <>
          <progress value={percent} max={100} aria-label="Sending your photos" css={barStyles} />
          <p aria-hidden="true" css={textStyles}>
            Sending your photos… {percent} %
          </p>
        </>
      )}
      <p role="status" css={visuallyHidden}>
        {spoken}
      </p>
    </div>
  );
}

const wrapStyles: CSSObject = { position: 'relative', marginBottom: 16 };

const barStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '100%',
  height: 10,
  appearance: 'none',
  border: 0,
  borderRadius: 5,
  overflow: 'hidden',
  backgroundColor: theme.colors.surfaceAlt,
  '&::-webkit-progress-bar': { backgroundColor: theme.colors.surfaceAlt },
  '&::-webkit-progress-value': { backgroundColor: theme.colors.navy, transition: 'width 150ms linear' },
  '&::-moz-progress-bar': { backgroundColor: theme.colors.navy },
});

const textStyles = (theme: Theme): CSSObject => ({
  margin: '6px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});
