/**
 * The tag of the index every page searches: the search plugin writes `search-index-default.json`
 * for blog posts and pages, as Docusaurus's search convention names it (docs pages add their
 * version's tag). Its own module, so that the build's config reads it without client code.
 */
export const DEFAULT_SEARCH_TAG = 'default';
