import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';

import {
  BRILLIANT_FACETS,
  brilliantExtent,
  createBrilliantCut,
} from '../../src/components/RealtimeViewer/engine/brilliantCut';
import {
  centerStonePlacement,
  GROUND_Y,
  RING,
  shankOuterRadius,
  sideStoneTransforms,
} from '../../src/components/RealtimeViewer/engine/ringGeometry';

describe('round brilliant', () => {
  const { geometry, planes } = createBrilliantCut();
  const positions = geometry.getAttribute('position');
  const normals = geometry.getAttribute('normal');

  it('has the 57 facets of a brilliant plus a 16-facet girdle', () => {
    expect(BRILLIANT_FACETS).toBe(57);
    expect(planes).toHaveLength(57 + 16);
  });

  it('is convex with planar facets: every vertex lies on or inside every facet plane', () => {
    const point = new Vector3();
    let worst = -Infinity;
    for (let i = 0; i < positions.count; i += 1) {
      point.fromBufferAttribute(positions, i);
      for (const plane of planes) {
        worst = Math.max(worst, plane.x * point.x + plane.y * point.y + plane.z * point.z - plane.w);
      }
    }
    // The gem shader finds exits by intersecting these planes: a vertex outside one would break it.
    expect(worst).toBeLessThan(1e-5);
  });

  it('winds every triangle outwards, matching its facet normal', () => {
    const [a, b, c, n] = [new Vector3(), new Vector3(), new Vector3(), new Vector3()];
    for (let i = 0; i < positions.count; i += 3) {
      a.fromBufferAttribute(positions, i);
      b.fromBufferAttribute(positions, i + 1);
      c.fromBufferAttribute(positions, i + 2);
      n.fromBufferAttribute(normals, i);
      const faceNormal = b.clone().sub(a).cross(c.clone().sub(a));
      if (faceNormal.length() > 1e-9) expect(faceNormal.normalize().dot(n)).toBeGreaterThan(0.9);
    }
  });

  it('has excellent-cut proportions for a girdle diameter of 1', () => {
    const { crown, pavilion } = brilliantExtent();
    const box = geometry.boundingBox!;
    expect(box.max.y).toBeCloseTo(crown, 5);
    expect(-box.min.y).toBeCloseTo(pavilion, 5);
    const depth = crown + pavilion;
    expect(depth).toBeGreaterThan(0.58);
    expect(depth).toBeLessThan(0.63);
    expect(box.max.x).toBeCloseTo(0.5, 3);
  });
});

describe('ring layout', () => {
  it('stands on the ground and holds the stone clear of the shank', () => {
    expect(GROUND_Y).toBeCloseTo(-(RING.innerRadius + RING.thickness.bottom), 6);
    const { position, scale } = centerStonePlacement();
    const culet = position.y - brilliantExtent().pavilion * scale;
    expect(culet).toBeGreaterThan(shankOuterRadius(Math.PI / 2));
  });

  it('sets the pavé stones on the shank surface, symmetric about the head', () => {
    const transforms = sideStoneTransforms();
    expect(transforms).toHaveLength(RING.sideStoneAngles.length * 2);
    const positions = transforms.map((matrix) => new Vector3().setFromMatrixPosition(matrix));
    const xs = positions.map((point) => Math.round(point.x * 1e6)).sort((a, b) => a - b);
    expect(xs).toEqual([...xs].reverse().map((x) => -x));
    for (const point of positions) {
      const theta = Math.atan2(point.y, point.x);
      expect(point.length()).toBeCloseTo(shankOuterRadius(theta), 1);
    }
  });
});
