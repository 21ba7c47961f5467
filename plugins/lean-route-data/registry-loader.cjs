// Rspack loader for the generated .docusaurus/registry.js, client bundle only. Each entry is
// `"name": [load, modulePath, moduleId]`. The module path is what react-loadable reports to
// Docusaurus during server rendering; nothing in the browser reads it, so the client copy
// writes 0 in its place. Everything else is Docusaurus's own.
module.exports = function dropRegistryModulePaths(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
};
