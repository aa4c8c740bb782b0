/**
 * The one card look used by every block: radius, border, shadow and the hover lift. Cards that are links lift on
 * hover and keyboard focus; nothing moves under reduced motion.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { hoverHover, reducedMotion } from './media';

export const cardShadow = '0 1px 2px rgba(15, 28, 46, 0.06), 0 4px 16px rgba(15, 28, 46, 0.08)';
export const cardShadowRaised = '0 2px 4px rgba(15, 28, 46, 0.08), 0 14px 32px rgba(15, 28, 46, 0.16)';

export function cardStyles(theme: Theme): CSSObject {
  return {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    boxShadow: cardShadow,
    // A card is light even inside a dark band: its focus ring goes back to the light-surface colour.
    '--focus-ring': theme.colors.focus,
    '--surface-bg': theme.colors.surface,
    '--surface-text': theme.colors.text,
    '--surface-muted': theme.colors.textMuted,
    '--surface-accent': theme.colors.accent,
  };
}

/** The hover lift for cards that are (or hold) a link: 4 px up and a deeper shadow, in 150 ms. */
export const cardLift: CSSObject = {
  transition: 'transform 150ms ease-out, box-shadow 150ms ease-out',
  [hoverHover]: {
    '&:hover': { transform: 'translateY(-4px)', boxShadow: cardShadowRaised },
  },
  '&:focus-within': { transform: 'translateY(-4px)', boxShadow: cardShadowRaised },
  [reducedMotion]: {
    transition: 'none',
    '&:hover, &:focus-within': { transform: 'none' },
  },
};
