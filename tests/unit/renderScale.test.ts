import { describe, expect, it } from 'vitest';

import {
  createRenderScale,
  RENDER_SCALE_DEFAULTS,
  type RenderScale,
} from '../../src/components/RealtimeViewer/engine/renderScale';
import {
  dampingFactorFor,
  DAMPING_PER_60HZ_FRAME,
  REDUCED_MOTION_DAMPING_PER_60HZ_FRAME,
} from '../../src/components/RealtimeViewer/engine/damping';

const { samples, slowFrameMs, fastFrameMs, min, step } = RENDER_SCALE_DEFAULTS;

/** Feeds one decision's worth of frames that each took `intervalMs`; returns what record() said last. */
function frames(scale: RenderScale, intervalMs: number, count = samples): boolean {
  let changed = false;
  for (let i = 0; i < count; i += 1) changed = scale.record(intervalMs);
  return changed;
}

describe('dynamic resolution while the view moves', () => {
  it('keeps full resolution on a device that draws at 60 or 30 fps', () => {
    const scale = createRenderScale();
    expect(frames(scale, 16.7)).toBe(false);
    expect(frames(scale, 33.3)).toBe(false);
    expect(scale.moving).toBe(1);
  });

  it('steps down after a run of slow frames, never below the floor', () => {
    const scale = createRenderScale();
    expect(frames(scale, slowFrameMs + 90)).toBe(true);
    expect(scale.moving).toBeCloseTo(step);
    for (let i = 0; i < 10; i += 1) frames(scale, slowFrameMs + 90);
    expect(scale.moving).toBe(min);
    expect(frames(scale, slowFrameMs + 90)).toBe(false);
  });

  it('decides on the median, so one hitch among fast frames changes nothing', () => {
    const scale = createRenderScale();
    frames(scale, 16.7, samples - 1);
    expect(scale.record(500)).toBe(false);
    expect(scale.moving).toBe(1);
  });

  it('climbs back to full resolution once frames are fast again, and stops there', () => {
    const scale = createRenderScale();
    for (let i = 0; i < 5; i += 1) frames(scale, 130);
    expect(scale.moving).toBe(min);
    for (let i = 0; i < 5; i += 1) frames(scale, fastFrameMs - 5);
    expect(scale.moving).toBe(1);
    expect(frames(scale, fastFrameMs - 5)).toBe(false);
  });

  it('holds between the two thresholds, where a step either way would see-saw', () => {
    const scale = createRenderScale();
    frames(scale, 130);
    const held = scale.moving;
    expect(frames(scale, (slowFrameMs + fastFrameMs) / 2)).toBe(false);
    expect(scale.moving).toBe(held);
  });

  it('forgets partial samples after a pause and ignores intervals that are not times', () => {
    const scale = createRenderScale();
    frames(scale, 130, samples - 1);
    scale.restart();
    expect(scale.record(130)).toBe(false);
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(scale.record(bad)).toBe(false);
    expect(scale.moving).toBe(1);
  });

  it('rejects options that could not settle', () => {
    expect(() => createRenderScale({ ...RENDER_SCALE_DEFAULTS, min: 0 })).toThrow(RangeError);
    expect(() => createRenderScale({ ...RENDER_SCALE_DEFAULTS, step: 1 })).toThrow(RangeError);
    expect(() => createRenderScale({ ...RENDER_SCALE_DEFAULTS, fastFrameMs: slowFrameMs })).toThrow(RangeError);
  });
});

describe('damping in time rather than frames', () => {
  /** Share of a glide's motion left after `seconds`, updated at `fps`. */
  function remainingAfter(seconds: number, fps: number, perFrame = DAMPING_PER_60HZ_FRAME): number {
    let remaining = 1;
    for (let frame = 0; frame < Math.round(seconds * fps); frame += 1)
      remaining *= 1 - dampingFactorFor(1 / fps, perFrame);
    return remaining;
  }

  it('leaves the same share of motion after one second at 12, 30 and 60 fps', () => {
    const at60 = remainingAfter(1, 60);
    expect(remainingAfter(1, 12)).toBeCloseTo(at60, 6);
    expect(remainingAfter(1, 30)).toBeCloseTo(at60, 6);
    // At 60 fps it is OrbitControls' own per-frame factor.
    expect(dampingFactorFor(1 / 60)).toBeCloseTo(DAMPING_PER_60HZ_FRAME, 9);
  });

  it('stops a glide sooner under reduced motion, and a zero step moves nothing', () => {
    expect(remainingAfter(0.5, 12, REDUCED_MOTION_DAMPING_PER_60HZ_FRAME)).toBeLessThan(0.01);
    expect(remainingAfter(0.5, 12)).toBeLessThan(0.1);
    expect(dampingFactorFor(0)).toBe(0);
  });
});
