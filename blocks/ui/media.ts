/**
 * Media queries built from the theme's breakpoints, so every block changes layout at the same widths.
 * Mobile first: `mq(theme).sm` applies from the sm width up.
 */
import type { Theme } from '@emotion/react';
import { useSyncExternalStore } from 'react';

type BreakpointName = keyof Theme['breakpoints'];

export function mq(theme: Theme): Record<BreakpointName, string> {
  const { sm, md, lg } = theme.breakpoints;
  return {
    sm: `@media (min-width: ${sm}px)`,
    md: `@media (min-width: ${md}px)`,
    lg: `@media (min-width: ${lg}px)`,
  };
}

/** Below a breakpoint: for the rare rule that only phones need. */
export function below(theme: Theme, name: BreakpointName): string {
  return `@media (max-width: ${theme.breakpoints[name] - 0.02}px)`;
}

/** Touch screens and others without a pointer that hovers: reveal what hover would reveal. */
export const hoverNone = '@media (hover: none)';

/** Screens whose pointer can hover: hover effects belong here so a tap does not leave them stuck. */
export const hoverHover = '@media (hover: hover)';

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion, kept current when the setting changes; undefined in the server HTML and
 * while the page hydrates, for a block whose markup offers both choices and lets CSS pick one before any script runs
 * (the hero's Play and Pause buttons).
 */
export function useReducedMotionOnceKnown(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribeToReducedMotion, prefersReducedMotionNow, () => undefined);
}

function prefersReducedMotionNow(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}
