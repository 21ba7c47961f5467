/**
 * sRGB hex colours to the linear RGB that materials store, for tables rendered from the SDK's
 * presets (the SDK's own `srgbToLinear` is a declaration without a body on this site).
 */

/** One sRGB component (0 to 1) in linear light, with the piecewise sRGB transfer function. */
export function srgbComponentToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/**
 * `#rrggbb` as linear RGB.
 *
 * @throws TypeError naming the input when it is not a six-digit hex colour.
 */
export function hexToLinearRgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`Expected a colour as #rrggbb, got ${JSON.stringify(hex)}`);
  const [, red = '', green = '', blue = ''] = match;
  return [red, green, blue].map((pair) => srgbComponentToLinear(parseInt(pair, 16) / 255)) as [number, number, number];
}

/** A linear colour as the guides write it, `[0.78, 0.53, 0.2]`: two decimals, no trailing zeros. */
export function formatRgb(rgb: readonly number[]): string {
  return `[${rgb.map((component) => Number(component.toFixed(2))).join(', ')}]`;
}
