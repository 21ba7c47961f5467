/**
 * Materials, stones, camera views and backdrops of the live ring viewer (/realvwr and /editor).
 * Plain data with no three.js import, so pages can list the choices without loading the engine;
 * the engine (src/components/RealtimeViewer/engine) turns these entries into three.js materials.
 * tests/unit/ringViewer.test.ts validates every entry.
 */

/** The ids are the SDK's MetalPreset names, so an exported configuration names the SDK's presets. */
export type MetalId = 'gold' | 'rose-gold' | 'white-gold' | 'platinum';

export interface MetalPreset {
  label: string;
  /** Base colour (sRGB hex): for a metal this is its reflectance at normal incidence (F0). */
  color: string;
  /** Microfacet roughness, 0 (mirror) to 1 (matte). Polished jewellery sits between 0.05 and 0.25. */
  roughness: number;
  /** One line for the swatch's tooltip and the explainer. */
  note: string;
  /** The swatch shown in pickers: its lit colour and its shadow colour (sRGB hex). */
  swatch: readonly [string, string];
}

/**
 * The SDK's built-in metal presets (MaterialLibrary, MetalPreset): reflectance colours from
 * measured F0 values of the alloys, converted to sRGB and rounded.
 */
export const metals: Record<MetalId, MetalPreset> = {
  gold: {
    label: 'Yellow gold',
    color: '#e5c07b',
    roughness: 0.12,
    note: '18 ct yellow gold: warm F0, high polish',
    swatch: ['#f7d88f', '#b8862f'],
  },
  'rose-gold': {
    label: 'Rose gold',
    color: '#e8b4a0',
    roughness: 0.12,
    note: '18 ct rose gold: copper shifts the reflectance towards red',
    swatch: ['#f3c4b0', '#b06f58'],
  },
  'white-gold': {
    label: 'White gold',
    color: '#dcdcd8',
    roughness: 0.1,
    note: 'Rhodium-plated white gold: bright, neutral, mirror-like',
    swatch: ['#f1f1ee', '#9c9c98'],
  },
  platinum: {
    label: 'Platinum',
    color: '#d5d0c8',
    roughness: 0.14,
    note: 'Platinum 950: slightly darker and warmer than white gold, softer highlights',
    swatch: ['#dfd9d0', '#8b857c'],
  },
};

/** The ids are the SDK's GemType names. */
export type GemId = 'diamond' | 'moissanite' | 'sapphire' | 'ruby' | 'emerald';

export interface GemPreset {
  label: string;
  /** Index of refraction at the sodium D line (589 nm). */
  ior: number;
  /**
   * Dispersion as gemmologists and the SDK's VITRINE_materials_diamond extension give it: the
   * difference of refractive index between blue (430.8 nm) and red (686.7 nm) light. Diamond 0.044.
   */
  dispersion: number;
  /** Tint of light that passes through the stone (sRGB hex); white for colourless stones. */
  color: string;
  /** Colour that light tends towards deep inside the stone (sRGB hex). */
  attenuationColor: string;
  /** Distance over which light reaches attenuationColor, in centimetres (the model's unit). */
  attenuationDistance: number;
  note: string;
  /** The swatch shown in pickers: its lit colour and its shadow colour (sRGB hex). */
  swatch: readonly [string, string];
}

/** Optical constants of the SDK's GemType presets; colours tuned for this ring's stone sizes. */
export const gems: Record<GemId, GemPreset> = {
  diamond: {
    label: 'Diamond',
    ior: 2.417,
    dispersion: 0.044,
    color: '#ffffff',
    attenuationColor: '#ffffff',
    attenuationDistance: 10,
    note: 'IOR 2.417, dispersion 0.044: strong sparkle and visible fire',
    swatch: ['#ffffff', '#aab6cf'],
  },
  moissanite: {
    label: 'Moissanite',
    ior: 2.65,
    dispersion: 0.104,
    color: '#fbfdf9',
    attenuationColor: '#f3f8ee',
    attenuationDistance: 2,
    note: 'IOR 2.65, dispersion 0.104: more than twice the fire of diamond',
    swatch: ['#fbfff6', '#b7c4b0'],
  },
  sapphire: {
    label: 'Sapphire',
    ior: 1.77,
    dispersion: 0.018,
    color: '#4f7ee8',
    attenuationColor: '#1c3fa8',
    attenuationDistance: 0.35,
    note: 'Corundum, IOR 1.77: deep blue that darkens where the stone is thick',
    swatch: ['#6f95f0', '#16327f'],
  },
  ruby: {
    label: 'Ruby',
    ior: 1.77,
    dispersion: 0.018,
    color: '#f0506b',
    attenuationColor: '#a3102d',
    attenuationDistance: 0.35,
    note: 'Corundum coloured by chromium, IOR 1.77',
    swatch: ['#f36d84', '#7d0b22'],
  },
  emerald: {
    label: 'Emerald',
    ior: 1.58,
    dispersion: 0.014,
    color: '#4fcf8d',
    attenuationColor: '#0d7a46',
    attenuationDistance: 0.4,
    note: 'Beryl, IOR 1.58, dispersion 0.014: colour carries the stone more than sparkle',
    swatch: ['#6bd9a0', '#0a5c35'],
  },
};

/**
 * three.js (like glTF's KHR_materials_dispersion) takes dispersion as 20 / Abbe number. The Abbe
 * number is (n - 1) / (nF - nC), and for gem materials the B-G interval the SDK uses is about 1.76
 * times nF - nC, which turns diamond's 0.044 into 0.35.
 */
export function abbeDispersion(preset: Pick<GemPreset, 'ior' | 'dispersion'>): number {
  return (20 * preset.dispersion) / (1.76 * (preset.ior - 1));
}

export type CameraViewId = 'hero' | 'front' | 'side' | 'top';

export interface CameraView {
  label: string;
  /** Direction from the target to the camera (any length; only the direction counts). */
  direction: readonly [number, number, number];
  /** Point the camera orbits around, in model units (1 unit = 1 cm; the ring is about 2.1 across). */
  target: readonly [number, number, number];
  /** Distance as a multiple of the distance at which the whole ring just fits the frame. */
  zoom: number;
}

export const cameraViews: Record<CameraViewId, CameraView> = {
  hero: { label: 'Three-quarter', direction: [0.55, 0.42, 0.75], target: [0, 0.12, 0], zoom: 1 },
  front: { label: 'Front', direction: [0, 0.12, 1], target: [0, 0.1, 0], zoom: 0.95 },
  side: { label: 'Side', direction: [1, 0.16, 0.0001], target: [0, 0.1, 0], zoom: 0.95 },
  top: { label: 'Top', direction: [0.0001, 1, 0.12], target: [0, 1.2, 0], zoom: 0.42 },
};

export type BackgroundId = 'light' | 'dark' | 'transparent';

export interface BackgroundPreset {
  label: string;
  /** Radial gradient of the backdrop (sRGB hex, centre then edge); null lets the page show through. */
  gradient: readonly [string, string] | null;
  /** The nearest flat colour, for viewers that draw a plain background (the SDK's BackgroundMode.Color). */
  flatColor: string | null;
}

export const backgrounds: Record<BackgroundId, BackgroundPreset> = {
  light: { label: 'Light studio', gradient: ['#ffffff', '#d9dbe4'], flatColor: '#eceef3' },
  dark: { label: 'Dark studio', gradient: ['#34314a', '#0c0b12'], flatColor: '#1d1b2b' },
  transparent: { label: 'Transparent', gradient: null, flatColor: null },
};

export type StudioId = 'softbox' | 'daylight' | 'strips';

/**
 * The photo studios the ring can be lit by. The engine builds each from a few meshes
 * (engine/studioEnvironment.ts); scripts/make-samples.ts writes the same studio as a Radiance HDR
 * under static/samples/, so a viewer built on the SDK can load the same studio (at 256 × 128).
 */
export interface StudioPreset {
  label: string;
  note: string;
  /** File name of its HDR under /samples/. */
  file: string;
  /** The picker swatch: a bright and a dark tone that suggest the studio (sRGB hex), not sampled from it. */
  swatch: readonly [string, string];
}

export const studios: Record<StudioId, StudioPreset> = {
  softbox: {
    label: 'Soft boxes',
    note: 'Large soft panels in a dim room: deep contours on metal',
    file: 'studio.hdr',
    swatch: ['#d8d8dc', '#2a2a2e'],
  },
  daylight: {
    label: 'Daylight',
    note: 'A bright room with a wide window: even, gentle contrast',
    file: 'studio-daylight.hdr',
    swatch: ['#ffffff', '#b9bcc4'],
  },
  strips: {
    label: 'Strip lights',
    note: 'Narrow light strips in a black room: crisp lines and more sparkle',
    file: 'studio-strips.hdr',
    swatch: ['#f2f2f2', '#050506'],
  },
};

/** A range control of the configurator: its limits, its step and the value a new visit starts from. */
export interface SettingRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}

/** Multiplier on the studio's light (image-based lighting; the SDK's environment intensity). */
export const ENVIRONMENT_INTENSITY = { min: 0.25, max: 2.5, step: 0.05, default: 1 } as const satisfies SettingRange;

/** Exposure applied before tone mapping (the SDK's TonemapPlugin exposure). */
export const EXPOSURE = { min: 0.5, max: 2, step: 0.05, default: 1 } as const satisfies SettingRange;

/** Darkness of the contact shadow, from none to full (the SDK's GroundPlugin shadowOpacity). */
export const SHADOW_OPACITY = { min: 0, max: 1, step: 0.05, default: 0.6 } as const satisfies SettingRange;

/**
 * Blur radius of the contact shadow as a fraction of the ring's size, the longest side of its
 * bounding box (the SDK's GroundPlugin shadowBlur).
 */
export const SHADOW_BLUR = { min: 0.02, max: 0.2, step: 0.01, default: 0.09 } as const satisfies SettingRange;

/** Ids in display order, for controls that list the choices. */
export const metalIds = Object.keys(metals) as MetalId[];
export const gemIds = Object.keys(gems) as GemId[];
export const cameraViewIds = Object.keys(cameraViews) as CameraViewId[];
export const backgroundIds = Object.keys(backgrounds) as BackgroundId[];
export const studioIds = Object.keys(studios) as StudioId[];

/** CSS background of a picker swatch: a lit sphere of the preset's colours. */
export function swatchBackground([lit, shadow]: readonly [string, string]): string {
  return `radial-gradient(circle at 35% 30%, #ffffff 0, ${lit} 35%, ${shadow} 100%)`;
}
