// Rspack loader for the generated .docusaurus/registry.js, client bundle only. Each entry is
// `"name": [load, modulePath, moduleId]`:
// - the module path is reported to react-loadable's Capture during server rendering and read by
//   nothing in the browser, so it becomes 0;
// - with { shortNames: true }, the entry's key and its chunk's name become the short name of
//   chunk-names.cjs (routes-chunk-names-loader.cjs renames the route map's references alike).
const { shortChunkNames } = require('./chunk-names.cjs');

module.exports = function leanRegistry(source) {
  const withoutPaths = source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
  if (!this.getOptions().shortNames) return withoutPaths;
  const names = shortChunkNames(source);
  return withoutPaths.replace(
    /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//gm,
    (entry, indent, key, chunkName) => {
      const short = names.get(key);
      if (!short || chunkName !== key) return entry;
      return `${indent}"${short}": [() => import(/* webpackChunkName: "${short}" */`;
    },
  );
};
