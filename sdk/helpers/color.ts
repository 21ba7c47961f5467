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
 * @example
 * Black or white text over a background colour, whichever contrasts more (WCAG relative luminance, from linear components):
 * ```ts
 * const background = '#1c1c1e';
 * const { r, g, b } = hexToRgb(background);
 * const luminance = 0.2126 * srgbToLinear(r) + 0.7152 * srgbToLinear(g) + 0.0722 * srgbToLinear(b);
 * label.style.color = luminance > 0.179 ? '#000000' : '#ffffff';
 * ```
 */
export declare function hexToRgb(hex: string | number): RGBColor;

/**
 * Formats a colour as `#rrggbb` (components are clamped).
 *
 * @param color - components 0 to 1.
 * @example
 * Show a material's colour in a colour picker, which takes sRGB `#rrggbb` (material colours are linear):
 * ```ts
 * const band = viewer.scene.getMaterialByName('band');
 * if (band) {
 *   const { r, g, b } = band.color;
 *   input.value = rgbToHex({ r: linearToSrgb(r), g: linearToSrgb(g), b: linearToSrgb(b) });
 * }
 * ```
 */
export declare function rgbToHex(color: RGBColor): string;

/**
 * RGB to HSL.
 *
 * @param color - components 0 to 1.
 * @example
 * A darker shade of the brand colour for a button's hover state:
 * ```ts
 * const brand = rgbToHsl(hexToRgb('#c9a227'));
 * button.style.setProperty('--hover-background', rgbToHex(hslToRgb({ ...brand, l: brand.l * 0.8 })));
 * ```
 */
export declare function rgbToHsl(color: RGBColor): HSLColor;

/**
 * HSL to RGB.
 *
 * @param color - hue in degrees, saturation and lightness 0 to 1.
 * @example
 * Enamel colour swatches around the hue circle; a click applies one to the enamel material:
 * ```ts
 * const enamel = viewer.scene.getMaterialByName('enamel');
 * for (let hue = 0; hue < 360; hue += 45) {
 *   const colour = rgbToHex(hslToRgb({ h: hue, s: 0.65, l: 0.45 }));
 *   const swatch = document.createElement('button');
 *   swatch.style.backgroundColor = colour;
 *   swatch.setAttribute('aria-label', `Hue ${hue}°`);
 *   swatch.addEventListener('click', () => enamel?.setValues({ color: colour }));
 *   document.body.append(swatch);
 * }
 * ```
 */
export declare function hslToRgb(color: HSLColor): RGBColor;

/**
 * Converts one sRGB component (as in CSS and colour pickers) to linear light (as used in shaders).
 *
 * @param value - 0 to 1.
 * @example
 * Tint a stone from a colour picker: the picker gives sRGB, the diamond extension's body colour is linear:
 * ```ts
 * const stone = viewer.scene.getMaterialByName('center_stone');
 * input.addEventListener('input', () => {
 *   const { r, g, b } = hexToRgb(input.value);
 *   if (stone) viewer.getPlugin(DiamondPlugin)?.setData(stone, { color: [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)] });
 * });
 * ```
 */
export declare function srgbToLinear(value: number): number;

/**
 * Converts one linear-light component to sRGB.
 *
 * @param value - 0 to 1.
 * @example
 * A CSS swatch of a stone's body colour, which the diamond extension stores as linear RGB:
 * ```ts
 * const stone = viewer.scene.getMaterialByName('center_stone');
 * const data = stone && viewer.getPlugin(DiamondPlugin)?.getData(stone);
 * if (data) {
 *   const [r, g, b] = data.color;
 *   label.style.backgroundColor = rgbToHex({ r: linearToSrgb(r), g: linearToSrgb(g), b: linearToSrgb(b) });
 * }
 * ```
 */
export declare function linearToSrgb(value: number): number;

/**
 * The colour of a black-body light source, for light temperature controls.
 * 2700 K is a warm bulb, 5000 K a jeweller's daylight lamp, 6500 K overcast daylight.
 *
 * @param kelvin - 1000 to 40000.
 * @example
 * A swatch beside a light-temperature slider (`<input type="range" min="2000" max="8000">`):
 * ```ts
 * input.addEventListener('input', () => {
 *   label.style.backgroundColor = rgbToHex(kelvinToRgb(input.valueAsNumber));
 *   label.textContent = `${input.value} K`;
 * });
 * ```
 */
export declare function kelvinToRgb(kelvin: number): RGBColor;
