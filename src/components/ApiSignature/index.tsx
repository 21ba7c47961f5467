import { createElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight, type Token } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';

import { compactLine, looksPlain } from '@site/src/theme/CodeBlock/Line/compactLine';
import { tokenElement } from '@site/src/theme/CodeBlock/Line/tokenClass';
import { codeOfBlock } from '@site/src/prism/encodedRuns';

import styles from './styles.module.css';

/**
 * A signature of the API reference (`addPlugin<T>(plugin): Promise<T>;`), highlighted like any code
 * block but without the code block's frame: the reference has hundreds of them, a line each, and
 * the frame (container, content wrapper, copy button) weighed more than the signature. Same colours
 * (src/css/prism-theme.css), same `pre > code` for search and the Markdown copies; its lines are broken
 * by line feeds in the `pre`, without a `.token-line` element each.
 */
export default function ApiSignature({ code, language }: { code: string; language: string }): ReactNode {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={codeOfBlock(code)} language={language}>
      {({ className, tokens }) => (
        // Focusable, as the theme's code blocks are, so a long signature scrolls from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre tabIndex={0} className={clsx(className, styles.signature)}>
          <code className={`language-${language}`}>{signatureParts(tokens)}</code>
        </pre>
      )}
    </Highlight>
  );
}

/**
 * The signature's tokens: styled ones as the elements tokenElement names (`<t-k>`), plain text and the line feeds between lines as one
 * text each run (React would separate two adjacent texts with a comment).
 */
function signatureParts(lines: Token[][]): ReactNode[] {
  const parts: ReactNode[] = [];
  const addText = (text: string) => {
    const last = parts.length - 1;
    if (typeof parts[last] === 'string') parts[last] += text;
    else parts.push(text);
  };
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) addText('\n');
    for (const token of compactLine(line)) {
      if (token.empty) continue;
      const element = looksPlain(token) ? undefined : tokenElement(token.types);
      if (element)
        parts.push(createElement(element.tag, { key: parts.length, className: element.className }, token.content));
      else addText(token.content);
    }
  });
  return parts;
}
