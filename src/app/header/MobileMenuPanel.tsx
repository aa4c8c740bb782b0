/**
 * The phone menu's sliding panel. It is the only animated part of the header, so it lives in its own chunk with
 * framer-motion: a visitor downloads the animation code when they reach for the menu (or when the browser is idle),
 * never before the page can run.
 */
import type { ReactNode } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';

// The animation features are a chunk of their own, asked for when the panel first renders (the menu opens): the
// panel itself is fetched when the browser is idle, and that need not bring them along (docs/performance.md).
const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

export interface MobileMenuPanelProps {
  open: boolean;
  panelStyles: (theme: Theme) => CSSObject;
  children: ReactNode;
}

export function MobileMenuPanel({ open, panelStyles, children }: MobileMenuPanelProps) {
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <AnimatePresence>
        {open && (
          <m.div
            key="menu"
            initial={{ opacity: 0, y: -8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -8 }}
            transition={{ duration: reduceMotion ? 0 : 0.2, ease: 'easeOut' }}
            css={panelStyles}
          >
            {children}
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
