import type { MetalPreset } from './enums';

/**
 * The measured values behind one {@link MetalPreset}.
 */
export interface MetalPresetValues {
  /** Base colour (the metal's reflectance at normal incidence) as an sRGB hex string. */
  readonly color: string;
  /** Roughness of the polished finish. */
  readonly roughness: number;
}

/**
 * The base colour and roughness each {@link MetalPreset} applies (with metalness 1), by preset name.
 * Materials store colours in linear RGB: convert a component with {@link srgbToLinear}.
 *
 * @example
 * ```ts
 * const { color, roughness } = METAL_PRESET_VALUES[MetalPreset.Gold];
 * console.log(color, roughness); // '#e5c07b' 0.12
 * ```
 */
export const METAL_PRESET_VALUES: Readonly<Record<`${MetalPreset}`, MetalPresetValues>> = {
  gold: { color: '#e5c07b', roughness: 0.12 },
  'rose-gold': { color: '#e8b4a0', roughness: 0.12 },
  'white-gold': { color: '#dcdcd8', roughness: 0.1 },
  platinum: { color: '#d5d0c8', roughness: 0.14 },
  silver: { color: '#f0eee9', roughness: 0.1 },
};
