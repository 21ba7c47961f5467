import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';

import {
  CODE_MIN_CONTRAST,
  HIGHLIGHTED_LINE_OVERLAY,
  codeThemes,
  contrastRatio,
  parseColor,
  withContrast,
} from '../../config/prism';

function rgb(color: string): [number, number, number] {
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`not a colour: ${color}`);
  return parsed.rgb;
}

describe('code block colours', () => {
  for (const [mode, theme] of Object.entries(codeThemes)) {
    it(`every ${mode} token colour reaches ${CODE_MIN_CONTRAST}:1 on the block background`, () => {
      const background = rgb(theme.plain.backgroundColor ?? '');
      for (const style of [theme.plain, ...theme.styles.map((entry) => entry.style)]) {
        if (style.color) expect(contrastRatio(rgb(style.color), background)).toBeGreaterThanOrEqual(4.5);
        expect(style.opacity ?? 1).toBe(1);
      }
    });
  }

  it('starts from themes that fail (so the adjustment is needed) and keeps colours that pass', () => {
    const githubString = themes.github.styles.find((entry) => entry.types.includes('string'))?.style.color ?? '';
    expect(contrastRatio(rgb(githubString), rgb('#f6f8fa'))).toBeLessThan(4.5);
    expect(withContrast('#000000', [rgb('#ffffff')])).toBe('#000000');
    expect(contrastRatio(rgb(withContrast('#999988', [rgb('#f6f8fa')])), rgb('#f6f8fa'))).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the highlighted-line colours that src/css/custom.css defines', () => {
    const css = readFileSync('src/css/custom.css', 'utf8');
    const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((match) => match[1]);
    expect(values).toEqual([HIGHLIGHTED_LINE_OVERLAY.light, HIGHLIGHTED_LINE_OVERLAY.dark]);
  });
});
