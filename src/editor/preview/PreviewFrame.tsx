/**
 * The page as visitors see it: the server's HTML of it shown in a frame (/edit/preview, preview.tsx) as wide as a
 * phone, a tablet or a desktop screen, scaled down to fit when the pane is narrower. The page, new words typed since
 * and the block to outline go to the frame by postMessage (previewMessages.ts); a click in it comes back as the place
 * in the YAML of what was clicked, and words typed over a field in place as that field's new value.
 */
import { useEffect, useRef, useState } from 'react';
import { type Place, parsePlace } from '../../places/places';
import type { Preview } from '../api';
import type { FromFrame, Highlight, PlaceWords, ToFrame } from './previewMessages';
import { reachesPrototype } from '../../yamlEdits/prototypeKeys';
import './previewFrame.css';

export type PreviewWidth = 'phone' | 'tablet' | 'desktop';
const widths: Record<PreviewWidth, number> = { phone: 375, tablet: 768, desktop: 1280 };

/** What the frame shows: the server's page, and the words typed since that are drawn before its next one. */
export interface PreviewDrawing {
  preview: Preview;
  words?: PlaceWords[];
}

/**
 * Words typed on the page go straight into an edit of the text at the place the frame names: a place through
 * `__proto__` or its kin (src/yamlEdits/prototypeKeys.ts) is dropped here, before any code reads or edits at it.
 */
function isEditablePlace(place: unknown): place is string {
  const found = placeOf(place);
  return found !== undefined && !reachesPrototype(found.path);
}

/** The place a message names, read once here: the editor goes on with its file and data path. */
const placeOf = (place: unknown): Place | undefined => (typeof place === 'string' ? parsePlace(place) : undefined);

export function PreviewFrame({
  drawing,
  highlight,
  width,
  onSelect,
  onTextEditing,
  onTextEdited,
}: {
  drawing: PreviewDrawing | undefined;
  highlight: Highlight | undefined;
  width: PreviewWidth;
  /** A click in the preview, on something that comes from `place` of the YAML (never the first of a double-click). */
  onSelect(place: Place): void;
  /** Typing over the field from `place` began on the page itself (a double-click): the keyboard is there. */
  onTextEditing?(place: Place): void;
  /** Words typed over the field from `place` on the page itself: its new value as the YAML holds it. */
  onTextEdited?(place: string, text: string): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ width: 0, height: 0 });
  /** The page the frame has: new words are drawn over it, the next page replaces it. */
  const pageInFrame = useRef<Preview>(undefined);
  const select = useRef(onSelect);
  select.current = onSelect;
  const textEditing = useRef(onTextEditing);
  textEditing.current = onTextEditing;
  const textEdited = useRef(onTextEdited);
  textEdited.current = onTextEdited;

  useEffect(() => {
    const listen = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      // Anything may arrive: what names a place is read as one, whatever the type says.
      const place = placeOf((event.data as { place?: unknown } | undefined)?.place);
      if (event.data?.type === 'preview-ready') setReady(true);
      else if (event.data?.type === 'preview-select' && place) select.current(place);
      else if (event.data?.type === 'preview-text-editing' && place) textEditing.current?.(place);
      else if (
        event.data?.type === 'preview-text-edited' &&
        isEditablePlace(event.data.place) &&
        typeof event.data.text === 'string'
      )
        textEdited.current?.(event.data.place, event.data.text);
    };
    addEventListener('message', listen);
    return () => removeEventListener('message', listen);
  }, []);

  const send = (message: ToFrame) => frame.current?.contentWindow?.postMessage(message, location.origin);

  // biome-ignore lint/correctness/useExhaustiveDependencies: send only reads the frame.
  useEffect(() => {
    if (!ready || !drawing) return;
    const { preview, words } = drawing;
    // Each answer of the server is sent whole, even the page the frame has: it takes back any words drawn ahead of
    // a check that then found a mistake. Only the parts that differ are put in place.
    if (!words || pageInFrame.current !== preview) {
      pageInFrame.current = preview;
      send({ type: 'preview', preview: { html: preview.html, site: preview.site } });
    }
    if (words) send({ type: 'preview-words', words });
  }, [ready, drawing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: send only reads the frame.
  useEffect(() => {
    if (ready) send({ type: 'preview-highlight', highlight: highlight ?? null });
  }, [ready, highlight?.place, highlight?.label]);

  useEffect(() => {
    const element = box.current!;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const target = widths[width];
  const scale = size.width ? Math.min(1, size.width / target) : 1;
  return (
    <div className="preview-box" ref={box}>
      <iframe
        ref={frame}
        className="preview-frame"
        src="/edit/preview"
        title="Preview of the page"
        style={{ width: `${target}px`, height: `${size.height / scale}px`, transform: `scale(${scale})` }}
      />
    </div>
  );
}
