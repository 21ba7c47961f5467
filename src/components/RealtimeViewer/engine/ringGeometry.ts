import {
  BufferGeometry,
  CatmullRomCurve3,
  Float32BufferAttribute,
  Matrix4,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

import { brilliantExtent } from './brilliantCut';

/**
 * The solitaire ring, in centimetres: a tapered comfort-fit shank standing upright (its axis along
 * z), a four-prong head with a gallery rail holding the centre stone, and pavé stones along the
 * shoulders. Everything is generated here; no model file is downloaded.
 */
export const RING = {
  innerRadius: 0.85,
  /** Shank thickness (radial) and width (along the finger) at the bottom and under the head. */
  thickness: { bottom: 0.15, top: 0.2 },
  width: { bottom: 0.19, top: 0.26 },
  centerStoneDiameter: 0.62,
  sideStoneDiameter: 0.1,
  /** Angles of the pavé stones from the top of the ring, on each shoulder (degrees). */
  sideStoneAngles: [12, 18, 24, 30, 36],
  prongCount: 4,
  prongRadius: 0.027,
} as const;

/** Height of the ground the ring stands on. */
export const GROUND_Y = -(RING.innerRadius + RING.thickness.bottom);

/** How much of the taper has happened at angle theta (0 at the bottom, 1 under the head). */
function taper(theta: number): number {
  return ((1 + Math.sin(theta)) / 2) ** 3;
}

function shankSize(theta: number): { thickness: number; width: number } {
  const t = taper(theta);
  return {
    thickness: RING.thickness.bottom + (RING.thickness.top - RING.thickness.bottom) * t,
    width: RING.width.bottom + (RING.width.top - RING.width.bottom) * t,
  };
}

/** Outer surface radius of the shank at angle theta (around z, 0 = +x, pi/2 = top). */
export function shankOuterRadius(theta: number): number {
  return RING.innerRadius + shankSize(theta).thickness;
}

/**
 * The shank: a rounded profile swept around the ring, flatter inside (comfort fit) and domed
 * outside, growing towards the head. An indexed grid that wraps in both directions gives smooth
 * normals with no seam.
 */
export function createShankGeometry(aroundSegments = 200, profileSegments = 40): BufferGeometry {
  const positions: number[] = [];
  for (let i = 0; i < aroundSegments; i += 1) {
    const theta = (i / aroundSegments) * Math.PI * 2;
    const { thickness, width } = shankSize(theta);
    for (let j = 0; j < profileSegments; j += 1) {
      const t = (j / profileSegments) * Math.PI * 2;
      const c = Math.cos(t);
      const s = Math.sin(t);
      const radial = Math.sign(c) * Math.abs(c) ** (c > 0 ? 0.75 : 0.3);
      const axial = Math.sign(s) * Math.abs(s) ** 0.35;
      const r = RING.innerRadius + (thickness * (radial + 1)) / 2;
      positions.push(Math.cos(theta) * r, Math.sin(theta) * r, (width / 2) * axial);
    }
  }
  const indices: number[] = [];
  const vertex = (i: number, j: number) => (i % aroundSegments) * profileSegments + (j % profileSegments);
  for (let i = 0; i < aroundSegments; i += 1) {
    for (let j = 0; j < profileSegments; j += 1) {
      const a = vertex(i, j);
      const b = vertex(i + 1, j);
      const c = vertex(i + 1, j + 1);
      const d = vertex(i, j + 1);
      indices.push(a, b, d, b, c, d);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}

/** Where the centre stone sits: its girdle centre, straight above the top of the shank. */
export function centerStonePlacement(): { position: Vector3; scale: number } {
  const { pavilion } = brilliantExtent();
  const scale = RING.centerStoneDiameter;
  const culetClearance = 0.03;
  return {
    position: new Vector3(0, shankOuterRadius(Math.PI / 2) + culetClearance + pavilion * scale, 0),
    scale,
  };
}

/**
 * The head: four claw prongs that rise from the shank, hug the girdle and bend over the crown,
 * tied together by a gallery rail.
 */
export function createHeadGeometry(): BufferGeometry {
  const { position: girdle } = centerStonePlacement();
  const stoneRadius = RING.centerStoneDiameter / 2;
  const prong = RING.prongRadius;
  const top = shankOuterRadius(Math.PI / 2);
  const parts: BufferGeometry[] = [];

  // Prong path in (distance from the stone's axis, height) pairs.
  const path: [number, number][] = [
    [0.1, top - 0.06],
    [0.17, top + 0.08],
    [0.27, girdle.y - 0.16],
    [stoneRadius + prong * 0.9, girdle.y - 0.02],
    [stoneRadius + prong * 0.6, girdle.y + 0.05],
    [stoneRadius - prong * 0.8, girdle.y + 0.1],
  ];
  for (let k = 0; k < RING.prongCount; k += 1) {
    const azimuth = Math.PI / 4 + (k * Math.PI * 2) / RING.prongCount;
    const points = path.map(([r, y]) => new Vector3(Math.cos(azimuth) * r, y, Math.sin(azimuth) * r));
    const curve = new CatmullRomCurve3(points, false, 'centripetal');
    parts.push(new TubeGeometry(curve, 48, prong, 12, false));
    const tip = new SphereGeometry(prong * 1.15, 16, 12);
    const end = points.at(-1) as Vector3;
    tip.translate(end.x, end.y, end.z);
    parts.push(tip);
    const foot = new SphereGeometry(prong, 12, 8);
    const start = points[0] as Vector3;
    foot.translate(start.x, start.y, start.z);
    parts.push(foot);
  }

  // One gallery rail low under the stone ties the prongs together and leaves the pavilion in view.
  const rail = new TorusGeometry(0.225, 0.02, 12, 96);
  rail.rotateX(Math.PI / 2);
  rail.translate(0, girdle.y - 0.2, 0);
  parts.push(rail);

  const merged = mergeGeometries(parts.map((part) => part.toNonIndexed()));
  for (const part of parts) part.dispose();
  if (!merged) throw new Error('Could not merge the ring head geometry.');
  return merged;
}

/**
 * Transforms of the pavé stones: on the outer surface of the shoulders, table facing outwards,
 * girdle slightly below the metal so the stones read as set, not glued on.
 */
export function sideStoneTransforms(): Matrix4[] {
  const up = new Vector3(0, 1, 0);
  const transforms: Matrix4[] = [];
  for (const degrees of RING.sideStoneAngles) {
    for (const side of [-1, 1]) {
      const theta = Math.PI / 2 + (side * degrees * Math.PI) / 180;
      const outward = new Vector3(Math.cos(theta), Math.sin(theta), 0);
      const position = outward.clone().multiplyScalar(shankOuterRadius(theta) - 0.006);
      const rotation = new Quaternion().setFromUnitVectors(up, outward);
      const scale = new Vector3().setScalar(RING.sideStoneDiameter);
      transforms.push(new Matrix4().compose(position, rotation, scale));
    }
  }
  return transforms;
}

/**
 * Points on the ring's surface that the hotspots are pinned to, each with the surface's outward
 * normal there (a point whose normal faces away from the camera is on the far side): the centre of
 * the stone's table, the outside of the front-left prong where it hugs the girdle (beside the
 * stone in the three-quarter view, not over it), and the band's side.
 */
export function hotspotAnchors(): Record<'centerStone' | 'prongs' | 'band', { point: Vector3; normal: Vector3 }> {
  const { position: girdle, scale } = centerStonePlacement();
  const { crown } = brilliantExtent();
  const prongOutside = RING.centerStoneDiameter / 2 + RING.prongRadius * 1.9;
  const azimuth = (3 * Math.PI) / 4;
  return {
    centerStone: { point: new Vector3(0, girdle.y + crown * scale, 0), normal: new Vector3(0, 1, 0) },
    prongs: {
      point: new Vector3(Math.cos(azimuth) * prongOutside, girdle.y - 0.02, Math.sin(azimuth) * prongOutside),
      normal: new Vector3(Math.cos(azimuth), 0.2, Math.sin(azimuth)).normalize(),
    },
    band: {
      point: new Vector3(shankOuterRadius(0), 0, RING.width.bottom * 0.3),
      normal: new Vector3(1, 0, 0.25).normalize(),
    },
  };
}
