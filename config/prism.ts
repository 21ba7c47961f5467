import { themes, type PrismTheme, type PrismThemeEntry } from 'prism-react-renderer';

/**
 * Code block colours that pass WCAG 2.2 AA (4.5:1 for normal text). The stock GitHub and Dracula
 * themes we start from have token colours below that (GitHub's strings 4.3:1, Dracula's comments
 * 3:1), so every colour is moved towards black (light theme) or white (dark theme) just far enough
 * to reach the ratio against the block's background and against a highlighted line.
 */

/** Contrast every code colour must reach; a little above 4.5 so that rounding never drops below. */
export const CODE_MIN_CONTRAST = 4.6;

/**
 * `--docusaurus-highlighted-code-line-bg` of src/css/custom.css (a unit test keeps them equal):
 * a highlighted line is the block background with this overlay.
 */
export const HIGHLIGHTED_LINE_OVERLAY = {
  light: 'rgba(109, 40, 217, 0.1)',
  dark: 'rgba(167, 139, 250, 0.15)',
} as const;

type Rgb = [number, number, number];

/** Parses #rgb, #rrggbb, rgb() and rgba(); alpha is returned apart. Undefined for anything else. */
export function parseColor(color: string): { rgb: Rgb; alpha: number } | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const value = Number.parseInt(digits, 16);
    return { rgb: [(value >> 16) & 255, (value >> 8) & 255, value & 255], alpha: 1 };
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (functional) {
    const [, r, g, b, a] = functional;
    return { rgb: [Number(r), Number(g), Number(b)], alpha: a === undefined ? 1 : Number(a) };
  }
  return undefined;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** An opaque colour: the colour drawn with its alpha over a background. */
function over(color: string, background: Rgb): Rgb {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Unsupported colour ${color}`);
  return mix(background, parsed.rgb, parsed.alpha);
}

/** The colour, moved towards black or white until it reaches `minimum` against every background. */
export function withContrast(color: string, backgrounds: Rgb[], minimum = CODE_MIN_CONTRAST): string {
  const parsed = parseColor(color);
  if (!parsed || backgrounds.length === 0) return color;
  const start = mix(backgrounds[0]!, parsed.rgb, parsed.alpha);
  const darkBackground = backgrounds.every((background) => luminance(background) < 0.18);
  const extreme: Rgb = darkBackground ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(start, extreme, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return toHex(candidate);
  }
  return toHex(extreme);
}

/** The theme with every colour brought to CODE_MIN_CONTRAST, and no dimming opacity. */
export function accessibleTheme(base: PrismTheme, highlightOverlay: string): PrismTheme {
  const background = over(base.plain.backgroundColor ?? '#ffffff', [255, 255, 255]);
  const backgrounds = [background, over(highlightOverlay, background)];
  const fix = (style: PrismThemeEntry): PrismThemeEntry => {
    const result: PrismThemeEntry = { ...style };
    if (result.opacity !== undefined && result.opacity < 1) delete result.opacity;
    if (result.color) result.color = withContrast(result.color, backgrounds);
    return result;
  };
  return {
    plain: fix(base.plain),
    styles: base.styles.map((entry) => ({ ...entry, style: fix(entry.style) })),
  };
}

export const codeThemes = {
  light: accessibleTheme(themes.github, HIGHLIGHTED_LINE_OVERLAY.light),
  dark: accessibleTheme(themes.dracula, HIGHLIGHTED_LINE_OVERLAY.dark),
};
