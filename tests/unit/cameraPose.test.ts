import { describe, expect, it } from 'vitest';

import {
  CAMERA_POSE_KEY,
  formatCameraPose,
  parseCameraPose,
  POLAR_LIMITS,
  roundCameraPose,
  searchWithCameraPose,
  ZOOM_LIMITS,
  type CameraPose,
} from '../../src/components/RealtimeViewer/cameraPose';
import { QUOTED_VALUE_MAX } from '../../src/components/RealtimeViewer/configuration';
import { HOTSPOT_IDS } from '../../src/components/RealtimeViewer/hotspots';

const pose: CameraPose = { azimuth: -35.24, polar: 62.06, distance: 0.8504, target: [0, 0.1234, -0.0004] };

function problemOf(raw: string): string {
  const parsed = parseCameraPose(raw);
  if (!('problem' in parsed)) throw new Error(`"${raw}" was read as a pose`);
  return parsed.problem;
}

describe('a linked camera view', () => {
  it('is written in characters a query string keeps as they are, at the precision of the link', () => {
    expect(formatCameraPose(pose)).toBe('-35.2_62.1_0.85_0_0.123_0');
    expect(formatCameraPose({ ...pose, focus: 'prongs' })).toBe('-35.2_62.1_0.85_0_0.123_0_prongs');
    expect(searchWithCameraPose('?metal=platinum', pose)).toBe(
      `?metal=platinum&${CAMERA_POSE_KEY}=-35.2_62.1_0.85_0_0.123_0`,
    );
  });

  it('reads back what it wrote, for every part it can focus on', () => {
    for (const focus of [undefined, ...HOTSPOT_IDS]) {
      const written = roundCameraPose({ ...pose, ...(focus ? { focus } : {}) });
      expect(parseCameraPose(formatCameraPose(written))).toEqual({ pose: written });
    }
  });

  it('turns any azimuth into one from -180 to 180', () => {
    for (const [given, expected] of [
      [360, 0],
      [190, -170],
      [-190, 170],
      [725.5, 5.5],
      [180, -180],
    ]) {
      const parsed = parseCameraPose(`${given}_45_1_0_0_0`);
      expect('pose' in parsed && parsed.pose.azimuth).toBeCloseTo(expected!, 9);
    }
  });

  it('takes angles and distances up to their limits and none beyond', () => {
    const at = (polar: number, distance: number) => `0_${polar}_${distance}_0_0_0`;
    expect('pose' in parseCameraPose(at(POLAR_LIMITS.least, ZOOM_LIMITS.closest))).toBe(true);
    expect('pose' in parseCameraPose(at(POLAR_LIMITS.most, ZOOM_LIMITS.furthest))).toBe(true);
    expect(problemOf(at(POLAR_LIMITS.least - 0.1, 1))).toMatch(/degrees from above.*from 1\.2 to 87\.7/);
    expect(problemOf(at(POLAR_LIMITS.most + 0.1, 1))).toMatch(/degrees from above/);
    expect(problemOf(at(45, ZOOM_LIMITS.closest - 0.01))).toMatch(/distance.*from 0\.3 to 2\.2/);
    expect(problemOf(at(45, ZOOM_LIMITS.furthest + 0.01))).toMatch(/distance/);
  });

  it('says why a value is not a view, quoting it shortened, and opens on the three-quarter view', () => {
    for (const raw of [
      '',
      '1_2_3',
      '1_2_3_4_5_6_7_8',
      '0_45_1_0_0_0_ring',
      '0_45_1_0__0',
      '0_45_1_0_x_0',
      'NaN_45_1_0_0_0',
      '0_45_Infinity_0_0_0',
    ]) {
      expect(problemOf(raw), raw).toMatch(new RegExp(`^Ignored "cam=.*three-quarter view\\.$`));
    }
    const long = 'x'.repeat(500);
    expect(problemOf(long)).toContain(`"cam=${'x'.repeat(QUOTED_VALUE_MAX)}…"`);
  });

  it('leaves the address with the other parameters when dropped', () => {
    expect(searchWithCameraPose('?cam=1_45_1_0_0_0&metal=platinum', null)).toBe('?metal=platinum');
    expect(searchWithCameraPose('?cam=1_45_1_0_0_0', null)).toBe('');
  });
});
