// TypeDoc must be one module instance: plugins/typedoc/plugin.mjs, which TypeDoc loads itself,
// imports it natively. Docusaurus loads the site's TypeScript through jiti, which would give a
// TypeScript module its own fresh copy on every config reload; an import() from CommonJS is native.
module.exports = { loadTypedoc: () => import('typedoc') };
