/**
 * Words a reader types for what the docs write another way, in one reviewed list: each entry maps a
 * query word to the words the docs use for it, which it then also matches (counted as the word
 * itself). American spellings of British words are a rule (britishSpellings below), not entries. Every entry has a query in tests/built/search-synonyms.test.ts that ranks its page worse
 * without it: an entry no query needs is noise, and is removed.
 *
 * Phrases ("release notes", "what's new") are a page's `keywords` front matter instead: the page
 * says what it answers, and the index weighs those words above its text.
 */
export const SYNONYM_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  // British to American: the API's own names are American (`color`, `DiamondMaterialData.color`).
  colour: ['color'],
  // What readers call a still of the viewer; the SDK calls it a snapshot (CanvasSnapshotPlugin).
  screenshot: ['snapshot'],
  screenshots: ['snapshots'],
  capture: ['snapshot'],
  picture: ['snapshot'],
  // A glTF file is a .gltf or a .glb; the docs say "glb" where they mean the file readers load.
  gltf: ['glb'],
  // Readers ask for "metal"; the jewellery pages name the metals (MetalPreset.Gold, Platinum…).
  metal: ['gold', 'platinum', 'silver'],
  // Sharp or blurry on a high-density screen is the device pixel ratio.
  retina: ['pixel'],
  hidpi: ['pixel'],
};

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/**
 * American spellings rewritten the British way, which the docs write: -ize/-yze, -or, -er, -og,
 * -ense, doubled l ("color" → "colour", "millimeters" → "millimetres", "jewelry" → "jewellery",
 * "optimize" → "optimise"). A rule, not a list: a variant counts only where the index has it, so
 * "vendor" finds no "vendour".
 */
const SPELLING_RULES: readonly [RegExp, string][] = [
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1'],
  [/([^aeiou])or(s?)$/, '$1our$2'],
  [/([^aeiou])er(s?)$/, '$1re$2'],
  [/og(s?)$/, 'ogue$1'],
  [/ense(s?)$/, 'ence$1'],
  [/elry$/, 'ellery'],
  [/el(ed|ing)$/, 'ell$1'],
];

/** The British spellings of an American word, when the rules above change it. */
export function britishSpellings(word: string): string[] {
  return SPELLING_RULES.map(([pattern, replacement]) => word.replace(pattern, replacement)).filter(
    (variant) => variant !== word,
  );
}

/** The list as a Map, so that a query word such as "constructor" finds no inherited property. */
export const SYNONYMS: SynonymMap = new Map(Object.entries(SYNONYM_ENTRIES));
