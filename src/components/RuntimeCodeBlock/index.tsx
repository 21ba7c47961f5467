import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

import { HighlightSourceContext, type HighlightSource } from '@site/src/prism/highlightSource';
import type { PrismLike } from '@site/src/prism/tokenize';

const PLAIN: HighlightSource = {};

let prismDownload: Promise<PrismLike> | undefined;

/** The site Prism, downloaded once for all blocks; after a failed download the next block to mount tries again. */
function loadPrism(): Promise<PrismLike> {
  prismDownload ??= import(/* webpackChunkName: "runtime-prism" */ '@site/src/prism/prism').then(
    ({ Prism }) => Prism as unknown as PrismLike,
    (error: unknown) => {
      prismDownload = undefined;
      throw error;
    },
  );
  return prismDownload;
}

/**
 * A code block whose text a React page writes at run time (the editor's live files), highlighted
 * in the browser. It renders as plain text on the server and in the first render, then in colour
 * once Prism has downloaded after the page is interactive: Prism and its grammars (about 10 kB gzip,
 * src/prism/prism.ts) stay out of the page's first load, and the colours change nothing in the
 * layout. Should the download fail, the code stays readable as plain text.
 */
export default function RuntimeCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  const [source, setSource] = useState<HighlightSource>(PLAIN);
  useEffect(() => {
    let current = true;
    loadPrism().then(
      (prism) => current && setSource({ prism }),
      () => undefined, // plain text is the fallback
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <HighlightSourceContext.Provider value={source}>
      <CodeBlock {...props} />
    </HighlightSourceContext.Provider>
  );
}
