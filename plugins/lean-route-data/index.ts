import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Every page's entry script carries the site's route data, which grows with each of its ~320
 * routes (the ~270 API pages most of all). Much of it does nothing in the browser:
 *
 * - the generated registry (.docusaurus/registry.js) pairs each route chunk with its module's
 *   path, which react-loadable reports during server rendering to find the chunks to preload; the
 *   client copy drops the paths (registry-loader.cjs);
 * - the webpack runtime maps each chunk id to the chunk's name only to build its file name; naming
 *   the files by id instead (`[id].[contenthash]`) removes that map, while Docusaurus's own
 *   name-to-id map, used to prefetch a linked page's chunks, stays (a file name function would
 *   keep some names but makes the runtime a chain of comparisons, larger than the map). Tests
 *   find a named chunk's file through the client manifest (tests/buildOutput.ts);
 * - route chunk names are 8-character hashes, written into the route map, the registry and that
 *   prefetch map; in production they become one or two letters (chunk-names.cjs), renamed alike in
 *   the registry and in routesChunkNames.json (routes-chunk-names-loader.cjs). The on-disk
 *   .docusaurus files keep the hashes: scripts/lib/build-output.mjs translates them;
 * - the docs plugin's global data lists every doc with its id, path and sidebar; ids serve only to
 *   find the docs the navbar links by id, so the others are dropped (global-data-loader.cjs, in
 *   both bundles, which render the navbar alike).
 *
 * The server bundle keeps its registry and file names.
 */
const REGISTRY_LOADER = fileURLToPath(new URL('./registry-loader.cjs', import.meta.url));
const ROUTES_CHUNK_NAMES_LOADER = fileURLToPath(new URL('./routes-chunk-names-loader.cjs', import.meta.url));
const GLOBAL_DATA_LOADER = fileURLToPath(new URL('./global-data-loader.cjs', import.meta.url));

interface NavbarItemLike {
  type?: string;
  docId?: string;
  items?: NavbarItemLike[];
}

/** The doc ids of the navbar's `type: 'doc'` items, in dropdowns too. */
function navbarDocIds(items: readonly NavbarItemLike[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.docId ? [item.docId] : []),
    ...navbarDocIds(item.items ?? []),
  ]);
}

export default function leanRouteDataPlugin(context: LoadContext): Plugin {
  const navbar = context.siteConfig.themeConfig.navbar as { items?: NavbarItemLike[] } | undefined;
  const globalDataRule = {
    test: /[\\/]\.docusaurus[\\/]globalData\.json$/,
    use: [{ loader: GLOBAL_DATA_LOADER, options: { keepIds: navbarDocIds(navbar?.items ?? []) } }],
  };
  return {
    name: 'vitrine-lean-route-data',
    configureWebpack(config, isServer) {
      if (isServer) return { module: { rules: [globalDataRule] } };
      // Development keeps Docusaurus's file and chunk names.
      const production = config.mode === 'production';
      const registryRule = {
        test: /[\\/]\.docusaurus[\\/]registry\.js$/,
        use: [{ loader: REGISTRY_LOADER, options: { shortNames: production } }],
      };
      const routesChunkNamesRule = {
        test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
        use: [ROUTES_CHUNK_NAMES_LOADER],
      };
      return {
        ...(production && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
        module: { rules: [globalDataRule, registryRule, ...(production ? [routesChunkNamesRule] : [])] },
      };
    },
  };
}
