/**
 * The sample files the quickstart loads (static/samples/, written by scripts/make-samples.ts) parse
 * with three.js's own loaders and hold what the guides say they hold.
 */
import { readFileSync } from 'node:fs';

import { Box3, FloatType, Mesh, Vector3, type MeshPhysicalMaterial } from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { HDRLoader } from 'three/addons/loaders/HDRLoader.js';
import { describe, expect, it } from 'vitest';

import { encodeRadianceHdr } from '../../scripts/lib/radiance-hdr';
import { renderStudioHdr } from '../../scripts/lib/studio-hdr';
import { STUDIO_LAYOUTS } from '../../src/components/RealtimeViewer/engine/studioEnvironment';
import { studioIds, studios } from '../../src/data/ringViewer';

const SAMPLES = new URL('../../static/samples/', import.meta.url).pathname;
/** The quickstart promises "a few hundred kilobytes". */
const MAX_SAMPLE_BYTES = 400_000;

function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function decodeHdr(bytes: Uint8Array) {
  const loader = new HDRLoader();
  loader.setDataType(FloatType);
  return loader.parse(arrayBufferOf(bytes)) as { width: number; height: number; data: Float32Array };
}

describe('ring.glb', () => {
  const bytes = readFileSync(`${SAMPLES}ring.glb`);

  it('is a binary glTF 2.0 whose length matches its header, JSON chunk first', () => {
    const view = new DataView(arrayBufferOf(bytes));
    expect(bytes.subarray(0, 4).toString()).toBe('glTF');
    expect(view.getUint32(4, true)).toBe(2);
    expect(view.getUint32(8, true)).toBe(bytes.length);
    expect(view.getUint32(16, true)).toBe(0x4e4f534a); // 'JSON'
    expect(bytes.length).toBeLessThan(MAX_SAMPLE_BYTES);
  });

  it('loads in GLTFLoader as the ring: band, setting, centre stone and ten pavé stones, in metres', async () => {
    const gltf = await new GLTFLoader().parseAsync(arrayBufferOf(bytes), '');
    const meshes: Mesh[] = [];
    gltf.scene.traverse((object) => {
      if (object instanceof Mesh) meshes.push(object);
    });
    const names = meshes.map((mesh) => mesh.name);
    expect(names).toEqual(expect.arrayContaining(['Band', 'Setting', 'CentreStone']));
    expect(names.filter((name) => name.startsWith('SideStone'))).toHaveLength(10);
    for (const mesh of meshes) expect(mesh.geometry.getAttribute('position').count).toBeGreaterThan(0);

    // About 2 cm across: the engine's centimetres scaled to glTF's metres.
    const size = new Box3().setFromObject(gltf.scene).getSize(new Vector3());
    expect(size.x).toBeGreaterThan(0.018);
    expect(size.x).toBeLessThan(0.025);

    const centre = meshes.find((mesh) => mesh.name === 'CentreStone')?.material as MeshPhysicalMaterial;
    expect(centre.transmission).toBe(1);
    expect(centre.ior).toBeCloseTo(2.417, 3);
    expect(gltf.parser.json.extensionsUsed).toEqual(
      expect.arrayContaining(['KHR_materials_transmission', 'KHR_materials_ior', 'KHR_materials_dispersion']),
    );
  });
});

describe.each(studioIds)('the %s studio HDR', (id) => {
  const layout = STUDIO_LAYOUTS[id];
  const bytes = readFileSync(`${SAMPLES}${studios[id].file}`);

  it('loads in HDRLoader as a 256 × 128 equirectangular image of the studio: light boxes and walls', () => {
    expect(bytes.length).toBeLessThan(MAX_SAMPLE_BYTES);
    const image = decodeHdr(bytes);
    expect([image.width, image.height]).toEqual([256, 128]);
    let brightest = 0;
    let darkest = Infinity;
    for (let i = 0; i < image.data.length; i += 4) {
      const value = Math.max(image.data[i] as number, image.data[i + 1] as number, image.data[i + 2] as number);
      expect(Number.isFinite(value)).toBe(true);
      brightest = Math.max(brightest, value);
      darkest = Math.min(darkest, value);
    }
    // Some ray sees the brightest light box, and every ray sees at least the darkest wall.
    const strongestBox = Math.max(...layout.boxes.map((box) => box.intensity));
    const darkestWall = Math.max(...layout.walls.bottom);
    expect(brightest).toBeGreaterThan(strongestBox * 0.9);
    expect(darkest).toBeGreaterThan(darkestWall * 0.9);
    expect(darkest).toBeLessThan(Math.max(...layout.walls.top));
  });

  it("is the file scripts/make-samples.ts writes from the engine's studio today", () => {
    expect(Buffer.from(renderStudioHdr(id)).equals(bytes)).toBe(true);
  });
});

describe('encodeRadianceHdr', () => {
  it('round-trips through HDRLoader within RGBE precision, runs and literals alike', () => {
    const width = 37;
    const height = 5;
    const rgb = new Float32Array(width * height * 3);
    for (let i = 0; i < rgb.length; i += 1) {
      // Stretches of equal values (run-length encoded) between noisy ones (literals).
      rgb[i] = Math.floor(i / 3) % 11 < 5 ? 2 : ((i * 7919) % 1000) / 37;
    }
    const decoded = decodeHdr(encodeRadianceHdr(width, height, rgb));
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    for (let p = 0; p < width * height; p += 1) {
      const expected = [rgb[p * 3], rgb[p * 3 + 1], rgb[p * 3 + 2]] as number[];
      const largest = Math.max(...expected);
      for (let c = 0; c < 3; c += 1) {
        expect(Math.abs((decoded.data[p * 4 + c] as number) - (expected[c] as number))).toBeLessThanOrEqual(
          largest / 128,
        );
      }
    }
  });

  it('refuses sizes the format cannot hold and data of the wrong length', () => {
    expect(() => encodeRadianceHdr(4, 4, new Float32Array(48))).toThrow(/width must be an integer from 8/);
    expect(() => encodeRadianceHdr(8, 2, new Float32Array(5))).toThrow(/Expected 48 floats/);
  });
});
