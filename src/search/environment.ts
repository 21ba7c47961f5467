/**
 * The search plugin writes the index files in postBuild: they exist in a production build only,
 * not under `docusaurus start`. (Its own module, so that the first-load search box can read it
 * without bringing the search code along.)
 */
export const SEARCH_INDEX_BUILT = process.env.NODE_ENV === 'production';
