import { useCallback, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Highlight as LibraryHighlight, PrismTheme } from 'prism-react-renderer';

import { decodeRuns } from './encodedRuns';
import { HighlightSourceContext, type HighlightSource } from './highlightSource';
import { linesOfRuns, normalizeTokens, type LineToken } from './normalizeTokens';
import { grammarOf, tokenize } from './tokenize';

type StyleDictionary = Record<string, CSSProperties | undefined>;
type RenderProps = Parameters<Parameters<typeof LibraryHighlight>[0]['children']>[0];

/** The theme's styles keyed by token type, for one language; `root` styles the block, `plain` each line. */
function styleDictionary(theme: PrismTheme | undefined, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  if (!theme) return dictionary;
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dictionary[type] = { ...dictionary[type], ...(entry.style as CSSProperties) };
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return dictionary;
}

function tokenStyle(dictionary: StyleDictionary, { types, empty }: LineToken): CSSProperties | undefined {
  // An empty line's token is an inline block so the line keeps its height.
  const emptyStyle = empty ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && types[0] === 'plain') return emptyStyle;
  return Object.assign({}, emptyStyle, ...types.map((type) => dictionary[type]));
}

/** The block's lines of tokens: precomputed when the site was built, else from Prism if the page has it, else plain. */
function linesOf(source: HighlightSource, code: string, language: string): LineToken[][] {
  if (source.precomputed?.code === code) {
    const runs = decodeRuns(code, source.precomputed.runs);
    if (runs) return linesOfRuns(runs);
  }
  const grammar = grammarOf(source.prism, language);
  return normalizeTokens(source.prism && grammar ? tokenize(source.prism, code, grammar, language) : code);
}

interface HighlightProps {
  code: string;
  language: string;
  /** Always given by CodeBlock (the site's light or dark theme); none means unstyled tokens. */
  theme?: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

/**
 * prism-react-renderer's `Highlight` contract (render props with lines of tokens and prop getters,
 * the same classes and theme styles), so the theme's CodeBlock renders unchanged, with tokens from
 * the surrounding HighlightSource instead of a Prism in every page's scripts.
 */
export function Highlight({ code, language: requestedLanguage, theme, children }: HighlightProps): ReactNode {
  const language = requestedLanguage.toLowerCase();
  const dictionary = useMemo(() => styleDictionary(theme, language), [theme, language]);
  const source = useContext(HighlightSourceContext);
  const tokens = useMemo(() => linesOf(source, code, language), [source, code, language]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({ className, style, line, ...rest }) => {
      void line; // an input of the getter, not an attribute of the line's element
      return { ...rest, className: clsx('token-line', className), style: { ...dictionary.plain, ...style } };
    },
    [dictionary],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({ token, className, style, ...rest }) => {
      const themed = tokenStyle(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style === undefined ? themed : { ...themed, ...style },
      };
    },
    [dictionary],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
