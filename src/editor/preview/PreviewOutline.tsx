/**
 * The outline around the block the cursor is in, drawn over the page in the preview frame with the name of the
 * block's kind: it glides from block to block as the cursor moves (at once for whoever asks for reduced motion),
 * follows the block as the page or the frame changes size, and brings a block that is off screen into view. It lies
 * over the page in a layer of its own, outside the page's root: it takes no click and moves nothing on the page.
 */
import { domAnimation, LazyMotion, m, MotionConfig } from 'framer-motion';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BLOCK_SOURCE } from '../../places/places';
import type { Highlight } from './previewMessages';

/** The outline's looks, for a constructed style sheet (the frame's policy allows no <style> text). */
export const outlineStyles = `
.preview-outline-layer { position: absolute; top: 0; left: 0; width: 0; height: 0; z-index: 2147483000; pointer-events: none; }
.preview-outline {
  position: absolute; top: 0; left: 0; box-sizing: border-box; pointer-events: none;
  border: 3px solid #1d4ed8; border-radius: 4px; box-shadow: 0 0 0 2px #fff;
}
.preview-outline-label {
  position: absolute; top: 0; left: 0; padding: 2px 8px; border: 1px solid #1d4ed8; border-radius: 0 0 4px 0;
  background: #1d4ed8; color: #fff; font: 600 13px/1.4 system-ui, sans-serif; white-space: nowrap;
}
@media (forced-colors: active) {
  .preview-outline { border-color: Highlight; box-shadow: none; }
  .preview-outline-label { border-color: Highlight; background: Canvas; color: CanvasText; }
}
`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const spring = { type: 'spring', stiffness: 520, damping: 42, mass: 0.8 } as const;

/**
 * Whether the person asks for reduced motion, followed as it changes (framer-motion's useReducedMotion reads it once,
 * when the outline first appears).
 */
const lessMotion = matchMedia('(prefers-reduced-motion: reduce)');
const useLessMotion = () =>
  useSyncExternalStore(
    (changed) => {
      lessMotion.addEventListener('change', changed);
      return () => lessMotion.removeEventListener('change', changed);
    },
    () => lessMotion.matches,
  );

function BlockOutline({ highlight, drawn, layer }: { highlight: Highlight | null; drawn: number; layer: Element }) {
  const reduceMotion = useLessMotion();
  const [box, setBox] = useState<Box>();
  /** The place last brought into view: the page is scrolled for a new block only, never against the person. */
  const broughtIntoView = useRef<string>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each drawing may have put another element at the place.
  useLayoutEffect(() => {
    const element = highlight
      ? document.querySelector(`[${BLOCK_SOURCE}="${CSS.escape(highlight.place)}"]`)
      : undefined;
    if (!highlight || !element) {
      setBox(undefined);
      return;
    }
    const measure = () => {
      const block = element.getBoundingClientRect();
      const origin = layer.getBoundingClientRect();
      setBox({ x: block.left - origin.left, y: block.top - origin.top, width: block.width, height: block.height });
    };
    measure();
    if (broughtIntoView.current !== highlight.place) {
      broughtIntoView.current = highlight.place;
      const { top, bottom } = element.getBoundingClientRect();
      if (bottom <= 0 || top >= innerHeight)
        element.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'instant' : 'smooth' });
    }
    // The block itself, and the page around it (a block above it grown or shrunk, the frame made wider).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [highlight, drawn, layer]);

  if (!highlight || !box) return null;
  return (
    <m.div
      className="preview-outline"
      data-preview-outline=""
      initial={false}
      animate={{ x: box.x, y: box.y, width: box.width, height: box.height }}
      transition={reduceMotion ? { duration: 0 } : spring}
    >
      <span className="preview-outline-label">{highlight.label}</span>
    </m.div>
  );
}

/** Puts the outline's layer after the page's root; the function it returns draws the outline anew. */
export function mountBlockOutline(): (highlight: Highlight | null, drawn: number) => void {
  const layer = document.createElement('div');
  layer.className = 'preview-outline-layer';
  layer.setAttribute('aria-hidden', 'true');
  document.body.append(layer);
  const root = createRoot(layer);
  return (highlight, drawn) =>
    root.render(
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <BlockOutline highlight={highlight} drawn={drawn} layer={layer} />
        </MotionConfig>
      </LazyMotion>,
    );
}
