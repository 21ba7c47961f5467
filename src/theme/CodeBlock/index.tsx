import type { ReactNode } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

import ApiSignature from '@site/src/components/ApiSignature';

type Props = WrapperProps<typeof CodeBlockType>;

/** Fences marked `signature` (the API reference's member signatures) render as ApiSignature; the rest as the theme's code block. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const { metastring, children, className } = props;
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  if (language && typeof children === 'string' && metastring?.split(/\s+/).includes('signature')) {
    return <ApiSignature code={children} language={language} />;
  }
  return <CodeBlock {...props} />;
}
