import { describe, expect, it } from 'vitest';

import { calibratedCpuMultiplier, REFERENCE_THROTTLED_INDEX } from '../../scripts/lib/lighthouse-run.mjs';

describe('the CPU slowdown calibrated to the host', () => {
  it("gives the mobile preset's 4x on the host Lighthouse's preset assumes", () => {
    expect(calibratedCpuMultiplier(1750)).toBe(4);
  });

  it("brings any host to the same throttled index, to the multiplier's one decimal", () => {
    for (const index of [600, 825, 1000, 1299, 2400, 2900]) {
      const multiplier = calibratedCpuMultiplier(index);
      // Rounding the multiplier by at most 0.05 moves the throttled index by at most this much.
      expect(Math.abs(index / multiplier - REFERENCE_THROTTLED_INDEX)).toBeLessThanOrEqual(
        (REFERENCE_THROTTLED_INDEX * 0.05) / multiplier + 1e-9,
      );
    }
  });

  it('never speeds up a host slower than the reference phone', () => {
    expect(calibratedCpuMultiplier(300)).toBe(1);
  });

  it('refuses an index it cannot use', () => {
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => calibratedCpuMultiplier(index)).toThrow(/benchmark index/);
  });
});
