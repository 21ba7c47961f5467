import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes, type PrismTheme } from 'prism-react-renderer';
import type { Token } from 'prismjs';

// The Prism that tokenizes the site's Markdown blocks when it is built, with every grammar.
import '../../plugins/code-tokens';
import { Prism } from '../../src/prism/prism';

import {
  CODE_MIN_CONTRAST,
  HIGHLIGHTED_LINE_OVERLAY,
  codeThemes,
  contrastRatio,
  parseColor,
  prismThemeCss,
  withContrast,
} from '../../plugins/code-tokens/themeCss';

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

/** Whitespace-insensitive CSS text, so that Prettier's layout of the committed file does not matter. */
const normalizeCss = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>:])\s*/g, '$1')
    .replace(/;}/g, '}')
    .toLowerCase()
    .trim();

type Declarations = Record<string, string>;
interface CssRule {
  selectors: string[];
  declarations: Declarations;
}

/** The rules of a flat stylesheet (no at-rules), in order. */
function parseCss(css: string): CssRule[] {
  const rules: CssRule[] = [];
  for (const [, selectors = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations: Declarations = {};
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
    rules.push({ selectors: selectors.split(',').map((selector) => selector.trim()), declarations });
  }
  return rules;
}

/** A rule of a colour mode as the classes an element needs for it to apply. */
interface TokenRule {
  mode: 'light' | 'dark';
  classes: string[];
  declarations: Declarations;
}

/** The stylesheet's token rules: `<mode scope> .token.keyword` selectors, in order. */
function tokenRules(rules: CssRule[]): TokenRule[] {
  return rules.flatMap(({ selectors, declarations }) =>
    selectors.flatMap((selector) => {
      const match = /^(.+) ((?:\.[\w-]+)+)$/.exec(selector);
      const mode =
        match?.[1] === "[data-theme='dark']"
          ? 'dark'
          : match?.[1] === ":root:not([data-theme='dark'])"
            ? 'light'
            : undefined;
      return mode ? [{ mode, classes: (match?.[2] ?? '').split('.').slice(1), declarations }] : [];
    }),
  );
}

/**
 * The style the stylesheet gives a token with these types in a colour mode, as the theme writes it
 * (a span with Prism's classes, `token tag attr-value punctuation`): later matching rules win.
 */
function cssStyle(rules: TokenRule[], mode: 'light' | 'dark', types: string[]): Declarations {
  const classes = new Set(['token', ...types]);
  const style: Declarations = {};
  for (const rule of rules) {
    if (rule.mode === mode && rule.classes.every((name) => classes.has(name))) Object.assign(style, rule.declarations);
  }
  return style;
}

/** The inline style prism-react-renderer gave a token: each type's merged entry, later types winning. */
function inlineStyle(theme: PrismTheme, types: string[]): Declarations {
  if (types.length === 1 && types[0] === 'plain') return {};
  const style: Declarations = {};
  for (const type of types) {
    for (const entry of theme.styles) {
      if (!entry.types.includes(type)) continue;
      for (const [property, value] of Object.entries(entry.style)) {
        if (value !== undefined) style[property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = String(value);
      }
    }
  }
  return style;
}

/** Every fenced code block of the docs and the blog, and every `language="…"` block of the site's pages. */
function siteCodeBlocks(): { file: string; lang: string; code: string }[] {
  const files = ['docs', 'blog', 'src'].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(mdx?|tsx)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*```([\w-]+)[^\n]*\n([\s\S]*?)^\s*```/gm)].map(
      ([, lang = '', code = '']) => ({ file, lang, code }),
    ),
  );
}

/** Types appended as prism-react-renderer does: a type equal to the last one is not repeated. */
function appendTypes(types: string[], add: string[]): string[] {
  return add.reduce((all, type) => (all.at(-1) === type ? all : [...all, type]), types);
}

/** The type lists of a block's tokens, as prism-react-renderer builds them (enclosing types first). */
function tokenTypes(code: string, lang: string): string[][] {
  const grammar = Prism.languages[lang];
  if (!grammar) return [];
  const found: string[][] = [];
  const visit = (tokens: (string | Token)[], enclosing: string[]) => {
    for (const token of tokens) {
      // Text between tokens takes its enclosing types, or is plain at the top level.
      if (typeof token === 'string') {
        found.push(enclosing.length > 0 ? enclosing : ['plain']);
        continue;
      }
      const types = appendTypes(appendTypes(enclosing, [token.type]), [token.alias ?? []].flat());
      if (typeof token.content === 'string') found.push(types);
      else visit([token.content].flat(), types);
    }
  };
  visit(Prism.tokenize(code, grammar), []);
  return found;
}

describe('code colours as CSS', () => {
  const committed = readFileSync('src/css/prism-theme.css', 'utf8');

  it('src/css/prism-theme.css is what prismThemeCss() writes from the themes', () => {
    expect(
      normalizeCss(committed),
      'regenerate: write prismThemeCss() of plugins/code-tokens/themeCss.ts to src/css/prism-theme.css, then Prettier',
    ).toBe(normalizeCss(prismThemeCss()));
  });

  it('gives every token of every code block on the site the colour and style it had inline', () => {
    const rules = tokenRules(parseCss(committed));
    const blocks = siteCodeBlocks();
    expect(blocks.length).toBeGreaterThan(100);
    const differences = new Set<string>();
    let tokens = 0;
    for (const { file, lang, code } of blocks) {
      for (const types of tokenTypes(code, lang)) {
        tokens += 1;
        for (const mode of ['light', 'dark'] as const) {
          const expected = inlineStyle(codeThemes[mode], types);
          // A token no rule styles takes the block's colour.
          const plainLine = { color: codeThemes[mode].plain.color?.toLowerCase() ?? '' };
          const asWritten = cssStyle(rules, mode, types);
          const actual = Object.keys(asWritten).length > 0 ? asWritten : plainLine;
          if (Object.keys(expected).length === 0) Object.assign(expected, plainLine);
          if (expected.color) expected.color = expected.color.toLowerCase();
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            differences.add(
              `${mode} ${types.join(' ')} (${file}): ${JSON.stringify(actual)}, was ${JSON.stringify(expected)}`,
            );
          }
        }
      }
    }
    expect(tokens).toBeGreaterThan(5000);
    expect([...differences]).toEqual([]);
  });

  it('sets the block colours Docusaurus reads in both modes', () => {
    const rules = parseCss(committed);
    for (const [mode, scope] of [
      ['light', ":root:not([data-theme='dark'])"],
      ['dark', "[data-theme='dark']"],
    ] as const) {
      const block = rules.find((rule) => rule.selectors.includes(scope))?.declarations;
      expect(block?.['--prism-color']).toBe(codeThemes[mode].plain.color?.toLowerCase());
      expect(block?.['--prism-background-color']).toBe(codeThemes[mode].plain.backgroundColor?.toLowerCase());
    }
  });
});
