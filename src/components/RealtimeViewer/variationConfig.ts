/**
 * The configurator's choices as the JSON file that the SDK's VariationConfiguratorPlugin reads
 * (`variations.loadConfig(url)`). The interfaces below mirror VariationConfiguratorConfig and its
 * parts in the SDK's public API (sdk/plugins/configurators.ts) as they read in JSON;
 * tests/types/variation-config.ts fails the typecheck if they stop matching the SDK.
 */
import { gemIds, gems, metalIds, metals, type GemId, type GemPreset } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';

export interface VariationItem {
  id: string;
  title?: string;
  /** An image address or a CSS colour. */
  icon?: string;
}

export interface ObjectVariationItem extends VariationItem {
  file?: string;
  node?: string;
}

/** The SDK's MaterialJSON, with the parameters this configurator writes. */
export interface MaterialJSON {
  version: 1;
  name: string;
  parameters: { color?: string; metalness?: number; roughness?: number };
  extensions?: Record<string, object>;
}

export interface MaterialVariationItem extends VariationItem {
  preset?: string;
  file?: string;
  material?: MaterialJSON;
}

export interface VariationCategory {
  id: string;
  title?: string;
  icon?: string;
  selected?: string;
  hidden?: boolean;
}

export interface ObjectVariationCategory extends VariationCategory {
  items: ObjectVariationItem[];
}

export interface MaterialVariationCategory extends VariationCategory {
  /** Material or mesh names of the model; a trailing `*` matches by prefix. */
  targets: string[];
  items: MaterialVariationItem[];
}

export interface VariationDisplayOptions {
  iconShape?: 'circle' | 'square' | 'rounded-square';
  iconSize?: number;
  showTitles?: boolean;
  autoThumbnails?: boolean;
}

export interface VariationConfiguratorConfig {
  version: 1;
  basePath?: string;
  objects: ObjectVariationCategory[];
  materials: MaterialVariationCategory[];
  display?: VariationDisplayOptions;
}

/** The SDK's DiamondMaterialData: the VITRINE_materials_diamond extension of a stone's material. */
export interface DiamondMaterialData {
  ior: number;
  dispersion: number;
  /** Linear RGB absorption tint, [1, 1, 1] colourless. */
  color: [number, number, number];
  /** In metres (the SDK's world unit). */
  attenuationDistance: number;
  boostFactors: [number, number, number];
  envMapIntensity: number;
  gemType?: string;
}

export const DIAMOND_EXTENSION = 'VITRINE_materials_diamond';

/**
 * Names of the parts in a model prepared for this configurator (see the SDK's guide to preparing
 * models): the configurator targets them by name.
 */
export const MODEL_PARTS = {
  band: 'band',
  setting: ['prong*', 'gallery'],
  centerStone: 'center_stone',
  sideStones: 'side_stone*',
  pavedShoulders: 'shoulders_pave',
  plainShoulders: 'shoulders_plain',
} as const;

function srgbToLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** `#rrggbb` to linear RGB, rounded to three decimals. */
export function hexToLinear(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
  const linear = channels.map((channel) => Math.round(srgbToLinear(channel / 255) * 1000) / 1000);
  return [linear[0] ?? 0, linear[1] ?? 0, linear[2] ?? 0];
}

/** Exact to the micrometre, without floating-point noise (0.35 cm gives 0.0035, not 0.004). */
export function centimetresToMetres(centimetres: number): number {
  return Math.round(centimetres * 10_000) / 1_000_000;
}

function gemMaterial(id: GemId, preset: GemPreset): MaterialJSON {
  const optics: DiamondMaterialData = {
    ior: preset.ior,
    dispersion: preset.dispersion,
    // The absorption tint is the colour deep inside the stone, as the viewer renders it.
    color: hexToLinear(preset.attenuationColor),
    attenuationDistance: centimetresToMetres(preset.attenuationDistance),
    boostFactors: [1, 1, 1],
    envMapIntensity: 1,
    gemType: id,
  };
  return {
    version: 1,
    name: id,
    parameters: { color: preset.color, metalness: 0, roughness: 0 },
    extensions: { [DIAMOND_EXTENSION]: optics },
  };
}

const metalItems = (): MaterialVariationItem[] =>
  metalIds.map((id) => ({ id, title: metals[id].label, preset: id, icon: metals[id].color }));

const gemItems = (): MaterialVariationItem[] =>
  gemIds.map((id) => ({ id, title: gems[id].label, icon: gems[id].swatch[0], material: gemMaterial(id, gems[id]) }));

/**
 * Category ids are the page's query keys (band, setting, stone, side), so a shared link and the
 * exported file name the same choices. Side stones "none" becomes the plain-shoulders variant of
 * the shank, an object choice, because a model hides stones by swapping the part that holds them.
 */
export function toVariationConfig(configuration: RingConfiguration): VariationConfiguratorConfig {
  const withSideStones = configuration.sideStones !== 'none';
  return {
    version: 1,
    objects: [
      {
        id: 'shoulders',
        title: 'Shoulders',
        selected: withSideStones ? 'pave' : 'plain',
        items: [
          { id: 'pave', title: 'Pavé', node: MODEL_PARTS.pavedShoulders },
          { id: 'plain', title: 'Plain', node: MODEL_PARTS.plainShoulders },
        ],
      },
    ],
    materials: [
      {
        id: 'band',
        title: 'Band',
        targets: [MODEL_PARTS.band],
        selected: configuration.bandMetal,
        items: metalItems(),
      },
      {
        id: 'setting',
        title: 'Setting',
        targets: [...MODEL_PARTS.setting],
        selected: configuration.settingMetal,
        items: metalItems(),
      },
      {
        id: 'stone',
        title: 'Centre stone',
        targets: [MODEL_PARTS.centerStone],
        selected: configuration.centerStone,
        items: gemItems(),
      },
      {
        id: 'side',
        title: 'Side stones',
        targets: [MODEL_PARTS.sideStones],
        // Plain shoulders have no side stones: no stone is chosen, and the category is not offered.
        ...(withSideStones ? { selected: configuration.sideStones } : { hidden: true }),
        items: gemItems(),
      },
    ],
    display: { iconShape: 'circle', showTitles: true },
  };
}

/** The file as the page offers it for download: two-space indentation and a final newline. */
export function variationConfigJson(configuration: RingConfiguration): string {
  return `${JSON.stringify(toVariationConfig(configuration), null, 2)}\n`;
}
