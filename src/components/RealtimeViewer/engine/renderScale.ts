/**
 * Dynamic resolution for devices that cannot keep up. While the view moves, the interval between
 * drawn frames says how long the device needed for each; when frames come slower than
 * `slowFrameMs`, the drawing buffer shrinks a step (fewer pixels to shade and, where the browser
 * composites in software, to copy back on the main thread); when they come fast again it grows
 * back. The engine draws every still frame at full resolution, so what the visitor looks at
 * after the motion stops is always sharp. No three.js here: the policy is unit-tested alone.
 */
export interface RenderScaleOptions {
  /** Smallest scale of the drawing buffer's width and height (0.5 shades a quarter of the pixels). */
  min: number;
  /** Median interval above which the device is too slow for the current scale. */
  slowFrameMs: number;
  /**
   * Median interval below which the next larger scale is affordable. A step up costs about
   * 1 / step² as much, so keep this under slowFrameMs × step² to avoid see-sawing.
   */
  fastFrameMs: number;
  /** Frames measured before each decision. */
  samples: number;
  /** Factor applied to width and height at each step down. */
  step: number;
}

/** 25 fps is the floor for a smooth turn; a 60 Hz device at 30 fps or better keeps full resolution. */
export const RENDER_SCALE_DEFAULTS: Readonly<RenderScaleOptions> = Object.freeze({
  min: 0.5,
  slowFrameMs: 40,
  fastFrameMs: 22,
  samples: 8,
  step: 0.75,
});

export interface RenderScale {
  /** Scale at which to draw frames while the view moves (1 = full resolution). */
  readonly moving: number;
  /** Feeds the interval since the previous moving frame; true when `moving` changed. */
  record(intervalMs: number): boolean;
  /** Drops the samples taken so far: after a pause the next interval is not a frame's cost. */
  restart(): void;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function createRenderScale(options: Readonly<RenderScaleOptions> = RENDER_SCALE_DEFAULTS): RenderScale {
  if (!(options.min > 0 && options.min <= 1)) throw new RangeError(`min must be in (0, 1], got ${options.min}`);
  if (!(options.step > 0 && options.step < 1)) throw new RangeError(`step must be in (0, 1), got ${options.step}`);
  if (!(options.fastFrameMs < options.slowFrameMs))
    throw new RangeError('fastFrameMs must be below slowFrameMs, or the scale would never settle');
  let moving = 1;
  let samples: number[] = [];
  return {
    get moving() {
      return moving;
    },
    record(intervalMs) {
      if (!Number.isFinite(intervalMs) || intervalMs <= 0) return false;
      samples.push(intervalMs);
      if (samples.length < options.samples) return false;
      const typical = median(samples);
      samples = [];
      const before = moving;
      if (typical > options.slowFrameMs) moving = Math.max(options.min, moving * options.step);
      else if (typical < options.fastFrameMs) moving = Math.min(1, moving / options.step);
      return moving !== before;
    },
    restart() {
      samples = [];
    },
  };
}
