/**
 * Words a reader types for what the docs write another way, in one reviewed list: each entry maps a
 * query word to the words the docs use for it, which it then also matches (counted as the word
 * itself). British and American spellings go both ways, since readers type both and the docs write
 * British. Every entry has a query in tests/built/search-synonyms.test.ts that ranks its page worse
 * without it: an entry no query needs is noise, and is removed.
 *
 * Phrases ("release notes", "what's new") are a page's `keywords` front matter instead: the page
 * says what it answers, and the index weighs those words above its text.
 */
export const SYNONYM_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  color: ['colour'],
  colour: ['color'],
  colors: ['colours'],
  colours: ['colors'],
  license: ['licence'],
  licence: ['license'],
  screenshot: ['snapshot'],
  screenshots: ['snapshots'],
  capture: ['snapshot'],
  picture: ['snapshot'],
  gold: ['metal'],
  silver: ['metal'],
  platinum: ['metal'],
  gltf: ['glb'],
  glb: ['gltf'],
};

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** The list as a Map, so that a query word such as "constructor" finds no inherited property. */
export const SYNONYMS: SynonymMap = new Map(Object.entries(SYNONYM_ENTRIES));
