import type { QueryClause } from './queryParser';
import { britishSpellings, SYNONYMS, type SynonymMap } from './synonyms';
import type { LoadedIndex } from './types';

/**
 * How query terms become indexed words. Every term matches its stemmed form (the index was built
 * through lunr's stemmer) and every indexed word it starts; `~N` adds words within N edits; a word
 * still being typed also matches its cut-back stems; and the query's words written together match
 * API names in titles ("camera view plugin" → CameraViewPlugin).
 *
 * The words are found here, once per keystroke, by binary search and scans over the index's sorted
 * word list, and handed to lunr as exact terms: lunr's own wildcard expansion walks its token
 * automaton for every clause and every field, which costs hundreds of milliseconds on the full docs.
 */

/** Weights relative to a term's exact match. */
export const WEIGHTS = {
  exact: 1,
  /** The word being typed is mostly a prefix; a finished word is mostly itself. */
  prefix: 1,
  finishedPrefix: 0.5,
  fuzzy: 1,
  /** Stems found by cutting a half-typed word back count for less than a real prefix. */
  stem: 0.5,
  /** All the query's words written together, as API names are. */
  joined: 2,
};

/** A counterpart counts a little less than the word typed. */
const SYNONYM_WEIGHT = 1;

/** Shortest stem a half-typed word is cut back to, and how many letters at most are cut. */
const MIN_STEM_LENGTH = 4;
const MAX_SUFFIX_CUT = 4;
/** A short prefix matches hundreds of words; the shortest ones (the nearest completions) are kept. */
export const MAX_EXPANSIONS = 40;

/** One indexed word a query term matches, with its weight and the query terms it stands for (a bit mask). */
export interface WordMatch {
  word: string;
  weight: number;
  terms: number;
}

/**
 * The index holds stemmed words ("versioning" → "version", "configurator" → "configur"), so a word
 * typed past its stem ("versionin", "configurat") is a prefix of nothing. While a word is being
 * typed, its cut-back forms ("versioni", "version", "versio") are also looked up as whole words.
 */
export function stemCandidates(term: string): string[] {
  const candidates: string[] = [];
  const shortest = Math.max(MIN_STEM_LENGTH, term.length - MAX_SUFFIX_CUT);
  for (let length = term.length - 1; length >= shortest; length -= 1) candidates.push(term.slice(0, length));
  return candidates;
}

export function stem(loaded: LoadedIndex, term: string): string {
  return loaded.lunr.stemmer(new loaded.lunr.Token(term, {})).toString();
}

/** Index of the first word not below `prefix` in a sorted list. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The shortest indexed words starting with `prefix`. */
export function wordsWithPrefix(words: readonly string[], prefix: string, limit = MAX_EXPANSIONS): string[] {
  const found: string[] = [];
  for (let i = lowerBound(words, prefix); i < words.length && (words[i] ?? '').startsWith(prefix); i += 1) {
    found.push(words[i] ?? '');
  }
  return found.length <= limit ? found : found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, limit);
}

/** Edit distance at most `limit`, giving up as soon as it cannot be. */
export function withinEditDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return false;
    previous = current;
  }
  return (previous[b.length] ?? Infinity) <= limit;
}

/**
 * How close a longer word is to what was typed: a prefix match counts more the less of the word is
 * left over ("diamondplug" is nearer DiamondPlugin than DiamondPluginSettings).
 */
export function closeness(term: string, word: string): number {
  return word.length <= term.length ? 1 : Math.sqrt(term.length / word.length);
}

/** Collects matches, keeping the strongest weight per word and the union of the terms it stands for. */
class MatchSet {
  readonly byWord = new Map<string, WordMatch>();

  add(word: string, weight: number, terms: number): void {
    const existing = this.byWord.get(word);
    if (!existing) this.byWord.set(word, { word, weight, terms });
    else this.byWord.set(word, { word, weight: Math.max(existing.weight, weight), terms: existing.terms | terms });
  }
}

export interface ExpandOptions {
  /** Only the stemmed word itself (for prohibited terms). */
  exactOnly?: boolean;
  /** The words each query word also matches (src/search/synonyms.ts). */
  synonyms?: SynonymMap;
}

/** The indexed words one query term matches. `bit` is the term's bit in WordMatch.terms. */
export function expandTerm(
  loaded: LoadedIndex,
  clause: QueryClause,
  bit: number,
  options: ExpandOptions = {},
): WordMatch[] {
  const { term } = clause;
  const mask = 1 << bit;
  const matches = new MatchSet();
  const stemmed = stem(loaded, term);
  if (loaded.wordSet.has(stemmed)) matches.add(stemmed, WEIGHTS.exact, mask);
  const variants = britishSpellings(term);
  for (const synonym of [...((options.synonyms ?? SYNONYMS).get(term) ?? []), ...variants]) {
    const synonymStem = stem(loaded, synonym);
    if (loaded.wordSet.has(synonymStem)) matches.add(synonymStem, WEIGHTS.exact * SYNONYM_WEIGHT, mask);
  }
  if (options.exactOnly) return [...matches.byWord.values()];

  for (const word of wordsWithPrefix(loaded.words, term))
    matches.add(word, WEIGHTS.prefix * closeness(term, word), mask);
  if (clause.typing) {
    for (const candidate of stemCandidates(term)) {
      if (loaded.wordSet.has(candidate)) matches.add(candidate, WEIGHTS.stem, mask);
    }
  }
  if (clause.editDistance > 0) {
    for (const word of loaded.words) {
      if (withinEditDistance(word, stemmed, clause.editDistance)) matches.add(word, WEIGHTS.fuzzy, mask);
    }
  }
  return [...matches.byWord.values()];
}

/** The query's plain words written as one ("camera view plugin" → "cameraviewplugin"), if there are several. */
export function joinedTerm(clauses: readonly QueryClause[]): string | undefined {
  if (clauses.length < 2 || clauses.some((clause) => clause.fields || clause.editDistance > 0)) return undefined;
  return clauses.map((clause) => clause.term.replace(/\W/g, '')).join('');
}

/** Title words the joined query starts; they stand for every term. */
export function expandJoined(loaded: LoadedIndex, joined: string, termCount: number): WordMatch[] {
  const all = (1 << termCount) - 1;
  return wordsWithPrefix(loaded.titleWords, joined).map((word) => ({
    word,
    weight: WEIGHTS.joined * closeness(joined, word),
    terms: all,
  }));
}
