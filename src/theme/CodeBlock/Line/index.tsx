import type { ReactNode } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type LineType from '@theme/CodeBlock/Line';
import type { WrapperProps } from '@docusaurus/types';

import { compactLine } from './compactLine';

type Props = WrapperProps<typeof LineType>;

/**
 * The theme's code line, given its tokens with plain-looking runs joined (see compactLine). A line
 * with nothing of its own (no highlight class, no line number) is its tokens and a `<br>`: the
 * stock `<div class="token-line">` around every line weighed more than many lines' text, and the
 * block's `pre` lays the lines out the same. (A line feed would do as well, but React separates two
 * adjacent texts with a comment.) Highlighted or numbered lines keep the theme's markup.
 */
export default function LineWrapper(props: Props): ReactNode {
  const line = compactLine(props.line);
  if (props.classNames?.length || props.showLineNumbers) return <Line {...props} line={line} />;
  // An empty line is its `<br>` alone; the theme's empty token (an inline-block span) held its height.
  const tokens = line.filter((token) => !token.empty && token.content !== '\n');
  return (
    <>
      {tokens.map((token, key) => {
        const tokenProps = props.getTokenProps({ token });
        return (
          <LineToken key={key} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      })}
      <br />
    </>
  );
}
