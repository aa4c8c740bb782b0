/**
 * The three section backgrounds and the colours that read well on each. Section sets them as CSS custom properties,
 * so anything inside (headings, muted text, links, the focus ring) follows the band it sits in without being told.
 */
import type { Theme } from '@emotion/react';

export type Surface = 'plain' | 'alternate' | 'dark';

export function surfaceColors(theme: Theme, surface: Surface) {
  const { colors } = theme;
  if (surface === 'dark') {
    return {
      background: colors.navy,
      text: '#ffffff',
      // #cbd5e1 on the navy is 11.5:1.
      muted: '#cbd5e1',
      accent: colors.accentOnDark,
      // The blue focus colour is only 3.3:1 on the navy; white is unmistakable.
      focus: '#ffffff',
    };
  }
  return {
    background: surface === 'alternate' ? colors.surfaceAlt : colors.surface,
    text: colors.text,
    muted: colors.textMuted,
    accent: colors.accent,
    focus: colors.focus,
  };
}

/** The custom properties a band sets for its content: var(--surface-bg), var(--surface-text), var(--surface-muted), … */
export function surfaceVariables(theme: Theme, surface: Surface) {
  const c = surfaceColors(theme, surface);
  return {
    backgroundColor: c.background,
    color: c.text,
    '--surface-bg': c.background,
    '--surface-text': c.text,
    '--surface-muted': c.muted,
    '--surface-accent': c.accent,
    '--focus-ring': c.focus,
  } as const;
}
