import { useContext, useMemo, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

import ApiSignature from '@site/src/components/ApiSignature';
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
  if (children === undefined) block = <ElementContent {...props} />;
  else if (language && metastring?.split(/\s+/).includes('signature'))
    block = <ApiSignature code={children} language={language} />;
  else block = <StringContent {...props}>{children}</StringContent>;
  return <HighlightSourceContext.Provider value={source}>{block}</HighlightSourceContext.Provider>;
}
