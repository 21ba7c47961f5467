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

/**
 * The order of token rules in the stylesheet. prism-react-renderer gives a token with several types
 * (`tag attr-value punctuation`) the style of the last styled one, and Prism lists a token's
 * enclosing types before its own, so enclosing types come first here and a token's own type, later
 * in the stylesheet, wins as it did inline. `tests/unit/prism-theme.test.ts` checks every token of
 * every code block on the site against prism-react-renderer's own choice.
 */
export const TOKEN_RULE_ORDER = [
  'tag',
  'doctype',
  'prolog',
  'cdata',
  'selector',
  'atrule',
  'attr-value',
  'comment',
  'regex',
  'inserted',
  'deleted',
  'changed',
  'function-variable',
  'entity',
  'url',
  'string',
  'char',
  'attr-name',
  'keyword',
  'builtin',
  'function',
  'variable',
  'constant',
  'property',
  'symbol',
  'boolean',
  'number',
  'operator',
  'punctuation',
] as const;

/** The selector that limits a rule to one colour mode; light is also the mode without JavaScript. */
const MODE_SCOPE = { light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']" } as const;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A theme entry's style as CSS declarations (`color:#00009f;font-style:italic`); empty without any. */
function declarations(style: PrismThemeEntry): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([property, value]) => `${kebab(property)}:${String(value).toLowerCase()}`)
    .join(';');
}

/** Each token type's style as prism-react-renderer merges it: later theme entries override earlier ones. */
function styleByType(theme: PrismTheme): Map<string, PrismThemeEntry> {
  const byType = new Map<string, PrismThemeEntry>();
  for (const entry of theme.styles) {
    for (const type of entry.types) byType.set(type, { ...byType.get(type), ...entry.style });
  }
  return byType;
}

/**
 * The stylesheet of the code colours: each mode's block colours as the CSS variables Docusaurus's
 * code block reads, then one rule per token type in TOKEN_RULE_ORDER, on Prism's classes
 * (`.token.keyword`; consecutive types with the same style share a rule). Throws on a styled type
 * missing from TOKEN_RULE_ORDER, which would lose its colour.
 */
export function prismThemeCss(themes: { light: PrismTheme; dark: PrismTheme } = codeThemes): string {
  const lines = [
    '/* Generated by prismThemeCss() of plugins/code-tokens/themeCss.ts, from the themes there; a unit test keeps them equal. */',
  ];
  for (const mode of ['light', 'dark'] as const) {
    const theme = themes[mode];
    const scope = MODE_SCOPE[mode];
    lines.push(
      `${scope}{--prism-color:${theme.plain.color?.toLowerCase()};--prism-background-color:${theme.plain.backgroundColor?.toLowerCase()}}`,
    );
    const byType = styleByType(theme);
    const unordered = [...byType.keys()].filter(
      (type) => declarations(byType.get(type)!) && !(TOKEN_RULE_ORDER as readonly string[]).includes(type),
    );
    if (unordered.length > 0) {
      throw new Error(`Token types with a ${mode} style but no place in TOKEN_RULE_ORDER: ${unordered.join(', ')}.`);
    }
    let run: { css: string; types: string[] } | undefined;
    const flush = () => {
      if (run) lines.push(`${run.types.map((type) => `${scope} .token.${type}`).join(',')}{${run.css}}`);
      run = undefined;
    };
    for (const type of TOKEN_RULE_ORDER) {
      const css = byType.has(type) ? declarations(byType.get(type)!) : '';
      if (!css) continue;
      if (run?.css !== css) flush();
      run ??= { css, types: [] };
      run.types.push(type);
    }
    flush();
  }
  return `${lines.join('\n')}\n`;
}
