/**
 * The search plugin writes the index files in postBuild. A production build serves its own;
 * under `docusaurus start` the dev server answers with the last build's files
 * (plugins/dev-search-index), and the panel says when that build was made. (Its own module, so
 * that the first-load search box can read it without bringing the search code along.)
 */
export const INDEX_FROM_LAST_BUILD = process.env.NODE_ENV !== 'production';
