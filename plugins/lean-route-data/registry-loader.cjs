// Rspack loader for the generated .docusaurus/registry.js, client bundle only. Each entry is
// [load, modulePath, moduleId]; the module path is reported to react-loadable's Capture during
// server rendering (which maps it to the chunks to preload) and read by nothing in the browser, so
// the client copy replaces each path string with 0.
module.exports = function dropClientModulePaths(source) {
  return source.replace(/\), "[^"]+", require\.resolveWeak\(/g, '), 0, require.resolveWeak(');
};
