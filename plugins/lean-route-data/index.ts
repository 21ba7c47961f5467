import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Every page's entry script carries the site's route data, which grows with each of its ~320
 * routes (the ~270 API pages most of all). Two parts of it do nothing in the browser:
 *
 * - the generated registry (.docusaurus/registry.js) pairs each route chunk with its module's
 *   path, which react-loadable reports during server rendering to find the chunks to preload; the
 *   client copy drops the paths (registry-loader.cjs);
 * - the webpack runtime maps each chunk id to the chunk's name only to build its file name; naming
 *   the files by id instead (`[id].[contenthash]`) removes that map, while Docusaurus's own
 *   name-to-id map, used to prefetch a linked page's chunks, stays.
 *
 * The server bundle is unchanged.
 */
const REGISTRY_LOADER = fileURLToPath(new URL('./registry-loader.cjs', import.meta.url));

export default function leanRouteDataPlugin(): Plugin {
  return {
    name: 'vitrine-lean-route-data',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        // Development keeps Docusaurus's `[name].js` files.
        ...(config.mode === 'production' && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
        module: { rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [REGISTRY_LOADER] }] },
      };
    },
  };
}
