import {
  BackSide,
  BoxGeometry,
  BufferAttribute,
  Color,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  SphereGeometry,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';

import type { StudioId } from '../../../data/ringViewer';

/**
 * Jewellery photo studios, each built from a few meshes and baked into a prefiltered environment
 * map (PMREM) on the GPU, so no HDR file is downloaded. Metals and stones have no colour of their
 * own to show off; they show their surroundings. The dark gaps between light sources draw the
 * contours on polished metal and the bright panels the highlights and the sparkle in the stone, so
 * each studio is a different balance of the two.
 */
interface LightBox {
  /** Width and height in metres of the imagined studio. */
  size: [number, number];
  position: [number, number, number];
  /** Radiance multiplier on white (values above 1 are brighter than the tone-mapped white). */
  intensity: number;
  /** Slight colour temperature shift; 1 is neutral, above 1 warmer. */
  warmth?: number;
}

type LinearRgb = readonly [number, number, number];

export interface StudioLayout {
  /** Linear radiance of the walls at the top and the bottom of the room, blended by height. */
  walls: { top: LinearRgb; bottom: LinearRgb };
  /** Grey level of the table-top sweep under the ring, which lifts the underside of the band. */
  sweep: number;
  boxes: readonly LightBox[];
}

/** Radius of the room sphere, centred on the ring. */
export const ROOM_RADIUS = 12;

export const STUDIO_LAYOUTS: Record<StudioId, StudioLayout> = {
  // Mostly dark, with a few large soft boxes: strong contours and bright highlights.
  softbox: {
    walls: { top: [0.42, 0.42, 0.44], bottom: [0.05, 0.05, 0.055] },
    sweep: 0.5,
    boxes: [
      { size: [6, 1.4], position: [0, 6.5, -1], intensity: 6 },
      { size: [6, 1.4], position: [0, 6.5, 2.2], intensity: 4 },
      { size: [2.2, 6], position: [-6.5, 1.5, 3], intensity: 9, warmth: 1.04 },
      { size: [2.2, 6], position: [6.5, 1.5, 2], intensity: 6, warmth: 0.97 },
      { size: [0.8, 7], position: [-3, 1, -7], intensity: 12 },
      { size: [0.8, 7], position: [3.5, 1, -7], intensity: 12 },
      { size: [5, 1.2], position: [0, 0.8, 7], intensity: 4 },
    ],
  },
  // A bright room lit by a wide, slightly cool window and a large ceiling panel: few dark gaps, so
  // metal reads lighter and flatter, as in daylight product photography.
  daylight: {
    walls: { top: [1.1, 1.1, 1.14], bottom: [0.3, 0.3, 0.31] },
    sweep: 0.85,
    boxes: [
      { size: [10, 5], position: [0, 2.5, -8], intensity: 7, warmth: 0.97 },
      { size: [9, 9], position: [0, 7.5, 0], intensity: 3.5 },
      { size: [5, 4], position: [-8, 1, 4], intensity: 2.5, warmth: 1.03 },
      { size: [5, 4], position: [8, 1, 4], intensity: 2 },
    ],
  },
  // A black room with narrow, very bright strips: crisp lines along the band and hard sparkle in
  // the stones, as in low-key jewellery shots.
  strips: {
    walls: { top: [0.09, 0.09, 0.1], bottom: [0.015, 0.015, 0.018] },
    sweep: 0.2,
    boxes: [
      { size: [0.9, 8], position: [-5, 1, -4.5], intensity: 16 },
      { size: [0.9, 8], position: [5, 1, -4.5], intensity: 16 },
      { size: [0.9, 8], position: [-6.5, 1, 3.5], intensity: 12, warmth: 1.03 },
      { size: [0.9, 8], position: [6.5, 1, 3.5], intensity: 12 },
      { size: [0.9, 8], position: [-2, 1, 7], intensity: 10 },
      { size: [0.9, 8], position: [2.5, 1, 7], intensity: 10 },
      { size: [7, 0.7], position: [0, 7, 0.5], intensity: 14 },
      { size: [7, 0.7], position: [0, 7, -2.5], intensity: 10 },
    ],
  },
};

/** Linear radiance of a studio's wall at height `y` on the unit sphere (-1 floor, 1 ceiling). */
export function wallRadiance(layout: StudioLayout, y: number): Color {
  const top = new Color(...layout.walls.top);
  const bottom = new Color(...layout.walls.bottom);
  return bottom.lerp(top, (y + 1) / 2);
}

/** A studio's meshes; scripts/make-samples.ts also casts rays into them to write its HDR file. */
export function createStudioScene(id: StudioId): Scene {
  const layout = STUDIO_LAYOUTS[id];
  const scene = new Scene();

  // Walls: a vertical gradient, in vertex colours.
  const room = new SphereGeometry(ROOM_RADIUS, 32, 16);
  const positions = room.getAttribute('position');
  const colours = new Float32Array(positions.count * 3);
  for (let i = 0; i < positions.count; i += 1) {
    const wall = wallRadiance(layout, positions.getY(i) / ROOM_RADIUS);
    colours.set([wall.r, wall.g, wall.b], i * 3);
  }
  room.setAttribute('color', new BufferAttribute(colours, 3));
  scene.add(new Mesh(room, new MeshBasicMaterial({ side: BackSide, vertexColors: true })));

  const grey = layout.sweep;
  const sweep = new Mesh(
    new BoxGeometry(9, 0.1, 9),
    new MeshBasicMaterial({ color: new Color(grey, grey, grey * 1.04) }),
  );
  sweep.position.y = -2.5;
  scene.add(sweep);

  for (const box of layout.boxes) {
    const warmth = box.warmth ?? 1;
    const colour = new Color(warmth, 1, 2 - warmth).multiplyScalar(box.intensity);
    const panel = new Mesh(new PlaneGeometry(...box.size), new MeshBasicMaterial({ color: colour }));
    panel.position.set(...box.position);
    panel.lookAt(0, 0, 0);
    scene.add(panel);
  }
  return scene;
}

export function disposeScene(scene: Scene): void {
  scene.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (object.material as MeshBasicMaterial).dispose();
    }
  });
}

/**
 * Renders a studio into a PMREM render target. The caller owns the target and must dispose of
 * it; the studio meshes and the generator's own buffers are released here.
 */
export function bakeStudioEnvironment(renderer: WebGLRenderer, id: StudioId): WebGLRenderTarget {
  const generator = new PMREMGenerator(renderer);
  const scene = createStudioScene(id);
  try {
    return generator.fromScene(scene, 0.035);
  } finally {
    disposeScene(scene);
    generator.dispose();
  }
}
