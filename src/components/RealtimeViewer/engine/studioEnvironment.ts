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

/**
 * A jewellery photo studio, built from a few meshes and baked into a prefiltered environment map
 * (PMREM) on the GPU, so no HDR file is downloaded. Metals and stones have no colour of their own
 * to show off; they show their surroundings, so the studio is mostly dark with a few large, soft
 * light boxes: the dark gaps draw the contours on polished metal and the bright panels the
 * highlights and the sparkle in the stone.
 */
interface LightBox {
  /** Width and height in metres of the imagined studio. */
  size: [number, number];
  position: [number, number, number];
  /** Radiance multiplier on white (values above 1 are brighter than the tone-mapped white). */
  intensity: number;
  /** Slight colour temperature shift; 1 is neutral. */
  warmth?: number;
}

const LIGHT_BOXES: LightBox[] = [
  { size: [6, 1.4], position: [0, 6.5, -1], intensity: 6 },
  { size: [6, 1.4], position: [0, 6.5, 2.2], intensity: 4 },
  { size: [2.2, 6], position: [-6.5, 1.5, 3], intensity: 9, warmth: 1.04 },
  { size: [2.2, 6], position: [6.5, 1.5, 2], intensity: 6, warmth: 0.97 },
  { size: [0.8, 7], position: [-3, 1, -7], intensity: 12 },
  { size: [0.8, 7], position: [3.5, 1, -7], intensity: 12 },
  { size: [5, 1.2], position: [0, 0.8, 7], intensity: 4 },
  { size: [8, 8], position: [0, -6, 0], intensity: 0.9 },
];

/** The studio's meshes; scripts/make-samples.ts also casts rays into it to write studio.hdr. */
export function createStudioScene(): Scene {
  const scene = new Scene();

  // Walls: a vertical gradient from a dim ceiling to a darker floor, in vertex colours.
  const room = new SphereGeometry(12, 32, 16);
  const positions = room.getAttribute('position');
  const colours = new Float32Array(positions.count * 3);
  const top = new Color(0.42, 0.42, 0.44);
  const bottom = new Color(0.05, 0.05, 0.055);
  const mixed = new Color();
  for (let i = 0; i < positions.count; i += 1) {
    const height = positions.getY(i) / 12;
    mixed.lerpColors(bottom, top, (height + 1) / 2);
    colours.set([mixed.r, mixed.g, mixed.b], i * 3);
  }
  room.setAttribute('color', new BufferAttribute(colours, 3));
  scene.add(new Mesh(room, new MeshBasicMaterial({ side: BackSide, vertexColors: true })));

  // A table-top sweep under the ring: a soft grey that lifts the underside of the band.
  const sweep = new Mesh(new BoxGeometry(9, 0.1, 9), new MeshBasicMaterial({ color: new Color(0.5, 0.5, 0.52) }));
  sweep.position.y = -2.5;
  scene.add(sweep);

  for (const box of LIGHT_BOXES) {
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
 * Renders the studio into a PMREM render target. The caller owns the target and must dispose of
 * it; the studio meshes and the generator's own buffers are released here.
 */
export function bakeStudioEnvironment(renderer: WebGLRenderer): WebGLRenderTarget {
  const generator = new PMREMGenerator(renderer);
  const scene = createStudioScene();
  try {
    return generator.fromScene(scene, 0.035);
  } finally {
    disposeScene(scene);
    generator.dispose();
  }
}
