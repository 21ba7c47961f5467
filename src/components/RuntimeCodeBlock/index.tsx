import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

import { HighlightSourceContext, type HighlightSource } from '@site/src/prism/highlightSource';
import type { PrismLike } from '@site/src/prism/tokenize';
import { useNearViewport } from '@site/src/hooks/useNearViewport';

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

/** How close to the viewport a block comes before it is highlighted: half a screen above or below. */
const HIGHLIGHT_MARGIN = '50% 0px';

/**
 * A code block whose text a React page writes at run time (the editor's live files), highlighted
 * in the browser. It renders as plain text on the server and in the first render, then in colour
 * once it comes near the viewport and Prism has downloaded: Prism and its grammars (about 10 kB
 * gzip, src/prism/prism.ts) stay out of the page's first load, and a long file far down the page
 * costs nothing while the page loads: colouring writes each line's HTML anew, one parse per line,
 * which for the editor's two live files (479 lines) was one long task right after hydration. The
 * colours change nothing in the layout.
 * Should the download fail, the code stays readable as plain text.
 */
export default function RuntimeCodeBlock(props: ComponentProps<typeof CodeBlock>): ReactNode {
  const [source, setSource] = useState<HighlightSource>(PLAIN);
  const wrapper = useRef<HTMLDivElement>(null);
  const near = useNearViewport(wrapper, HIGHLIGHT_MARGIN);
  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    loadPrism().then(
      (prism) => current && setSource({ prism }),
      () => undefined, // plain text is the fallback
    );
    return () => {
      current = false;
    };
  }, [near]);
  return (
    <div ref={wrapper}>
      <HighlightSourceContext.Provider value={source}>
        <CodeBlock {...props} />
      </HighlightSourceContext.Provider>
    </div>
  );
}
