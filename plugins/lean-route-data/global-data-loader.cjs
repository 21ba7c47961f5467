// Rspack loader for the generated .docusaurus/globalData.json, server and client bundles alike
// (both render the navbar). The docs plugin lists every doc there as { id, path, sidebar }: the
// browser matches the path to find the page's doc and its sidebar, but reads the id only to look
// up the docs the navbar names (`type: 'doc'` items) and the version's main doc. Every other id
// is dropped. Options: { keepIds: string[] }.
module.exports = function dropUnusedDocIds(source) {
  const keep = new Set(this.getOptions().keepIds);
  const globalData = JSON.parse(source);
  for (const pluginData of Object.values(globalData['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of pluginData.versions ?? []) {
      for (const doc of version.docs ?? []) {
        if (!keep.has(doc.id) && doc.id !== version.mainDocId) delete doc.id;
      }
    }
  }
  return JSON.stringify(globalData);
};
