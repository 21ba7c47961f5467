import { describe, expect, it } from 'vitest';

import { DEFAULT_CONFIGURATION, QUERY_KEYS } from '../../src/components/RealtimeViewer/configuration';
import {
  centimetresToMetres,
  DIAMOND_EXTENSION,
  hexToLinear,
  toVariationConfig,
  variationConfigJson,
  type DiamondMaterialData,
  type MaterialVariationCategory,
  type VariationConfiguratorConfig,
} from '../../src/components/RealtimeViewer/variationConfig';

/** The rules VariationConfiguratorPlugin.loadConfig documents, checked the same way. */
function validate(config: VariationConfiguratorConfig): string[] {
  const errors: string[] = [];
  if (config.version !== 1) errors.push('version must be 1');
  const categories = [...config.objects, ...config.materials];
  const ids = categories.map((category) => category.id);
  if (new Set(ids).size !== ids.length) errors.push('category ids must be unique');
  config.materials.forEach((category: MaterialVariationCategory, index) => {
    if (category.targets.length === 0) errors.push(`materials[${index}].targets must be a non-empty array`);
    for (const item of category.items) {
      const sources = [item.preset, item.file, item.material].filter((source) => source !== undefined);
      if (sources.length !== 1)
        errors.push(`materials[${index}] item ${item.id} needs exactly one of preset, file, material`);
    }
  });
  config.objects.forEach((category, index) => {
    for (const item of category.items) {
      if ((item.file === undefined) === (item.node === undefined))
        errors.push(`objects[${index}] item ${item.id} needs file or node`);
    }
  });
  for (const category of categories) {
    if (category.items.length === 0) errors.push(`${category.id} has no items`);
    const itemIds = category.items.map((item) => item.id);
    if (new Set(itemIds).size !== itemIds.length) errors.push(`${category.id} has duplicate items`);
    if (category.selected !== undefined && !itemIds.includes(category.selected)) {
      errors.push(`${category.id}.selected names no item`);
    }
  }
  return errors;
}

describe('variations export', () => {
  it('is a valid configuration for every choice of the configurator', () => {
    for (const sideStones of ['diamond', 'ruby', 'none'] as const) {
      const config = toVariationConfig({ ...DEFAULT_CONFIGURATION, sideStones, centerStone: 'emerald' });
      expect(validate(config)).toEqual([]);
    }
  });

  it('records the choices as the selected items, with the page query keys as category ids', () => {
    const config = toVariationConfig({
      ...DEFAULT_CONFIGURATION,
      bandMetal: 'platinum',
      settingMetal: 'rose-gold',
      centerStone: 'sapphire',
      sideStones: 'none',
    });
    const selected = Object.fromEntries(
      [...config.objects, ...config.materials].map((category) => [category.id, category.selected]),
    );
    expect(selected).toEqual({
      shoulders: 'plain',
      band: 'platinum',
      setting: 'rose-gold',
      stone: 'sapphire',
      side: undefined,
    });
    expect(config.materials.find((category) => category.id === 'side')?.hidden).toBe(true);
    for (const category of config.materials) expect(Object.values(QUERY_KEYS)).toContain(category.id);
  });

  it('names SDK metal presets and carries stone optics in the diamond extension, in metres', () => {
    const config = toVariationConfig(DEFAULT_CONFIGURATION);
    const band = config.materials.find((category) => category.id === 'band');
    expect(band?.items.map((item) => item.preset)).toEqual(['gold', 'rose-gold', 'white-gold', 'platinum']);
    const stone = config.materials.find((category) => category.id === 'stone');
    const diamond = stone?.items.find((item) => item.id === 'diamond');
    const optics = diamond?.material?.extensions?.[DIAMOND_EXTENSION] as DiamondMaterialData;
    expect(optics).toMatchObject({ ior: 2.417, dispersion: 0.044, color: [1, 1, 1], gemType: 'diamond' });
    expect(optics.attenuationDistance).toBeCloseTo(0.1, 5);
  });

  it('writes a coloured stone as rendered: its depth colour and its exact attenuation distance', () => {
    const stone = toVariationConfig(DEFAULT_CONFIGURATION).materials.find((category) => category.id === 'stone');
    const sapphire = stone?.items.find((item) => item.id === 'sapphire');
    const optics = sapphire?.material?.extensions?.[DIAMOND_EXTENSION] as DiamondMaterialData;
    // #1c3fa8 (the depth colour), not the surface tint #4f7ee8.
    expect(optics.color).toEqual(hexToLinear('#1c3fa8'));
    expect(optics.attenuationDistance).toBe(0.0035);
    expect(centimetresToMetres(0.35)).toBe(0.0035);
  });

  it('serialises to JSON that parses back to the same object', () => {
    const json = variationConfigJson(DEFAULT_CONFIGURATION);
    expect(json.endsWith('}\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(toVariationConfig(DEFAULT_CONFIGURATION));
  });

  it('converts sRGB hex to linear RGB', () => {
    expect(hexToLinear('#ffffff')).toEqual([1, 1, 1]);
    expect(hexToLinear('#000000')).toEqual([0, 0, 0]);
    expect(hexToLinear('#808080')[0]).toBeCloseTo(0.216, 3);
  });
});
