/**
 * Small round marks in the accent colour that lead a card or a list item.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { Icon, type IconName } from './Icon';

/**
 * An icon in an accent-tinted circle: the mark of a benefit or promise card.
 */
export function IconBadge({ name }: { name: IconName }) {
  return (
    <span css={iconBadgeStyles}>
      <Icon name={name} size={28} />
    </span>
  );
}

/**
 * A check mark in a small tinted circle, in the accent that reads on the band it sits in (copper on light,
 * the lighter copper on navy): the bullet of a checklist.
 */
export function CheckMark() {
  return (
    <span css={checkMarkStyles}>
      <Icon name="check" size={18} css={{ strokeWidth: 2.75 }} />
    </span>
  );
}

const iconBadgeStyles = (theme: Theme): CSSObject => ({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: '50%',
  color: theme.colors.accent,
  backgroundColor: `color-mix(in srgb, ${theme.colors.accent} 12%, ${theme.colors.surface})`,
});

const checkMarkStyles: CSSObject = {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  color: 'var(--surface-accent)',
  backgroundColor: 'color-mix(in srgb, var(--surface-accent) 14%, transparent)',
};
