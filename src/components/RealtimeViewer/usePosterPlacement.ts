import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

import { frameOverlays, measureCoveredEdges } from './coveredEdges';

/**
 * Where the poster goes so that it shows the ring where the engine will draw it: the engine
 * frames the ring in the part of the frame that the overlays leave free (its height, centred),
 * so the poster, drawn at the frame's height and centred, is scaled to that height and moved to
 * that part. Measured once the page runs and whenever the frame or an overlay changes size; the
 * server's HTML shows the poster unscaled until then. A transform, so nothing else moves.
 */
export function usePosterPlacement(frameRef: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties>();
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const place = () => {
      const height = frame.clientHeight;
      if (height <= 0) return;
      const { top, right, bottom, left } = measureCoveredEdges(frame);
      setPlacement({
        '--poster-shift-x': `${(left - right) / 2}px`,
        '--poster-shift-y': `${top}px`,
        '--poster-scale': String((height - top - bottom) / height),
      } as CSSProperties);
    };
    place();
    const observer = new ResizeObserver(place);
    for (const element of [frame, ...frameOverlays(frame)]) observer.observe(element);
    return () => observer.disconnect();
  }, [frameRef]);
  return placement;
}
