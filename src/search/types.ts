import type lunr from 'lunr';

import { INTENT_BOOST, INTENT_FIELD } from './fields';
import type { RankedSection } from './ranking';
import type { SynonymMap } from './synonyms';

/** One indexed section, as @cmfcmf/docusaurus-search-local writes it into search-index-{tag}.json. */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  /** The page's path, with `#anchor` for a section below the page title. */
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
  /** What the section is (plugins/search-index writes it): guide, blog post, class, interface, enum, member… */
  kind?: string;
  /** The sidebar categories above its page, joined with " › ". */
  breadcrumb?: string;
  /** On a guide's top section: the words its front matter says it answers ("release notes"). */
  keywords?: string[];
}

/** The shape of a search-index-{tag}.json file. */
export interface SearchIndexFile {
  documents: SearchDocument[];
  index: object & { fields?: unknown };
}

/**
 * An entry of lunr's inverted index: the word's position in the vectors, and per field the sections
 * holding it, by slot (sections are numbered 0…n-1 when their index loads, for typed-array scoring).
 */
export interface Posting {
  termIndex: number;
  slots: Record<string, Int32Array>;
}

/** An index file, read into the structures the search works on. */
export interface LoadedIndex {
  tag: string;
  /** lunr itself, for its stemmer and stop-word list (the index was built with both). */
  lunr: typeof lunr;
  /** The index's field names, for `field:term` queries. */
  fields: string[];
  /** The indexed sections by slot, with their ranking keys. */
  sections: RankedSection[];
  /** Number of distinct pages; each section's `pageId` is below it. */
  pageCount: number;
  /** Every indexed word, sorted; the same as a set; the words that occur in titles, sorted. */
  words: string[];
  wordSet: Set<string>;
  titleWords: string[];
  postings: Map<string, Posting>;
  /** lunr's stored BM25 vector of each section's fields, by field then slot: [termIndex, weight, …]. */
  vectors: Record<string, (number[] | undefined)[]>;
}

/** A search result: a document, its score and the matched terms. (A type alias, so that it is a valid autocomplete item.) */
export type SearchResult = {
  document: SearchDocument;
  score: number;
  /** Terms to highlight on the target page. */
  terms: string[];
  /** How many other API members of the same name the query also matched (collapsed into this one). */
  sameName: number;
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

/** Ranking settings from the plugin's options, shared with the client as global data. */
export interface SearchSettings {
  /** Boost per index field: title, content, tags, intent, sidebarParentCategories. */
  fieldBoosts: Record<string, number>;
  /** Applied per index and overall. */
  maxResults: number;
  /** The words each query word also matches; src/search/synonyms.ts unless a test replaces it. */
  synonyms?: SynonymMap;
}

export function settingsFromPluginData(data: SearchPluginData): SearchSettings {
  return {
    fieldBoosts: {
      title: data.titleBoost,
      content: data.contentBoost,
      tags: data.tagsBoost,
      sidebarParentCategories: data.parentCategoriesBoost,
      [INTENT_FIELD]: INTENT_BOOST,
    },
    maxResults: data.maxSearchResults,
  };
}
