import { createContext } from 'react';

import type { PrismLike } from './tokenize';

/**
 * Where a code block's tokens come from. Markdown blocks were tokenized when the site was built
 * (plugins/code-tokens/index.ts): `precomputed` holds the code and its encoded runs (encodedRuns.ts),
 * and for samples the compiler checked, their linked names (codeReferences.ts, plugins/code-links).
 * Code a React page writes at run time (the editor's live JSON) needs a Prism instance in the
 * browser: `prism`, provided by src/components/RuntimeCodeBlock on the pages that use it. With
 * neither, a block shows as plain text.
 */
export interface HighlightSource {
  precomputed?: { code: string; runs: string; references?: string };
  prism?: PrismLike;
}

export const HighlightSourceContext = createContext<HighlightSource>({});
