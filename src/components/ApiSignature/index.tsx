import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';

import { codeOfBlock } from '@site/src/prism/encodedRuns';

import styles from './styles.module.css';

/**
 * A signature of the API reference (`addPlugin<T>(plugin): Promise<T>;`), highlighted like any code
 * block but without the code block's frame: the reference has hundreds of them, a line each, and
 * the frame (title bar, copy and wrap buttons) is noise around one line. Its lines are the theme's
 * code lines, so tokens are the same spans with Prism's classes, coloured by src/css/prism-theme.css;
 * the same `pre > code` for search and the Markdown copies.
 */
export default function ApiSignature({ code, language }: { code: string; language: string }): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={codeOfBlock(code)} language={language}>
      {({ className, tokens, getLineProps, getTokenProps }) => (
        // Focusable, as the theme's code blocks are, so a long signature scrolls from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0} className={clsx(className, styles.signature)}>
          <code className={`language-${language}`}>
            {tokens.map((line, index) => (
              <Line
                key={index}
                line={line}
                classNames={undefined}
                showLineNumbers={false}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
              />
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
