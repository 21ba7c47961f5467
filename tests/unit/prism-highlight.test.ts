import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight as LibraryHighlight, Prism as LibraryPrism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';

import { unstyledCodeTheme } from '../../config/prism';
import { codeThemes } from '../../plugins/code-tokens/themeCss';
import { encodeBlock } from '../../plugins/code-tokens';
import { Highlight } from '../../src/prism/Highlight';
import { HighlightSourceContext, type HighlightSource } from '../../src/prism/highlightSource';
import { Prism } from '../../src/prism/prism';
import type { PrismLike } from '../../src/prism/tokenize';

/** Highlight as a page renders it: within the source its CodeBlock provides. */
function highlightWith(source: HighlightSource) {
  return (props: ComponentProps<typeof Highlight>) =>
    createElement(HighlightSourceContext.Provider, { value: source }, createElement(Highlight, props));
}

/** The site's Prism in the browser (src/components/RuntimeCodeBlock). */
const RuntimeHighlight = highlightWith({ prism: Prism as unknown as PrismLike });

/** A Markdown block: its runs encoded at build time (plugins/code-tokens/index.ts), no Prism on the page. */
function markdownHighlight(code: string, language: string) {
  const runs = encodeBlock(code, language.toLowerCase());
  return highlightWith(runs === undefined ? {} : { precomputed: { code, runs } });
}

/**
 * Every fenced block of the guides and the blog, with its language and file. The generated API
 * reference (docs/api) is left out: it exists only after a build, and its blocks are TypeScript
 * like the guides'.
 */
function fencedBlocks(): { lang: string; code: string; file: string }[] {
  const files = ['docs', 'blog'].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(join('docs', 'api') + '/')),
  );
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({
      lang: match[1] ?? '',
      code: (match[2] ?? '').replace(/\n$/, ''),
      file,
    })),
  );
}

type RenderProps = Parameters<Parameters<typeof LibraryHighlight>[0]['children']>[0];

/** The markup CodeBlock builds from a highlighter's render props (lines of token spans). */
function renderBlock({ className, style, tokens, getLineProps, getTokenProps }: RenderProps): ReactNode {
  return createElement(
    'pre',
    { className, style },
    tokens.map((line, i) =>
      createElement(
        'div',
        { key: i, ...getLineProps({ line }) },
        line.map((token, j) => createElement('span', { key: j, ...getTokenProps({ token }) })),
      ),
    ),
  );
}

function markupOf(
  component: (props: ComponentProps<typeof Highlight>) => ReactNode,
  code: string,
  language: string,
  theme = codeThemes.light,
): string {
  return renderToStaticMarkup(createElement(component, { code, language, theme, children: renderBlock }));
}

describe('code highlighting with the site Prism', () => {
  const blocks = fencedBlocks();
  const shared = blocks.filter(({ lang }) => lang in LibraryPrism.languages && lang in Prism.languages);

  it('renders every guide and blog block in a language both highlighters know exactly as prism-react-renderer', () => {
    expect(shared.length).toBeGreaterThan(100);
    const differing = shared
      .filter(({ code, lang }) => markupOf(RuntimeHighlight, code, lang) !== markupOf(LibraryHighlight, code, lang))
      .map(({ file, lang, code }) => `${file} (${lang}): ${code.slice(0, 60)}`);
    expect(differing).toEqual([]);
  });

  it('renders every guide and blog block from its build-time tokens exactly as with Prism in the page', () => {
    const highlighted = blocks.filter(({ lang }) => encodeBlock('x', lang.toLowerCase()) !== undefined);
    expect(highlighted.length).toBeGreaterThan(120);
    const differing = highlighted
      .filter(
        ({ code, lang }) =>
          markupOf(markdownHighlight(code, lang), code, lang) !== markupOf(RuntimeHighlight, code, lang),
      )
      .map(({ file, lang, code }) => `${file} (${lang}): ${code.slice(0, 60)}`);
    expect(differing).toEqual([]);
  });

  it('shows build-time tokens only for the code they were made from', () => {
    const code = 'const a = 1;';
    const stale = highlightWith({ precomputed: { code: 'let b = 2;', runs: encodeBlock('let b = 2;', 'ts')! } });
    expect(markupOf(stale, code, 'ts')).not.toContain('token keyword');
    expect(markupOf(markdownHighlight(code, 'ts'), code, 'ts')).toContain('class="token keyword"');
  });

  it('keeps the dark theme, highlighted-line classes and empty lines the same', () => {
    const code = 'const a = 1;\n\n// note\nlet b = `x${a}`;\n';
    expect(markupOf(RuntimeHighlight, code, 'ts', codeThemes.dark)).toBe(
      markupOf(LibraryHighlight, code, 'ts', codeThemes.dark),
    );
    expect(markupOf(RuntimeHighlight, code, 'TS')).toContain('class="token keyword"');
    expect(markupOf(markdownHighlight(code, 'TS'), code, 'TS')).toBe(markupOf(RuntimeHighlight, code, 'TS'));
  });

  it('shows a language without a grammar as plain lines instead of failing', () => {
    const html = markupOf(RuntimeHighlight, 'a <b>\nc', 'no-such-language');
    expect(html).toContain('language-no-such-language');
    expect(html).not.toContain('token keyword');
    expect(html.match(/token-line/g)).toHaveLength(2);
  });

  describe('with the site theme, which colours tokens with CSS rules', () => {
    /** The library's markup with plain runs as bare text, as the site writes them. */
    const withoutPlainSpans = (html: string) => html.replace(/<span class="token plain">([^<]*)<\/span>/g, '$1');
    /** The site's markup without the one span that holds each line's highlighted HTML. */
    const withoutLineSpans = (html: string) =>
      html.replace(/(<div class="token-line"[^>]*>)<span>([\s\S]*?)<\/span><\/div>/g, '$1$2</div>');

    /** A theme that names a token type, so the highlighter keeps one span per run (with no colour). */
    const runByRunTheme = { plain: {}, styles: [{ types: ['no-such-token-type'], style: {} }] };

    it('writes every block with the same token spans as one span per run, each line one span of HTML', () => {
      const blocks = fencedBlocks().filter(({ lang }) => encodeBlock('x', lang.toLowerCase()) !== undefined);
      expect(blocks.length).toBeGreaterThan(120);
      const differing = blocks.filter(({ code, lang }) => {
        const ours = markupOf(markdownHighlight(code, lang), code, lang, unstyledCodeTheme);
        const runByRun = markupOf(markdownHighlight(code, lang), code, lang, runByRunTheme);
        const nonEmptyLines = code.split('\n').filter((line) => line !== '').length;
        return (
          withoutLineSpans(ours) !== withoutPlainSpans(runByRun) ||
          (ours.match(/<div class="token-line"[^>]*><span>/g) ?? []).length !== nonEmptyLines
        );
      });
      expect(differing.map(({ file, code }) => `${file}: ${code.slice(0, 60)}`)).toEqual([]);
    });

    it('escapes code text in the line HTML', () => {
      const code = `const tag = '<b class="x">' + "&amp;";`;
      const html = markupOf(RuntimeHighlight, code, 'ts', unstyledCodeTheme);
      expect(html).not.toContain('<b class');
      expect(html).toContain('&lt;b class=&quot;x&quot;&gt;');
      expect(html).toContain('&amp;amp;');
    });
  });
});
