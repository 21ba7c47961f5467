import { useContext, useMemo, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

import ApiSignature from '@site/src/components/ApiSignature';
import { CODE_TITLE_ATTRIBUTE } from '@site/src/constants/pageMarkup';
import { HighlightSourceContext, type HighlightSource } from '@site/src/prism/highlightSource';
import { CODE_REFERENCES_PROP } from '@site/src/prism/codeReferences';
import { CODE_TOKENS_PROP, codeOfBlock } from '@site/src/prism/encodedRuns';

type Props = WrapperProps<typeof CodeBlockType> & { [CODE_TOKENS_PROP]?: string; [CODE_REFERENCES_PROP]?: string };

/** The block's text when its children are only text (as Markdown gives them), so it can be copied. */
function textOf(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.every((child) => typeof child === 'string')) return children.join('');
  return undefined;
}

/** The theme's title syntax in a fence's meta (`title="app.ts"`), which it reads before the `title` prop. */
const META_TITLE = /title=(["'])(.*?)\1/;

/**
 * The block's title as the `title` prop, marked so that the Markdown copy finds it, and the meta
 * without it (the theme would otherwise take the meta's plain text first).
 */
function markedTitle({ title, metastring }: Props): Pick<Props, 'title' | 'metastring'> {
  const fromMeta = metastring === undefined ? undefined : META_TITLE.exec(metastring)?.[2];
  const text = fromMeta || title;
  if (!text) return { title, metastring };
  return {
    title: <span {...{ [CODE_TITLE_ATTRIBUTE]: '' }}>{text}</span>,
    metastring: metastring?.replace(META_TITLE, '').trim(),
  };
}

/**
 * Hands the tokens a Markdown block was given when the site was built (plugins/code-tokens/index.ts),
 * and the links of its SDK names (plugins/code-links), to the highlighter, so the page needs no Prism. Fences marked `signature` (the API reference's
 * member signatures) render as ApiSignature; the rest as the theme's code block content.
 *
 * The theme's CodeBlock renders its content under a key that changes once the page is mounted, so
 * that every block is thrown away and drawn again after hydration: its Prism theme's inline colours
 * differ between colour modes and hydration does not patch them. Our code colours are CSS rules on
 * token classes (`prism.theme` and `prism.darkTheme` are the same unstyled theme, a unit test keeps
 * them so), so the markup is the same in both modes and the block hydrates in place instead.
 */
export default function CodeBlockWrapper({
  [CODE_TOKENS_PROP]: runs,
  [CODE_REFERENCES_PROP]: references,
  ...props
}: Props): ReactNode {
  const { metastring, className } = props;
  const children = textOf(props.children);
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const code = children === undefined ? undefined : codeOfBlock(children);
  const inherited = useContext(HighlightSourceContext);
  const source = useMemo<HighlightSource>(
    () =>
      runs !== undefined && code !== undefined ? { ...inherited, precomputed: { code, runs, references } } : inherited,
    [inherited, runs, code, references],
  );
  let block: ReactNode;
  if (children === undefined) block = <ElementContent {...props} {...markedTitle(props)} />;
  else if (language && metastring?.split(/\s+/).includes('signature'))
    block = <ApiSignature code={children} language={language} />;
  else
    block = (
      <StringContent {...props} {...markedTitle(props)}>
        {children}
      </StringContent>
    );
  return <HighlightSourceContext.Provider value={source}>{block}</HighlightSourceContext.Provider>;
}
