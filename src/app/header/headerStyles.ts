/**
 * The header's styles. Heights are fixed (see GlobalStyles' scroll padding): 64 px bar + 52 px call bar on phones,
 * 72 px from md. Text on navy is white (17:1) or #cbd5e1 (11.5:1); white on the accent is 5.3:1.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { cardShadowRaised } from '../../../blocks/ui/card';
import { CALL_BAR_HEIGHT_PHONE, HEADER_HEIGHT, HEADER_HEIGHT_PHONE } from '../../../blocks/ui/GlobalStyles';
import { hoverHover, mq, reducedMotion } from '../../../blocks/ui/media';
import { surfaceVariables } from '../../../blocks/ui/surface';

export const desktopMenuStyles = (theme: Theme): CSSObject => ({
  display: 'none',
  marginInline: 'auto',
  [mq(theme).lg]: { display: 'block' },
});

export const desktopMenuListStyles: CSSObject = { display: 'flex', alignItems: 'center', gap: 4 };

export const headerStyles = (theme: Theme): CSSObject => ({
  ...surfaceVariables(theme, 'dark'),
  position: 'sticky',
  top: 0,
  zIndex: 100,
});

export const barStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  height: HEADER_HEIGHT_PHONE,
  backgroundColor: theme.colors.navy,
  borderBottom: `1px solid ${theme.colors.navyLight}`,
  [mq(theme).md]: { height: HEADER_HEIGHT },
});

export const barContentStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  height: '100%',
  // The padding sits outside the content width, as in Section, so the wordmark lines up with every block.
  maxWidth: theme.maxWidth + 2 * 20,
  marginInline: 'auto',
  paddingInline: 20,
  [mq(theme).md]: { maxWidth: theme.maxWidth + 2 * 32, paddingInline: 32, gap: 24 },
});

export const wordmarkStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  flexShrink: 0,
  color: '#ffffff',
  textDecoration: 'none',
  borderRadius: 4,
  '&:hover': { color: '#ffffff' },
};

export const shortNameStyles: CSSObject = {
  fontSize: '1.1875rem',
  fontWeight: 750,
  letterSpacing: '-0.01em',
  lineHeight: 1.15,
};

export const sublineStyles: CSSObject = {
  fontSize: '0.6875rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  lineHeight: 1.3,
  textTransform: 'uppercase',
  color: 'var(--surface-muted)',
};

export const topLinkStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  padding: '0 12px',
  border: 0,
  borderRadius: theme.radius - 4,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 550,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease-out',
  // The global a:hover colour is for light pages: on navy the words stay white.
  '&:hover': { color: '#ffffff' },
  [hoverHover]: { '&:hover': { backgroundColor: theme.colors.navyLight } },
  // The current page (or the group it belongs to): an accent rule under the words.
  '&[aria-current]::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 4,
    height: 3,
    borderRadius: 2,
    backgroundColor: theme.colors.accentOnDark,
  },
  [reducedMotion]: { transition: 'none' },
});

export const groupButtonStyles: CSSObject = {
  cursor: 'pointer',
  '& svg': { transition: 'transform 150ms ease-out' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&[aria-current]::after': { right: 30 },
  [reducedMotion]: { '& svg': { transition: 'none' } },
};

export const dropdownStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  // The panel starts at the bottom of the 72 px bar; the invisible strip above it keeps the pointer "inside"
  // on its way down from the button.
  top: `calc(100% + ${(HEADER_HEIGHT - 44) / 2}px)`,
  left: 0,
  zIndex: 1,
  minWidth: 240,
  margin: 0,
  padding: 8,
  listStyle: 'none',
  backgroundColor: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  boxShadow: cardShadowRaised,
  // A light panel: the light-surface focus ring again.
  '--focus-ring': theme.colors.focus,
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: '100%',
    height: (HEADER_HEIGHT - 44) / 2 + 2,
  },
  '&[hidden]': { display: 'none' },
});

export const dropdownLinkStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '8px 14px',
  borderRadius: theme.radius - 4,
  color: theme.colors.text,
  fontWeight: 550,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: theme.colors.surfaceAlt, color: theme.colors.navy },
  // The accent on white is 5.3:1.
  '&[aria-current="page"]': {
    color: theme.colors.accent,
    fontWeight: 700,
    boxShadow: `inset 3px 0 0 ${theme.colors.accent}`,
  },
});

export const callInHeaderStyles = (theme: Theme): CSSObject => ({
  display: 'none',
  marginLeft: 'auto',
  [mq(theme).md]: { display: 'flex' },
  [mq(theme).lg]: { marginLeft: 0 },
});

/**
 * The call button in the bar: the label small over the number, so it fits beside the menu from 1024 px.
 * It relies on CallButton's children: the icon, then the label <span>, then the number <span>.
 */
export const compactCallStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  alignItems: 'center',
  justifyContent: 'start',
  columnGap: 10,
  rowGap: 0,
  minHeight: 48,
  padding: '4px 18px 4px 14px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  '& > svg': { gridRow: '1 / span 2' },
  '& > span:first-of-type': { fontSize: '0.8125rem', fontWeight: 550, lineHeight: 1.25 },
  '& > span:last-of-type': { fontSize: '1.0625rem', lineHeight: 1.25 },
};

export const menuButtonStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginLeft: 'auto',
  marginRight: -8,
  padding: 0,
  border: 0,
  borderRadius: theme.radius - 4,
  background: 'transparent',
  color: '#ffffff',
  [hoverHover]: { '&:hover': { backgroundColor: theme.colors.navyLight } },
  // Once the call button shares the bar, it takes the free space instead.
  [mq(theme).md]: { marginLeft: 0 },
  [mq(theme).lg]: { display: 'none' },
  // It holds both icons, menu and close: its state picks the one shown.
  '&[aria-expanded="false"] > svg + svg, &[aria-expanded="true"] > svg:first-of-type': { display: 'none' },
});

export const mobileMenuPlacementStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 1,
  [mq(theme).lg]: { display: 'none' },
});

export const noScriptMenuStyles = (theme: Theme): CSSObject => ({
  backgroundColor: theme.colors.navy,
  borderTop: `1px solid ${theme.colors.navyLight}`,
  padding: '8px 20px 12px',
  [mq(theme).lg]: { display: 'none' },
  '& > ul': { display: 'flex', flexWrap: 'wrap', gap: '4px 20px', maxWidth: theme.maxWidth, marginInline: 'auto' },
  '& a': { display: 'inline-block', padding: '6px 0', color: '#fff', fontWeight: 600, textUnderlineOffset: 4 },
});

/** The phone menu's panel, which slides in when the header's script first adds it to the page (headerScript.ts). */
export const mobileMenuPanelStyles = (theme: Theme): CSSObject => ({
  maxHeight: `calc(100dvh - ${HEADER_HEIGHT_PHONE}px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '8px 12px 24px',
  backgroundColor: theme.colors.navy,
  borderBottom: `1px solid ${theme.colors.navyLight}`,
  boxShadow: '0 16px 32px rgba(15, 28, 46, 0.35)',
  [mq(theme).md]: { maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`, paddingInline: 24 },
  '& > nav': { maxWidth: theme.maxWidth, marginInline: 'auto' },
  '@keyframes menu-panel-in': { from: { opacity: 0, transform: 'translateY(-8px)' } },
  animation: 'menu-panel-in 0.2s ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

export const mobileLinkStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  padding: '8px 12px',
  borderRadius: theme.radius - 4,
  color: '#ffffff',
  fontSize: '1.0625rem',
  fontWeight: 550,
  textDecoration: 'none',
  '&:hover': { backgroundColor: theme.colors.navyLight, color: '#ffffff' },
  '&[aria-current="page"]': {
    backgroundColor: theme.colors.navyLight,
    boxShadow: `inset 3px 0 0 ${theme.colors.accentOnDark}`,
    fontWeight: 700,
  },
});

export const mobileGroupHeadingStyles: CSSObject = {
  display: 'block',
  padding: '16px 12px 4px',
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'var(--surface-muted)',
};

export const mobileGroupListStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: '0 0 8px 12px',
  padding: '0 0 0 8px',
  borderLeft: `2px solid ${theme.colors.navyLight}`,
});

export const callBarStyles = (theme: Theme): CSSObject => ({
  backgroundColor: theme.colors.accent,
  [mq(theme).md]: { display: 'none' },
});

/** The full-width bar on phones: one line where it fits, the number on a second line on the narrowest screens. */
export const callBarButtonStyles: CSSObject = {
  display: 'flex',
  width: '100%',
  height: CALL_BAR_HEIGHT_PHONE,
  minHeight: 0,
  padding: '0 12px',
  border: 0,
  borderRadius: 0,
  fontSize: '0.9375rem',
  lineHeight: 1.2,
  columnGap: 8,
  '& svg': { width: 18, height: 18 },
  // The white ring drawn inside the accent (5.3:1) rather than outside on the page.
  '&:focus-visible': { outlineOffset: -6 },
};
