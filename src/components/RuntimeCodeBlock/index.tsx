import type { ComponentProps, ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

import { HighlightSourceContext, type HighlightSource } from '@site/src/prism/highlightSource';
import { Prism } from '@site/src/prism/prism';

const RUNTIME_SOURCE: HighlightSource = { prism: Prism };

/**
 * A code block whose text a React page writes at run time (the editor's live files),
 * highlighted in the browser: Markdown blocks are tokenized when the site is built, so only the
 * pages that render this component download Prism and its grammars (src/prism/prism.ts).
 */
export default function RuntimeCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  return (
    <HighlightSourceContext.Provider value={RUNTIME_SOURCE}>
      <CodeBlock {...props} />
    </HighlightSourceContext.Provider>
  );
}
