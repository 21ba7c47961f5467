import { useCallback, useContext, useEffect, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Highlight as LibraryHighlight, PrismTheme, TokenOutputProps } from 'prism-react-renderer';

import { decodeReferences, splitAtReferences, type CodeReferences } from './codeReferences';
import { decodeRuns } from './encodedRuns';
import { HighlightSourceContext, type HighlightSource } from './highlightSource';
import { lineMarkup, type LineLinks } from './lineMarkup';
import { dismissTooltipsWithEscape } from './tooltipDismissal';
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

/** A line's token, or a whole line as one token whose `markup` holds its highlighted HTML. */
type RenderToken = LineToken & { markup?: string };

/** Whether the theme colours any token type inline (ours colours them with CSS rules on classes). */
function stylesTokensInline(dictionary: StyleDictionary): boolean {
  return Object.keys(dictionary).some((type) => type !== 'root' && type !== 'plain');
}

/**
 * Each line as a single token carrying the line's markup, which the theme's code line renders as
 * one span. An empty line keeps its own token (the theme keeps its height), and a theme with inline
 * token colours keeps one token per run, as those colours are not in the markup.
 */
function asLineTokens(lines: LineToken[][], dictionary: StyleDictionary, links?: LineLinks): RenderToken[][] {
  if (stylesTokensInline(dictionary)) return lines;
  return lines.map((line) =>
    line.length === 1 && line[0]?.empty
      ? line
      : [{ types: ['plain'], content: line.map((token) => token.content).join(''), markup: lineMarkup(line, links) }],
  );
}

/** The block's lines of tokens: precomputed when the site was built, else from Prism if the page has it, else plain. */
function linesOf(
  source: HighlightSource,
  code: string,
  language: string,
  references: CodeReferences | undefined,
): LineToken[][] {
  if (source.precomputed?.code === code) {
    const runs = decodeRuns(code, source.precomputed.runs);
    if (runs) return linesOfRuns(references ? splitAtReferences(runs, references.spans) : runs);
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
  const idPrefix = useId();
  const references = useMemo(() => {
    const encoded = source.precomputed?.code === code ? source.precomputed.references : undefined;
    return encoded === undefined ? undefined : decodeReferences(encoded);
  }, [source, code]);
  const tokens = useMemo(
    () =>
      asLineTokens(
        linesOf(source, code, language, references),
        dictionary,
        references && { references, idPrefix: `${idPrefix}-` },
      ),
    [source, code, language, references, dictionary, idPrefix],
  );
  useEffect(() => {
    if (references) dismissTooltipsWithEscape();
  }, [references]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({ className, style, line, ...rest }) => {
      void line; // an input of the getter, not an attribute of the line's element
      return { ...rest, className: clsx('token-line', className), style: { ...dictionary.plain, ...style } };
    },
    [dictionary],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({ token, className, style, ...rest }) => {
      const { markup } = token as RenderToken;
      // Beyond the library's types (a class and text children): the theme's code line spreads
      // these props onto the token's span and passes `children` on, which must stay undefined
      // for React to take the inner HTML.
      if (markup !== undefined)
        return {
          ...rest,
          className,
          style,
          dangerouslySetInnerHTML: { __html: markup },
        } as unknown as TokenOutputProps;
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
