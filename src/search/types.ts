import type lunr from 'lunr';

/** One indexed section, as @cmfcmf/docusaurus-search-local writes it into search-index-{tag}.json. */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  /** The page's path, with `#anchor` for a section below the page title. */
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
}

/** The shape of a search-index-{tag}.json file. */
export interface SearchIndexFile {
  documents: SearchDocument[];
  index: object & { fields?: unknown };
}

/** An index file loaded into lunr, ready to query. */
export interface LoadedIndex {
  tag: string;
  lunr: typeof lunr;
  index: lunr.Index;
  /** The index's field names, for `field:term` queries. */
  fields: string[];
  documentsById: Map<string, SearchDocument>;
}

/** A search result: SPEC 3's search result item. (A type alias, so that it is a valid autocomplete item.) */
export type SearchResult = {
  document: SearchDocument;
  score: number;
  /** Terms to highlight on the target page. */
  terms: string[];
};

/** The global data @cmfcmf/docusaurus-search-local shares with the client (its plugin options). */
export interface SearchPluginData {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
}

/** Ranking settings from the plugin's options (SPEC 9), shared with the client as global data. */
export interface SearchSettings {
  /** Boost per index field: title, content, tags, sidebarParentCategories. */
  fieldBoosts: Record<string, number>;
  /** Applied per index and overall. */
  maxResults: number;
}

export function settingsFromPluginData(data: SearchPluginData): SearchSettings {
  return {
    fieldBoosts: {
      title: data.titleBoost,
      content: data.contentBoost,
      tags: data.tagsBoost,
      sidebarParentCategories: data.parentCategoriesBoost,
    },
    maxResults: data.maxSearchResults,
  };
}
