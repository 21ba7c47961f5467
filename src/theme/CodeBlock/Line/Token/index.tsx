import { createElement, type ReactNode } from 'react';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type { WrapperProps } from '@docusaurus/types';

import { tokenClassName, tokenElement } from '../tokenClass';

type Props = WrapperProps<typeof TokenType>;

/**
 * A token of a code line. Plain text is bare text, not a `<span class="token plain">`: the line
 * already has the plain colour. A styled token is written as tokenElement says (`<t-k>const</t-k>`,
 * see tokenClass.ts) instead of Prism's `<span class="token keyword">`; the colours are CSS rules
 * (src/css/prism-theme.css). A token with a style of its own (an empty line's inline-block) is a
 * span that keeps it.
 */
export default function TokenWrapper(props: Props): ReactNode {
  const { token, style, children } = props;
  // The highlighter hands every token a style object, empty unless the token needs one of its own.
  const ownStyle = style && Object.keys(style).length > 0 ? style : undefined;
  if (!ownStyle && token.types.length === 1 && token.types[0] === 'plain') return <>{children}</>;
  const element = ownStyle ? undefined : tokenElement(token.types);
  if (element) return createElement(element.tag, element.className ? { className: element.className } : null, children);
  return (
    <span className={tokenClassName(token.types) || undefined} style={ownStyle}>
      {children}
    </span>
  );
}
