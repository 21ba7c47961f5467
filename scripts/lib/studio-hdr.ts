/**
 * A studio of the ring viewer (engine/studioEnvironment.ts) as seen from the ring: a 256 × 128
 * equirectangular Radiance HDR in linear light, found by casting rays into the studio's meshes.
 */
import { Color, Mesh, Raycaster, Vector3, type MeshBasicMaterial, type Object3D } from 'three';

import {
  createStudioScene,
  disposeScene,
  STUDIO_LAYOUTS,
  wallRadiance,
  type StudioLayout,
} from '../../src/components/RealtimeViewer/engine/studioEnvironment';
import type { StudioId } from '../../src/data/ringViewer';
import { encodeRadianceHdr } from './radiance-hdr';

const HDR_SIZE = { width: 256, height: 128 };
/** Rays per pixel side when sampling the studio (4 × 4 softens the panel edges). */
const HDR_SUPERSAMPLE = 4;

/** Linear radiance the studio sends towards the ring from `direction` (a unit vector). */
function studioRadiance(layout: StudioLayout, surfaces: Object3D[], direction: Vector3, raycaster: Raycaster): Color {
  raycaster.set(new Vector3(0, 0, 0), direction);
  const [hit] = raycaster.intersectObjects(surfaces, false);
  if (hit) return ((hit.object as Mesh).material as MeshBasicMaterial).color.clone();
  // The room sphere is centred on the ring, so a wall's height is the ray's own y.
  return wallRadiance(layout, direction.y);
}

export function renderStudioHdr(id: StudioId): Uint8Array {
  const layout = STUDIO_LAYOUTS[id];
  const scene = createStudioScene(id);
  scene.updateMatrixWorld(true);
  // Everything but the room (the vertex-coloured sphere behind it all) can block a ray.
  const surfaces = scene.children.filter(
    (child) => child instanceof Mesh && !(child.material as MeshBasicMaterial).vertexColors,
  );
  const raycaster = new Raycaster();
  const { width, height } = HDR_SIZE;
  const pixels = new Float32Array(width * height * 3);
  const direction = new Vector3();
  const sum = new Color();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      sum.setRGB(0, 0, 0);
      for (let sy = 0; sy < HDR_SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < HDR_SUPERSAMPLE; sx += 1) {
          // three.js's equirectangular mapping: u from atan2(z, x), v from asin(y), top row first.
          const u = (x + (sx + 0.5) / HDR_SUPERSAMPLE) / width;
          const v = 1 - (y + (sy + 0.5) / HDR_SUPERSAMPLE) / height;
          const longitude = (u - 0.5) * 2 * Math.PI;
          const latitude = (v - 0.5) * Math.PI;
          direction.set(
            Math.cos(longitude) * Math.cos(latitude),
            Math.sin(latitude),
            Math.sin(longitude) * Math.cos(latitude),
          );
          sum.add(studioRadiance(layout, surfaces, direction, raycaster));
        }
      }
      sum.multiplyScalar(1 / HDR_SUPERSAMPLE ** 2);
      pixels.set([sum.r, sum.g, sum.b], (y * width + x) * 3);
    }
  }
  disposeScene(scene);
  return encodeRadianceHdr(width, height, pixels);
}
