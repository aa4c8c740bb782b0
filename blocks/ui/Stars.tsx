/**
 * A star rating drawn inline: n filled stars of 5, read out once in the words the block gives ("4 out of 5 stars").
 */
import type { CSSObject, Theme } from '@emotion/react';

const STAR = 'M12 2.8l2.85 5.8 6.4.93-4.63 4.5 1.1 6.37L12 17.4l-5.72 3 1.1-6.37-4.63-4.5 6.4-.93z';

interface StarsProps {
  value: number;
  /** What screen readers say for the rating, given the number of filled stars. */
  label: (filled: number) => string;
  size?: number;
  className?: string;
}

export function Stars({ value, label, size = 20, className }: StarsProps) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={label(filled)}
      className={className}
      css={{ display: 'inline-flex', gap: 2, lineHeight: 0 }}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          width={size}
          height={size}
          aria-hidden="true"
          css={(theme) => starStyles(theme, i < filled)}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

// The star colour is 3.4:1 on white: enough for a graphic; the label carries the rating.
const starStyles = (theme: Theme, filled: boolean): CSSObject => ({
  fill: filled ? theme.colors.star : 'transparent',
  stroke: filled ? theme.colors.star : theme.colors.textMuted,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});
