import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Resolves `prism-react-renderer` to src/prism in the server and client bundles alike, so the
 * HTML and the hydrated page highlight identically. The theme's CodeBlock and its language loader
 * import `Highlight` and `Prism` from that package, whose single module carries sixteen grammars
 * and twenty colour themes into every page's entry script (26 kB gzip); ours renders tokens made
 * when the site is built (plugins/code-tokens/index.ts) and carries no grammar. The Node side
 * (plugins/code-tokens/themeCss.ts reads the package's colour themes) is not bundled and keeps the real package.
 */
const REPLACEMENT = fileURLToPath(new URL('../../src/prism/index.ts', import.meta.url));

export default function prismSubsetPlugin(): Plugin {
  return {
    name: 'vitrine-prism-subset',
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': REPLACEMENT } } };
    },
  };
}
