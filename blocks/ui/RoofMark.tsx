/**
 * The roof mark beside the company name in the header and the footer: a roof line and chimney in the accent over a
 * house outline.
 */
import { useTheme } from '@emotion/react';

export function RoofMark({ size = 36 }: { size?: number }) {
  const theme = useTheme();
  return (
    <svg
      viewBox="0 0 40 40"
      width={size}
      height={size}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      css={{ flexShrink: 0 }}
    >
      <path d="M9.5 19.5V33h21V19.5M17 33v-7.5h6V33" stroke="currentColor" strokeWidth={2.75} />
      <path d="M27.5 7.5v5" stroke={theme.colors.accentOnDark} strokeWidth={3.5} />
      <path d="M3.5 21.5L20 7l16.5 14.5" stroke={theme.colors.accentOnDark} strokeWidth={3.75} />
    </svg>
  );
}
