/**
 * The Request a Quote form's styles. Field borders and messages meet the contrast a control needs on white.
 */
import { keyframes, type CSSObject, type Theme } from '@emotion/react';
import { mq, reducedMotion } from '../ui/media';

export const columnsStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: 32,
  alignItems: 'start',
  [mq(theme).lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 40 },
});

// The accent rule on top ties the card to the page's calls to action.
export const formCardStyles = (theme: Theme): CSSObject => ({
  padding: 'clamp(24px, 4vw, 40px)',
  borderTop: `4px solid ${theme.colors.accent}`,
});

export const fieldGridStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: '20px 16px',
  marginBottom: 24,
  [mq(theme).sm]: { gridTemplateColumns: '1fr 1fr' },
});

// Field borders use the quiet text colour: 7.5:1 on white, well above the 3:1 a control's edge needs.
export const controlStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  width: '100%',
  minHeight: 48,
  padding: '11px 14px',
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radius - 4,
  backgroundColor: '#ffffff',
  color: theme.colors.text,
  fontSize: '1rem',
  lineHeight: 1.5,
  transition: 'border-color 150ms ease-out, box-shadow 150ms ease-out',
  '&:hover': { borderColor: theme.colors.text },
  // A soft halo with the ring, so the field being typed in is plain to see.
  '&:focus': { borderColor: theme.colors.focus, boxShadow: `0 0 0 3px ${theme.colors.focus}33` },
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, boxShadow: `inset 0 0 0 1px ${theme.colors.error}` },
  [reducedMotion]: { transition: 'none' },
});

export const fieldErrorStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 6,
  margin: '8px 0 0',
  color: theme.colors.error,
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.45,
  '& svg': { marginTop: 2 },
});

export const counterStyles = (theme: Theme, over: boolean): CSSObject => ({
  margin: '6px 0 0',
  textAlign: 'right',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  color: over ? theme.colors.error : theme.colors.textMuted,
  fontWeight: over ? 600 : 400,
});

export const noticeStyles = (theme: Theme, tone: 'success' | 'error'): CSSObject => {
  const colour = tone === 'success' ? theme.colors.success : theme.colors.error;
  return {
    display: 'flex',
    gap: 12,
    marginBottom: 24,
    padding: '16px 18px',
    borderRadius: theme.radius,
    border: `1px solid ${colour}`,
    borderLeftWidth: 6,
    backgroundColor: tone === 'success' ? '#eef7f1' : '#fdf1f0',
    color: theme.colors.text,
    '& > svg': { color: colour, marginTop: 2 },
    // The error red on its pale tint is 5.9:1, the success green 4.9:1: both fine for the bold links.
    '& a': { color: colour, fontWeight: 700 },
    '& a[href^="tel:"]': { whiteSpace: 'nowrap' },
  };
};

export const summaryListStyles: CSSObject = { margin: 0, paddingLeft: '1.25em', '& li + li': { marginTop: 6 } };

// Messages take focus to be read out; the focus ring is for controls, not for this.
export const messageTargetStyles: CSSObject = { '&:focus': { outline: 'none' } };

export const submitButtonStyles = (theme: Theme): CSSObject => ({
  width: '100%',
  marginTop: 8,
  // Busy, not unavailable: full colour keeps the white label at its 5.3:1.
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 1 },
  [mq(theme).sm]: { minHeight: 52, fontSize: '1.0625rem' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerStyles: CSSObject = {
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: '2px solid rgba(255, 255, 255, 0.45)',
  borderTopColor: '#ffffff',
  animation: `${spin} 800ms linear infinite`,
  [reducedMotion]: { animation: 'none' },
};

export const promiseStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 8,
  margin: '16px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  '& svg': { marginTop: 3, color: theme.colors.accent },
});

/** A field's help, between its label and the field: the quiet text colour, 7.5:1 on white. */
export const helpStyles = (theme: Theme): CSSObject => ({
  margin: '-2px 0 8px',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  lineHeight: 1.45,
});

/** One answer of a group: the whole line is the target, at least 44 px high for a finger. */
export const optionStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minHeight: 44,
  cursor: 'pointer',
  '& input': { width: 20, height: 20, margin: 0, flex: 'none' },
};

/** A field's label (and a group's legend), above its control. */
export const labelStyles: CSSObject = { display: 'block', marginBottom: 6, fontWeight: 600 };

export const legendStyles: CSSObject = { ...labelStyles, padding: 0 };

/** A group of answers takes the whole row, without the fieldset's own frame. */
export const answerGroupStyles: CSSObject = { gridColumn: '1 / -1', minWidth: 0, border: 0, margin: 0, padding: 0 };
