import { Raycaster, Vector3, type Object3D } from 'three';

/** How far above its surface a sight line starts, so the part it marks does not stop it. */
const SIGHT_LINE_OFFSET = 0.02;

/** A point on a part's surface and the surface's outward normal there, in world space. */
export interface SurfaceAnchor {
  point: Vector3;
  normal: Vector3;
}

/**
 * Whether a hotspot's anchor can be seen from the camera: its surface faces the camera, and no
 * other part of the ring stands on the straight line between them. Raycasting ignores
 * `visible`, so the caller passes only the parts that are shown.
 */
export function inSight(
  { point, normal }: SurfaceAnchor,
  cameraPosition: Vector3,
  occluders: Object3D[],
  sightLine = new Raycaster(),
): boolean {
  const toCamera = new Vector3().subVectors(cameraPosition, point);
  const distance = toCamera.length();
  toCamera.divideScalar(distance);
  if (normal.dot(toCamera) <= 0) return false;
  sightLine.set(point.clone().addScaledVector(toCamera, SIGHT_LINE_OFFSET), toCamera);
  sightLine.far = distance;
  return sightLine.intersectObjects(occluders, true).length === 0;
}
