/**
 * The reset and base typography for the whole site, from the theme: one font family, a type scale with clamp() for
 * the large headings, the focus ring, and the reduced-motion switch. The font's @font-face rules are in fontFaces.ts, outside Emotion.
 */
import { Global, type CSSObject, type Theme } from '@emotion/react';
import { mq, reducedMotion } from './media';

/** Heights of the sticky header, used to keep anchored and focused elements clear of it. */
export const HEADER_HEIGHT = 72;
export const HEADER_HEIGHT_PHONE = 64;
export const CALL_BAR_HEIGHT_PHONE = 52;

/** The type scale in rem (16 px base): 14 / 16 / 18 / 22 / 28 / 36 / 48+. */
export const fontSize = {
  small: '0.875rem',
  body: '1rem',
  lead: '1.125rem',
  h4: '1.375rem',
  h3: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  h2: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.25rem)',
  h1: 'clamp(2.125rem, 1.4rem + 3vw, 3.5rem)',
} as const;

/** Hidden on screen, still read by screen readers (also available as the class .visually-hidden). */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function GlobalStyles() {
  return <Global styles={(theme) => [globalStyles(theme), noMotionStyles]} />;
}

function globalStyles(theme: Theme): CSSObject {
  const { colors, fonts } = theme;
  return {
    '*, *::before, *::after': { boxSizing: 'border-box' },
    html: {
      // Keep targets of #anchors and focused fields clear of the sticky header (and the call bar on phones).
      scrollPaddingTop: HEADER_HEIGHT_PHONE + CALL_BAR_HEIGHT_PHONE + 16,
      [mq(theme).md]: { scrollPaddingTop: HEADER_HEIGHT + 16 },
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
    },
    body: {
      margin: 0,
      minHeight: '100vh',
      fontFamily: fonts.body,
      fontSize: fontSize.body,
      lineHeight: 1.6,
      color: colors.text,
      backgroundColor: colors.surface,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
    },
    'h1, h2, h3, h4, h5, h6': {
      fontFamily: fonts.heading,
      fontWeight: 750,
      lineHeight: 1.15,
      letterSpacing: '-0.015em',
      margin: '0 0 0.5em',
      textWrap: 'balance',
    },
    h1: { fontSize: fontSize.h1, letterSpacing: '-0.025em', lineHeight: 1.08 },
    h2: { fontSize: fontSize.h2 },
    h3: { fontSize: fontSize.h3, lineHeight: 1.25 },
    h4: { fontSize: fontSize.h4, lineHeight: 1.3 },
    p: { margin: '0 0 1em', textWrap: 'pretty' },
    'ul, ol': { margin: 0, paddingLeft: '1.25em' },
    'img, svg, video': { display: 'block', maxWidth: '100%' },
    img: { height: 'auto' },
    a: { color: colors.accent, textDecorationThickness: '1px', textUnderlineOffset: '0.18em' },
    'a:hover': { color: colors.accentHover },
    'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
    button: { cursor: 'pointer' },
    '::selection': { backgroundColor: colors.navy, color: '#ffffff' },
    // The ring follows the band it sits in: blue on light surfaces, white on navy (see surface.ts).
    ':focus-visible': {
      outline: `3px solid var(--focus-ring, ${colors.focus})`,
      outlineOffset: 3,
    },
    ':focus:not(:focus-visible)': { outline: 'none' },
    // The main heading focused on arriving by a click or a tap (src/app/pageArrival.ts): focus for screen readers,
    // no box round the words for the eyes.
    '[data-arrival-focus]:focus-visible': { outline: 'none' },
    '.visually-hidden': visuallyHidden,
  };
}

// Nothing moves for visitors who ask for less motion ('!important' beats the components' own transitions).
const noMotionStyles: CSSObject = {
  [reducedMotion]: {
    html: { scrollBehavior: 'auto' },
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The CSS types know no !important; the value is right as written.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
};
