import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';

import { compactLine, looksPlain } from '@site/src/theme/CodeBlock/Line/compactLine';

import styles from './styles.module.css';

/**
 * A signature of the API reference (`addPlugin<T>(plugin): Promise<T>;`), highlighted like any code
 * block but without the code block's frame: the reference has hundreds of them, a line each, and
 * the frame (container, content wrapper, copy button) weighed more than the signature. Same colours
 * (src/css/prism-theme.css), same `pre > code > .token-line` shape for search and the Markdown copies.
 */
export default function ApiSignature({ code, language }: { code: string; language: string }): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={code.replace(/\n$/, '')} language={language}>
      {({ className, tokens, getLineProps, getTokenProps }) => (
        // Focusable, as the theme's code blocks are, so a long signature scrolls from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0} className={clsx(className, styles.signature)}>
          <code className={`language-${language}`}>
            {tokens.map((line, lineIndex) => (
              <div key={lineIndex} {...getLineProps({ line })}>
                {compactLine(line).map((token, tokenIndex) =>
                  looksPlain(token) && !token.empty ? (
                    token.content
                  ) : (
                    <span key={tokenIndex} {...getTokenProps({ token })} />
                  ),
                )}
              </div>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
