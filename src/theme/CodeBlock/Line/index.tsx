import type { ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

/**
 * One line of a code block. The theme writes each line as a `<div>`, which HTML does not allow in
 * `<code>` (the W3C checker reports every line of every block); this line is a `<span>` laid out as
 * a block. It ends in a `<br>`, so an empty line keeps its height and copied text its line break;
 * a line that is only a line break therefore renders empty.
 */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const tokens = line.length === 1 && line[0]?.content === '\n' ? [{ ...line[0], content: '' }] : line;
  const lineProps = getLineProps({
    line: tokens,
    className: clsx(classNames, styles.line, showLineNumbers && styles.numbered),
  });
  const content = tokens.map((token, index) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={index} {...tokenProps} line={tokens} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
