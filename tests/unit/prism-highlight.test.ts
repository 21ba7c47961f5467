import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight as LibraryHighlight, Prism as LibraryPrism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';

import { codeThemes } from '../../config/prism';
import { Highlight } from '../../src/prism/Highlight';
import { Prism } from '../../src/prism/prism';
import { PAGE_PRISM_LANGUAGES } from '../../config/prismLanguages';

// As on a page that has blocks in every page-loaded language.
await Promise.all(Object.values(PAGE_PRISM_LANGUAGES).map((module) => import(module)));

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
  component: (props: Parameters<typeof LibraryHighlight>[0]) => ReactNode,
  code: string,
  language: string,
  theme = codeThemes.light,
): string {
  return renderToStaticMarkup(createElement(component, { code, language, theme, children: renderBlock }));
}

describe('code highlighting with the site Prism', () => {
  const blocks = fencedBlocks();
  const shared = blocks.filter(({ lang }) => lang in LibraryPrism.languages && lang in Prism.languages);

  it(
    'renders every guide and blog block in a language both highlighters know exactly as prism-react-renderer',
    { timeout: 60_000 },
    () => {
      expect(shared.length).toBeGreaterThan(100);
      const differing = shared
        .filter(({ code, lang }) => markupOf(Highlight, code, lang) !== markupOf(LibraryHighlight, code, lang))
        .map(({ file, lang, code }) => `${file} (${lang}): ${code.slice(0, 60)}`);
      expect(differing).toEqual([]);
    },
  );

  it('keeps the dark theme, highlighted-line classes and empty lines the same', () => {
    const code = 'const a = 1;\n\n// note\nlet b = `x${a}`;\n';
    expect(markupOf(Highlight, code, 'ts', codeThemes.dark)).toBe(
      markupOf(LibraryHighlight, code, 'ts', codeThemes.dark),
    );
    expect(markupOf(Highlight, code, 'TS')).toContain('class="token keyword"');
  });

  it('shows a language without a grammar as plain lines instead of failing', () => {
    const html = markupOf(Highlight, 'a <b>\nc', 'no-such-language');
    expect(html).toContain('language-no-such-language');
    expect(html).not.toContain('token keyword');
    expect(html.match(/token-line/g)).toHaveLength(2);
  });
});
