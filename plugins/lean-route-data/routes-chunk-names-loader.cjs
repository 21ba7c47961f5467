// Rspack loader for the generated .docusaurus/routesChunkNames.json, client bundle only: every
// chunk name the route map refers to becomes its short name (chunk-names.cjs), read from the
// registry.js beside it, which registry-loader.cjs renames the same way.
const { dirname, join } = require('node:path');
const { shortChunkNamesIn } = require('./chunk-names.cjs');

function rename(value, names) {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => rename(item, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rename(item, names)]));
  }
  return value;
}

module.exports = function shortenRouteChunkNames(source) {
  const generatedDir = dirname(this.resourcePath);
  this.addDependency(join(generatedDir, 'registry.js'));
  const names = shortChunkNamesIn(generatedDir);
  return JSON.stringify(rename(JSON.parse(source), names));
};
