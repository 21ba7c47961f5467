import { useContext, useMemo, type ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

import ApiSignature from '@site/src/components/ApiSignature';
import { HighlightSourceContext, type HighlightSource } from '@site/src/prism/highlightSource';
import { CODE_TOKENS_PROP, codeOfBlock } from '@site/src/prism/encodedRuns';

type Props = WrapperProps<typeof CodeBlockType> & { [CODE_TOKENS_PROP]?: string };

/**
 * Hands the tokens a Markdown block was given when the site was built (config/codeTokens.ts) to
 * the highlighter, so the page needs no Prism. Fences marked `signature` (the API reference's
 * member signatures) render as ApiSignature; the rest as the theme's code block.
 */
export default function CodeBlockWrapper({ [CODE_TOKENS_PROP]: runs, ...props }: Props): ReactNode {
  const { metastring, children, className } = props;
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  const code = typeof children === 'string' ? codeOfBlock(children) : undefined;
  const inherited = useContext(HighlightSourceContext);
  const source = useMemo<HighlightSource>(
    () => (runs !== undefined && code !== undefined ? { ...inherited, precomputed: { code, runs } } : inherited),
    [inherited, runs, code],
  );
  const block =
    language && typeof children === 'string' && metastring?.split(/\s+/).includes('signature') ? (
      <ApiSignature code={children} language={language} />
    ) : (
      <CodeBlock {...props} />
    );
  return <HighlightSourceContext.Provider value={source}>{block}</HighlightSourceContext.Provider>;
}
