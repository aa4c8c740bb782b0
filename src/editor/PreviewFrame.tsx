/**
 * The page as visitors see it: the site's own blocks drawn in a frame (/edit/preview) as wide as a phone, a tablet
 * or a desktop screen, scaled down to fit when the pane is narrower. The data arrives by postMessage.
 */
import { useEffect, useRef, useState } from 'react';
import type { Preview } from './api';

export type PreviewWidth = 'phone' | 'tablet' | 'desktop';
const widths: Record<PreviewWidth, number> = { phone: 375, tablet: 768, desktop: 1280 };

export function PreviewFrame({ preview, width }: { preview: Preview | undefined; width: PreviewWidth }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (
        event.origin === location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data?.type === 'preview-ready'
      )
        setReady(true);
    };
    addEventListener('message', listen);
    return () => removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (ready && preview) frame.current?.contentWindow?.postMessage({ type: 'preview', preview }, location.origin);
  }, [ready, preview]);

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
