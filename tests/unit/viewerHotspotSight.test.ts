import { BoxGeometry, Mesh, MeshBasicMaterial, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';

import { inSight } from '../../src/components/RealtimeViewer/engine/hotspotSight';

/** A hotspot on a surface at the origin that faces +z, as the ring's anchors face out of their part. */
const anchor = { point: new Vector3(0, 0, 0), normal: new Vector3(0, 0, 1) };
const camera = new Vector3(0, 0, 10);

function block(z: number): Mesh {
  const mesh = new Mesh(new BoxGeometry(1, 1, 0.2), new MeshBasicMaterial());
  mesh.position.set(0, 0, z);
  mesh.updateMatrixWorld();
  return mesh;
}

describe('hotspot sight line', () => {
  it('sees a hotspot that faces the camera with nothing in between', () => {
    expect(inSight(anchor, camera, [])).toBe(true);
    expect(inSight(anchor, camera, [block(-3)])).toBe(true); // behind the hotspot
  });

  it('hides a hotspot when another part stands between it and the camera', () => {
    expect(inSight(anchor, camera, [block(5)])).toBe(false);
    const aside = block(5);
    aside.position.x = 3;
    aside.updateMatrixWorld();
    expect(inSight(anchor, camera, [aside])).toBe(true);
  });

  it('hides a hotspot whose surface faces away, whatever stands around it', () => {
    expect(inSight(anchor, new Vector3(0, 0, -10), [])).toBe(false);
    expect(inSight(anchor, new Vector3(10, 0, 0), [])).toBe(false); // edge-on
  });
});
