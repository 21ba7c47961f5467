import type { GemOptics, GemType } from './gems';

/**
 * The optics {@link DiamondPlugin.makeGem} gives each {@link GemType}, by species name: refractive
 * index at 589 nm, dispersion (B–G interval), linear RGB body colour and attenuation distance in
 * world units (metres).
 *
 * @example
 * ```ts
 * const { ior, dispersion } = GEM_OPTICS[GemType.Diamond];
 * console.log(ior, dispersion); // 2.417 0.044
 * ```
 */
export const GEM_OPTICS: Readonly<Record<`${GemType}`, GemOptics>> = {
  diamond: { ior: 2.417, dispersion: 0.044, color: [1, 1, 1], attenuationDistance: 0.005 },
  moissanite: { ior: 2.65, dispersion: 0.104, color: [1, 1, 1], attenuationDistance: 0.005 },
  'cubic-zirconia': { ior: 2.16, dispersion: 0.058, color: [1, 1, 1], attenuationDistance: 0.005 },
  ruby: { ior: 1.77, dispersion: 0.018, color: [0.85, 0.05, 0.12], attenuationDistance: 0.005 },
  sapphire: { ior: 1.77, dispersion: 0.018, color: [0.12, 0.25, 0.85], attenuationDistance: 0.005 },
  emerald: { ior: 1.58, dispersion: 0.014, color: [0.1, 0.7, 0.35], attenuationDistance: 0.005 },
  amethyst: { ior: 1.55, dispersion: 0.013, color: [0.55, 0.25, 0.8], attenuationDistance: 0.005 },
  topaz: { ior: 1.62, dispersion: 0.014, color: [0.6, 0.8, 0.95], attenuationDistance: 0.005 },
};
