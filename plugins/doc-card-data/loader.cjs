// Webpack/Rspack loader for the docs plugin's props JSON files (see index.ts): empties the
// version's `docs` map and replaces each sidebar link's `docId` with `true`, the two things only
// DocCard reads by value; the breadcrumbs only test that a link has a doc id. `unlisted: false`,
// the default, is dropped. Any other props file passes through unchanged.
function leanSidebarItems(items) {
  for (const item of items) {
    if (item.docId) item.docId = true;
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) leanSidebarItems(item.items);
  }
}

module.exports = function dropDocCardData(source) {
  const props = JSON.parse(source);
  if (!props?.version?.docs || typeof props.version.docs !== 'object') return source;
  props.version.docs = {};
  for (const items of Object.values(props.version.docsSidebars ?? {})) leanSidebarItems(items);
  return JSON.stringify(props);
};
