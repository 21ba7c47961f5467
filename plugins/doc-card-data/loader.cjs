// Webpack/Rspack loader for the docs plugin's props JSON files: empties the version's `docs` map,
// which only DocCard reads (see index.ts). Any other props file passes through unchanged.
module.exports = function dropDocCardData(source) {
  const props = JSON.parse(source);
  if (!props?.version?.docs || typeof props.version.docs !== 'object') return source;
  props.version.docs = {};
  return JSON.stringify(props);
};
