import type { Plugin } from '@docusaurus/types';

/**
 * Keeps each page's CSS with that page's code. Docusaurus gathers the CSS of every chunk into one
 * stylesheet that every page loads, so the pricing table, the showcase and the 3D viewer styles
 * were downloaded by a first visit to a guide. Here only the CSS of the entry (Infima, the theme's
 * layout, src/css/custom.css) stays in that stylesheet; a route's CSS modules go into files that
 * load with the route's chunks on client-side navigation, and that scripts/link-route-css.mjs
 * links from the route's HTML after the build, so that a first visit is styled at first paint.
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
      return { optimization: { splitChunks: { cacheGroups: { styles: { chunks: 'initial' } } } } };
    },
  };
}
