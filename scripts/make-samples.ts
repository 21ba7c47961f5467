/**
 * Writes the sample files the quickstart loads, from the ring viewer's own engine code:
 *
 * - static/samples/ring.glb: the solitaire ring of /realvwr (shank, head, centre stone, pavé) as
 *   binary glTF, exported with three.js's GLTFExporter. The stones are glTF's standard
 *   transmission, IOR and dispersion materials (the site's ray-traced gem shader has no glTF form).
 * - static/samples/studio.hdr: the viewer's photo studio (its wall gradient, table sweep and light
 *   boxes) seen from the ring, as a 256 × 128 equirectangular Radiance HDR in linear light.
 *
 *   npx vite-node scripts/make-samples.ts
 *
 * Both outputs are deterministic; commit them after changing the ring or the studio.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import {
  Color,
  Group,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Raycaster,
  Vector3,
  type MeshBasicMaterial,
  type Object3D,
} from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';

import { gems, metals } from '../src/data/ringViewer';
import { createBrilliantCut } from '../src/components/RealtimeViewer/engine/brilliantCut';
import {
  centerStonePlacement,
  createHeadGeometry,
  createShankGeometry,
  sideStoneTransforms,
} from '../src/components/RealtimeViewer/engine/ringGeometry';
import { createStudioScene, disposeScene } from '../src/components/RealtimeViewer/engine/studioEnvironment';
import { encodeRadianceHdr } from './lib/radiance-hdr';

const OUT_DIR = new URL('../static/samples/', import.meta.url).pathname;
const HDR_SIZE = { width: 256, height: 128 };
/** Rays per pixel side when sampling the studio (4 × 4 softens the panel edges). */
const HDR_SUPERSAMPLE = 4;
/** glTF's unit is the metre; the engine models the ring in centimetres. */
const CENTIMETRE = 0.01;
/**
 * KHR_materials_dispersion takes 20 / Abbe number; diamond's Abbe number is about 55.3. (The
 * viewer's presets give dispersion as the B–G index spread, 0.044, which is a different measure.)
 */
const DIAMOND_GLTF_DISPERSION = 20 / 55.3;
/** Room radius and wall colours of the studio (see createStudioScene). */
const ROOM = { top: new Color(0.42, 0.42, 0.44), bottom: new Color(0.05, 0.05, 0.055) };

function metal(id: keyof typeof metals, name: string): MeshStandardMaterial {
  const preset = metals[id];
  const material = new MeshStandardMaterial({ name, metalness: 1, roughness: preset.roughness });
  material.color.set(preset.color);
  return material;
}

function stone(name: string): MeshPhysicalMaterial {
  const preset = gems.diamond;
  return new MeshPhysicalMaterial({
    name,
    color: new Color(preset.color),
    metalness: 0,
    roughness: 0,
    transmission: 1,
    ior: preset.ior,
    dispersion: DIAMOND_GLTF_DISPERSION,
    thickness: 0.5,
  });
}

/** The ring as /realvwr shows it by default: yellow-gold band, white-gold head, diamonds. */
export function buildRing(): Group {
  const ring = new Group();
  ring.name = 'Ring';
  ring.scale.setScalar(CENTIMETRE);
  const shank = new Mesh(createShankGeometry(160, 28), metal('gold', 'Band (yellow gold)'));
  shank.name = 'Band';
  // The engine merges the head's parts unindexed; welding shared vertices (texture coordinates
  // dropped: nothing is textured) shrinks the file from 1.04 MB to 0.34 MB.
  const headGeometry = createHeadGeometry();
  headGeometry.deleteAttribute('uv');
  const head = new Mesh(mergeVertices(headGeometry, 1e-5), metal('white-gold', 'Setting (white gold)'));
  head.name = 'Setting';
  const cut = createBrilliantCut();
  const centre = new Mesh(cut.geometry, stone('Centre stone (diamond)'));
  centre.name = 'CentreStone';
  const placement = centerStonePlacement();
  centre.position.copy(placement.position);
  centre.scale.setScalar(placement.scale);
  const pave = new Group();
  pave.name = 'Pave';
  const sideMaterial = stone('Side stones (diamond)');
  sideStoneTransforms().forEach((transform, index) => {
    const side = new Mesh(cut.geometry, sideMaterial);
    side.name = `SideStone${index + 1}`;
    side.applyMatrix4(transform);
    pave.add(side);
  });
  ring.add(shank, head, centre, pave);
  return ring;
}

/** GLTFExporter reads its Blob output with FileReader, which Node lacks; Blob itself is global. */
function installFileReader(): void {
  if ('FileReader' in globalThis) return;
  class NodeFileReader {
    result: ArrayBuffer | string | null = null;
    onloadend: (() => void) | null = null;
    readAsArrayBuffer(blob: Blob): void {
      void blob.arrayBuffer().then((buffer) => {
        this.result = buffer;
        this.onloadend?.();
      });
    }
    readAsDataURL(blob: Blob): void {
      void blob.arrayBuffer().then((buffer) => {
        this.result = `data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(buffer).toString('base64')}`;
        this.onloadend?.();
      });
    }
  }
  Object.assign(globalThis, { FileReader: NodeFileReader });
}

export async function exportRingGlb(): Promise<Uint8Array> {
  installFileReader();
  const result = await new GLTFExporter().parseAsync(buildRing(), { binary: true });
  if (!(result instanceof ArrayBuffer)) throw new Error('GLTFExporter returned JSON, expected a binary glTF.');
  return new Uint8Array(result);
}

/** Linear radiance the studio sends towards the ring from `direction` (a unit vector). */
function studioRadiance(surfaces: Object3D[], direction: Vector3, raycaster: Raycaster): Color {
  raycaster.set(new Vector3(0, 0, 0), direction);
  const [hit] = raycaster.intersectObjects(surfaces, false);
  if (hit) return ((hit.object as Mesh).material as MeshBasicMaterial).color.clone();
  // The room sphere is centred on the ring, so a wall's height is the ray's own y.
  return new Color().lerpColors(ROOM.bottom, ROOM.top, (direction.y + 1) / 2);
}

export function renderStudioHdr(): Uint8Array {
  const scene = createStudioScene();
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
          sum.add(studioRadiance(surfaces, direction, raycaster));
        }
      }
      sum.multiplyScalar(1 / HDR_SUPERSAMPLE ** 2);
      pixels.set([sum.r, sum.g, sum.b], (y * width + x) * 3);
    }
  }
  disposeScene(scene);
  return encodeRadianceHdr(width, height, pixels);
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const glb = await exportRingGlb();
  writeFileSync(`${OUT_DIR}ring.glb`, glb);
  const hdr = renderStudioHdr();
  writeFileSync(`${OUT_DIR}studio.hdr`, hdr);
  console.log(`static/samples/ring.glb ${glb.length} B, static/samples/studio.hdr ${hdr.length} B`);
}

await main();
