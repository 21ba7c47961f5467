import type { ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

/**
 * Plain text of a code line as bare text, not a `<span class="token plain">`: the line already has
 * the plain colour. Tokens with a style of their own (an empty line's inline-block) keep their span.
 */
export default function TokenWrapper(props: Props): ReactNode {
  const { token, style, children } = props;
  if (!style && token.types.length === 1 && token.types[0] === 'plain') return <>{children}</>;
  return <Token {...props} />;
}
