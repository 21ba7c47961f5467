import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Every docs page loads the docs version's props: the sidebar, and for each of the ~280 docs its
 * id, title, sidebar and description. The descriptions (8.6 kB of its 18 kB gzip, nearly all from
 * the generated API reference) are read only by DocCard, the card grid of `<DocCardList />` and
 * generated category index pages, which this site does not render (tests/unit/doc-cards.test.ts
 * fails when a page starts to). This loader drops them from that file, for the server and client
 * bundles alike; each page's own description (its meta tags) comes from its own metadata and is
 * unchanged.
 */
const LOADER = fileURLToPath(new URL('./loader.cjs', import.meta.url));

export default function docsCardDescriptionsPlugin(): Plugin {
  return {
    name: 'vitrine-docs-card-descriptions',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, use: [LOADER] }],
        },
      };
    },
  };
}
