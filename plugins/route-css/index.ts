import { simpleHash } from '@docusaurus/utils';
import type { Plugin } from '@docusaurus/types';

/**
 * The theme components whose chunks every docs page loads together: their CSS is one file, which
 * compresses better than two and is one request fewer (about 0.5 kB gzip less on a docs page).
 */
const DOC_PAGE_COMPONENTS = ['@theme/DocRoot', '@theme/DocItem'];

/**
 * Docusaurus names a route component's chunk after the component path (a hash of it in production,
 * see genChunkName in @docusaurus/core). In development CSS is injected by style tags, so the
 * grouping below has nothing to do there and the names need not match.
 */
const DOC_PAGE_CHUNKS = new Set(DOC_PAGE_COMPONENTS.map((component) => simpleHash(component, 8)));

/**
 * Keeps each page's CSS with that page's code. Docusaurus gathers the CSS of every chunk into one
 * stylesheet that every page loads, so the pricing table, the showcase and the 3D viewer styles
 * were downloaded by a first visit to a guide. Here only the CSS of the entry (Infima, the theme's
 * layout, src/css/custom.css) stays in that stylesheet; a route's CSS modules go into files that
 * load with the route's chunks on client-side navigation, and that scripts/link-route-css.mjs
 * links from the route's HTML after the build, so that a first visit is styled at first paint.
 * The docs page's two theme components share one such file (DOC_PAGE_COMPONENTS).
 *
 * Docusaurus merged all CSS because stylesheets arriving in a different order could restyle a
 * page. That cannot happen here: a CSS module's class names are its own, and Infima and the theme
 * sit in cascade layers (`future.v4`), below any unlayered rule whatever the load order.
 */
export default function routeCssPlugin(): Plugin {
  return {
    name: 'vitrine-route-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: { chunks: 'initial' },
              docPageStyles: {
                name: 'doc-page',
                type: 'css/mini-extract',
                chunks: (chunk: { name?: string | null }) => DOC_PAGE_CHUNKS.has(chunk.name ?? ''),
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
