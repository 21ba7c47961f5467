import type { ReactNode } from 'react';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type { WrapperProps } from '@docusaurus/types';

import { tokenClassName } from '../tokenClass';

type Props = WrapperProps<typeof TokenType>;

/**
 * A token of a code line. Plain text is bare text, not a `<span class="token plain">`: the line
 * already has the plain colour. A styled token is a span with the short classes of its types
 * (`<span class="t-k">`, see tokenClass.ts) instead of Prism's `token keyword`; the colours are
 * CSS rules on those classes (src/css/prism-theme.css). A token with a style of its own (an empty
 * line's inline-block) keeps it.
 */
export default function TokenWrapper(props: Props): ReactNode {
  const { token, style, children } = props;
  if (!style && token.types.length === 1 && token.types[0] === 'plain') return <>{children}</>;
  return (
    <span className={tokenClassName(token.types) || undefined} style={style}>
      {children}
    </span>
  );
}
