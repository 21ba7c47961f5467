import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Every page's entry script carries Docusaurus's route registry (.docusaurus/registry.js): for
 * each route chunk, its loader, the module's path and its module id. The path is reported to
 * react-loadable while pages are rendered on the server; the browser never reads it, and with ~320
 * routes the paths are a large share of the registry. The client bundle gets a copy without them
 * (registry-loader.cjs); the server bundle keeps Docusaurus's file.
 *
 * Docusaurus has no option for this (the size of route data grows with the number of routes).
 * The guard: tests/built/budgets/runtime.mjs fails when the entry script names a module path
 * (the loader stopped matching) and the browser tests load every route on the client.
 */
const REGISTRY_LOADER = fileURLToPath(new URL('./registry-loader.cjs', import.meta.url));

export default function leanRouteDataPlugin(): Plugin {
  return {
    name: 'vitrine-lean-route-data',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [REGISTRY_LOADER] }] } };
    },
  };
}
