/**
 * A colour as red, green and blue in 0 to 1 (not 0 to 255).
 */
export interface RGBColor {
  /** Red, 0 to 1. */
  r: number;
  /** Green, 0 to 1. */
  g: number;
  /** Blue, 0 to 1. */
  b: number;
}

/**
 * A colour as hue, saturation and lightness.
 */
export interface HSLColor {
  /** Hue in degrees, 0 to 360. */
  h: number;
  /** Saturation, 0 to 1. */
  s: number;
  /** Lightness, 0 to 1. */
  l: number;
}

/**
 * Parses `#rgb`, `#rrggbb` or a number like `0xd4af37`.
 *
 * @param hex - the colour.
 * @throws TypeError for anything else, naming the input.
 */
export declare function hexToRgb(hex: string | number): RGBColor;

/**
 * Formats a colour as `#rrggbb` (components are clamped).
 *
 * @param color - components 0 to 1.
 */
export declare function rgbToHex(color: RGBColor): string;

/**
 * RGB to HSL.
 *
 * @param color - components 0 to 1.
 */
export declare function rgbToHsl(color: RGBColor): HSLColor;

/**
 * HSL to RGB.
 *
 * @param color - hue in degrees, saturation and lightness 0 to 1.
 */
export declare function hslToRgb(color: HSLColor): RGBColor;

/**
 * Converts one sRGB component (as in CSS and colour pickers) to linear light (as used in shaders).
 *
 * @param value - 0 to 1.
 */
export declare function srgbToLinear(value: number): number;

/**
 * Converts one linear-light component to sRGB.
 *
 * @param value - 0 to 1.
 */
export declare function linearToSrgb(value: number): number;

/**
 * The colour of a black-body light source, for light temperature controls.
 * 2700 K is a warm bulb, 5000 K a jeweller's daylight lamp, 6500 K overcast daylight.
 *
 * @param kelvin - 1000 to 40000.
 */
export declare function kelvinToRgb(kelvin: number): RGBColor;
