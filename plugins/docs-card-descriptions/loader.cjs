// Webpack/Rspack loader for the docs plugin's props JSON files: from the version's `docs` map it
// removes each doc's `description`, which only DocCard reads (see index.ts). Any other props file
// passes through unchanged.
module.exports = function dropCardDescriptions(source) {
  const props = JSON.parse(source);
  const docs = props?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(props);
};
