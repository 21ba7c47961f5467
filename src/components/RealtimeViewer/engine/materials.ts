import { MeshStandardMaterial } from 'three';

import type { MetalPreset } from '../../../data/ringViewer';

/**
 * Physically based metal from the presets in src/data/ringViewer.ts. The material is created
 * once and updated in place when the visitor picks another preset: changing numbers and colours
 * reuses the compiled shader, so a switch costs one frame, not a shader compile.
 */
export function createMetalMaterial(preset: MetalPreset): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ metalness: 1 });
  applyMetalPreset(material, preset);
  return material;
}

export function applyMetalPreset(material: MeshStandardMaterial, preset: MetalPreset): void {
  material.color.set(preset.color);
  material.roughness = preset.roughness;
}
