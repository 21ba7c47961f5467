import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Every docs page loads the docs version's props: the sidebar, and a map of all ~300 docs with
 * each one's id, title, sidebar and description (13.9 kB gzip, nearly all from the generated API
 * reference). Only DocCard reads that map (through `useDocById`): the card grid of
 * `<DocCardList />` and generated category index pages, which this site does not render
 * (tests/unit/doc-cards.test.ts fails when a page starts to). This loader empties the map, for the
 * server and client bundles alike. DocCard is also the only reader of each sidebar link's doc id
 * (the breadcrumbs test only that the link has one), so the ids become `true`: a fifth of the
 * sidebar's weight. Labels, links and each page's own metadata are unchanged.
 */
const LOADER = fileURLToPath(new URL('./loader.cjs', import.meta.url));

export default function docCardDataPlugin(): Plugin {
  return {
    name: 'vitrine-doc-card-data',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, use: [LOADER] }],
        },
      };
    },
  };
}
