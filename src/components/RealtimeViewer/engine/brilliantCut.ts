import { BufferGeometry, Float32BufferAttribute, Vector3, Vector4 } from 'three';

/**
 * Proportions of a round brilliant, as fractions of the girdle diameter and angles in degrees.
 * The defaults sit in the "excellent" range of common cut grading.
 */
export interface BrilliantProportions {
  table: number;
  crownAngle: number;
  pavilionAngle: number;
  girdle: number;
  /** How far the star facets reach from the table towards the girdle (0 to 1). */
  starLength: number;
  /** How far the lower girdle facets reach from the girdle towards the culet (0 to 1). */
  lowerHalfLength: number;
}

export const EXCELLENT_ROUND: BrilliantProportions = {
  table: 0.56,
  crownAngle: 34.5,
  pavilionAngle: 40.8,
  girdle: 0.03,
  starLength: 0.5,
  lowerHalfLength: 0.78,
};

const SYMMETRY = 8;
const TURN = (2 * Math.PI) / SYMMETRY;

export interface BrilliantCut {
  geometry: BufferGeometry;
  /**
   * One plane per facet, (outward normal, offset) with dot(normal, p) = offset on the facet: the
   * gem shader finds where a ray inside the stone leaves it by intersecting these planes.
   */
  planes: Vector4[];
}

/**
 * Builds the 57 facets of a round brilliant, plus a faceted girdle, with the girdle centred on
 * y = 0, table up, for a girdle diameter of 1. Every facet gets one flat normal (not one per
 * triangle), as on a cut stone.
 */
export function createBrilliantCut(proportions: BrilliantProportions = EXCELLENT_ROUND): BrilliantCut {
  const radius = 0.5;
  const halfGirdle = proportions.girdle / 2;
  const tanCrown = Math.tan((proportions.crownAngle * Math.PI) / 180);
  const tanPavilion = Math.tan((proportions.pavilionAngle * Math.PI) / 180);
  const tableRadius = proportions.table / 2 / Math.cos(TURN / 2);

  // Heights on a bezel (crown) or pavilion main facet, at a distance r from the axis measured
  // along that facet's own azimuth.
  const crownY = (r: number) => halfGirdle + (radius - r) * tanCrown;
  const pavilionY = (r: number) => -halfGirdle - (radius - r) * tanPavilion;
  const onRing = (angle: number, r: number, y: number) => new Vector3(Math.cos(angle) * r, y, Math.sin(angle) * r);

  const tableY = crownY(tableRadius);
  const table = Array.from({ length: SYMMETRY }, (_, i) => onRing(i * TURN, tableRadius, tableY));
  const tableEdgeRadius = tableRadius * Math.cos(TURN / 2);
  const starRadius = tableEdgeRadius + proportions.starLength * (radius - tableEdgeRadius);
  // Star points and lower-girdle tips sit on the planes of the bezel and pavilion main facets
  // beside them (planes symmetric about those facets' azimuths), which keeps every kite planar.
  const alongMain = (r: number) => r * Math.cos(TURN / 2);
  const stars = Array.from({ length: SYMMETRY }, (_, i) =>
    onRing((i + 0.5) * TURN, starRadius, crownY(alongMain(starRadius))),
  );
  const girdleTop = Array.from({ length: SYMMETRY * 2 }, (_, k) => onRing((k * TURN) / 2, radius, halfGirdle));
  const girdleBottom = Array.from({ length: SYMMETRY * 2 }, (_, k) => onRing((k * TURN) / 2, radius, -halfGirdle));
  const lowerRadius = radius * (1 - proportions.lowerHalfLength);
  const lowerTips = Array.from({ length: SYMMETRY }, (_, i) =>
    onRing((i + 0.5) * TURN, lowerRadius, pavilionY(alongMain(lowerRadius))),
  );
  const culet = new Vector3(0, pavilionY(0), 0);

  const facets: Vector3[][] = [table];
  const at = <T>(list: T[], index: number) => list[((index % list.length) + list.length) % list.length] as T;
  for (let i = 0; i < SYMMETRY; i += 1) {
    const star = at(stars, i);
    facets.push([at(table, i), at(table, i + 1), star]);
    facets.push([at(table, i), at(stars, i - 1), at(girdleTop, 2 * i), star]);
    facets.push([star, at(girdleTop, 2 * i), at(girdleTop, 2 * i + 1)]);
    facets.push([star, at(girdleTop, 2 * i + 1), at(girdleTop, 2 * i + 2)]);
    const tip = at(lowerTips, i);
    facets.push([at(girdleBottom, 2 * i), at(lowerTips, i - 1), culet, tip]);
    facets.push([tip, at(girdleBottom, 2 * i + 1), at(girdleBottom, 2 * i)]);
    facets.push([tip, at(girdleBottom, 2 * i + 2), at(girdleBottom, 2 * i + 1)]);
  }
  for (let k = 0; k < SYMMETRY * 2; k += 1) {
    facets.push([at(girdleTop, k), at(girdleTop, k + 1), at(girdleBottom, k + 1), at(girdleBottom, k)]);
  }

  const centre = new Vector3(0, (tableY + culet.y) / 2, 0);
  const positions: number[] = [];
  const normals: number[] = [];
  const planes: Vector4[] = [];
  for (const facet of facets) {
    const normal = newellNormal(facet);
    const centroid = facet.reduce((sum, point) => sum.add(point), new Vector3()).divideScalar(facet.length);
    // Wind every facet so its front face looks away from the stone's centre.
    const outward = normal.dot(centroid.clone().sub(centre)) >= 0;
    const ordered = outward ? facet : [...facet].reverse();
    if (!outward) normal.negate();
    planes.push(new Vector4(normal.x, normal.y, normal.z, normal.dot(centroid)));
    for (let j = 1; j < ordered.length - 1; j += 1) {
      for (const point of [ordered[0], ordered[j], ordered[j + 1]] as Vector3[]) {
        positions.push(point.x, point.y, point.z);
        normals.push(normal.x, normal.y, normal.z);
      }
    }
  }

  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return { geometry, planes };
}

/** Facet count of the cut built above: table, 8 stars, 8 bezels, 16 upper and 16 lower girdle halves, 8 mains. */
export const BRILLIANT_FACETS = 1 + 8 + 8 + 16 + 16 + 8;

/** Newell's method: a robust normal for a polygon that may not be perfectly planar. */
function newellNormal(polygon: Vector3[]): Vector3 {
  const normal = new Vector3();
  for (let i = 0; i < polygon.length; i += 1) {
    const current = polygon[i] as Vector3;
    const next = polygon[(i + 1) % polygon.length] as Vector3;
    normal.x += (current.y - next.y) * (current.z + next.z);
    normal.y += (current.z - next.z) * (current.x + next.x);
    normal.z += (current.x - next.x) * (current.y + next.y);
  }
  return normal.normalize();
}

/** Height of the stone above and below its girdle centre, for a girdle diameter of 1. */
export function brilliantExtent(proportions: BrilliantProportions = EXCELLENT_ROUND): {
  crown: number;
  pavilion: number;
} {
  const halfGirdle = proportions.girdle / 2;
  const tableRadius = proportions.table / 2 / Math.cos(TURN / 2);
  return {
    crown: halfGirdle + (0.5 - tableRadius) * Math.tan((proportions.crownAngle * Math.PI) / 180),
    pavilion: halfGirdle + 0.5 * Math.tan((proportions.pavilionAngle * Math.PI) / 180),
  };
}
