/**
 * Which bands along the edges of the 3D frame the page's overlays (the toolbar, a metal picker, the
 * prompt) cover, so that the engine frames the ring in the rest of it and the poster sits where
 * the engine will draw the ring. Overlays are marked `data-frame-overlay` in the markup.
 */
import type { FrameInsets } from './engine/protocol';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Elements laid over the 3D frame, marked in the markup. */
const OVERLAY_SELECTOR = '[data-frame-overlay]';

/** The overlays of the viewer whose frame (the canvas's parent) is `frame`. */
export function frameOverlays(frame: Element): Element[] {
  const stage = frame.closest('[data-viewer-phase]');
  return stage ? Array.from(stage.querySelectorAll(OVERLAY_SELECTOR)) : [];
}

/** The bands of `frame` its overlays cover, as laid out now. */
export function measureCoveredEdges(frame: Element): FrameInsets {
  return coveredEdges(
    frame.getBoundingClientRect(),
    frameOverlays(frame).map((overlay) => overlay.getBoundingClientRect()),
  );
}

const NO_INSETS: FrameInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * Each overlay that lies over the frame is given to the one edge where clearing it costs the
 * smallest share of the frame: a toolbar across the foot takes a band at the bottom, a column of
 * swatches at the side a band at the left. Overlays outside the frame (on phones the controls sit
 * below it) or not shown (zero size) cover nothing.
 */
export function coveredEdges(frame: Box, overlays: readonly Box[]): FrameInsets {
  const width = frame.right - frame.left;
  const height = frame.bottom - frame.top;
  const insets = { ...NO_INSETS };
  if (width <= 0 || height <= 0) return insets;
  for (const overlay of overlays) {
    const overlaps =
      overlay.right > overlay.left &&
      overlay.bottom > overlay.top &&
      overlay.left < frame.right &&
      overlay.right > frame.left &&
      overlay.top < frame.bottom &&
      overlay.bottom > frame.top;
    if (!overlaps) continue;
    const bands: [keyof FrameInsets, number, number][] = [
      ['top', overlay.bottom - frame.top, height],
      ['bottom', frame.bottom - overlay.top, height],
      ['left', overlay.right - frame.left, width],
      ['right', frame.right - overlay.left, width],
    ];
    const [edge, band] = bands.reduce((best, next) => (next[1] / next[2] < best[1] / best[2] ? next : best));
    insets[edge] = Math.max(insets[edge], Math.min(band, edge === 'top' || edge === 'bottom' ? height : width));
  }
  // The ring keeps at least half of the frame each way, whatever the overlays.
  [insets.top, insets.bottom] = shrinkToHalf(insets.top, insets.bottom, height);
  [insets.left, insets.right] = shrinkToHalf(insets.left, insets.right, width);
  return insets;
}

/** Two opposite bands, reduced in proportion so that together they cover at most half of `span`. */
function shrinkToHalf(a: number, b: number, span: number): [number, number] {
  const excess = a + b - span / 2;
  return excess > 0 ? [a - (excess * a) / (a + b), b - (excess * b) / (a + b)] : [a, b];
}
