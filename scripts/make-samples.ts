/**
 * Writes the sample files the quickstart loads, from the ring viewer's own engine code:
 *
 * - static/samples/ring.glb: the solitaire ring of /realvwr (shank, head, centre stone, pavé) as
 *   binary glTF, exported with three.js's GLTFExporter. The stones are glTF's standard
 *   transmission, IOR and dispersion materials (the site's ray-traced gem shader has no glTF form).
 * - static/samples/studio.hdr and one file per other studio (src/data/ringViewer.ts names them): the
 *   viewer's photo studios (wall gradient, table sweep and light boxes) seen from the ring, each as
 *   a 256 × 128 equirectangular Radiance HDR in linear light.
 *
 *   npx vite-node scripts/make-samples.ts
 *
 * The outputs are deterministic; commit them after changing the ring or the studio.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import { Color, Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';

import { gems, metals, studioIds, studios } from '../src/data/ringViewer';
import { createBrilliantCut } from '../src/components/RealtimeViewer/engine/brilliantCut';
import {
  centerStonePlacement,
  createHeadGeometry,
  createShankGeometry,
  sideStoneTransforms,
} from '../src/components/RealtimeViewer/engine/ringGeometry';
import { renderStudioHdr } from './lib/studio-hdr';

const OUT_DIR = new URL('../static/samples/', import.meta.url).pathname;
/** glTF's unit is the metre; the engine models the ring in centimetres. */
const CENTIMETRE = 0.01;
/**
 * KHR_materials_dispersion takes 20 / Abbe number; diamond's Abbe number is about 55.3. (The
 * viewer's presets give dispersion as the B–G index spread, 0.044, which is a different measure.)
 */
const DIAMOND_GLTF_DISPERSION = 20 / 55.3;

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

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const glb = await exportRingGlb();
  writeFileSync(`${OUT_DIR}ring.glb`, glb);
  console.log(`static/samples/ring.glb ${glb.length} B`);
  for (const id of studioIds) {
    const hdr = renderStudioHdr(id);
    writeFileSync(`${OUT_DIR}${studios[id].file}`, hdr);
    console.log(`static/samples/${studios[id].file} ${hdr.length} B`);
  }
}

await main();
