import type lunr from 'lunr';

import { parseQuery, type ParsedQuery, type QueryClause } from './queryParser';
import { compareRanked, matchTier, titleKey, type MatchTier } from './ranking';
import type { LoadedIndex, SearchResult, SearchSettings } from './types';

/**
 * Runs a query over the loaded indexes of the current page's tags (SPEC 5, 9): every term is matched
 * exactly (through lunr's stemmer) and as a prefix (trailing wildcard), in each field with that
 * field's boost; `~N` adds a fuzzy match, `^N` multiplies the boosts, `field:` narrows the fields.
 * Required and prohibited terms filter lunr's scored matches. The best `maxResults` are kept per
 * index and overall. Never throws: a failing index contributes no results.
 */
export function search(indexes: readonly LoadedIndex[], input: string, settings: SearchSettings): SearchResult[] {
  const knownFields = [...new Set(indexes.flatMap((loaded) => loaded.fields))];
  const parsed = parseQuery(input, knownFields);
  const queryKey = titleKey(
    parsed.clauses
      .filter((clause) => clause.presence !== 'prohibited')
      .map((clause) => clause.term)
      .join(' '),
  );

  return indexes
    .flatMap((loaded) => searchOneIndex(loaded, parsed, queryKey, settings))
    .sort(compareRanked)
    .slice(0, settings.maxResults)
    .map(({ document, score }) => ({ document, score, terms: parsed.highlightTerms }));
}

interface RankedDocument {
  document: SearchResult['document'];
  score: number;
  tier: MatchTier;
}

function searchOneIndex(
  loaded: LoadedIndex,
  parsed: ParsedQuery,
  queryKey: string,
  settings: SearchSettings,
): RankedDocument[] {
  const scoring = parsed.clauses.filter((clause) => clause.presence !== 'prohibited' && isSearchable(loaded, clause));
  if (scoring.length === 0) return [];
  try {
    const matches = loaded.index.query((query) => {
      for (const clause of scoring) addScoringClauses(query, loaded, clause, settings);
    });
    const required = parsed.clauses
      .filter((clause) => clause.presence === 'required')
      .map((clause) => matchingRefs(loaded, clause));
    const prohibited = parsed.clauses
      .filter((clause) => clause.presence === 'prohibited')
      .map((clause) => matchingRefs(loaded, clause, { exactOnly: true }));

    const ranked: RankedDocument[] = [];
    for (const match of matches) {
      if (!required.every((refs) => refs.has(match.ref))) continue;
      if (prohibited.some((refs) => refs.has(match.ref))) continue;
      const document = loaded.documentsById.get(match.ref);
      if (!document) continue;
      ranked.push({ document, score: match.score, tier: matchTier(document, queryKey) });
    }
    return ranked.sort(compareRanked).slice(0, settings.maxResults);
  } catch {
    // lunr throws on inputs its query engine cannot represent; the box shows no results instead.
    return [];
  }
}

/** Whether lunr can match the clause at all: known fields, and not a stop word once typed. */
function isSearchable(loaded: LoadedIndex, clause: QueryClause): boolean {
  const fields = fieldsOf(loaded, clause);
  if (fields.length === 0) return false;
  // The index has no stop words, so a finished stop word ("load a glb") only adds noise through its
  // prefix matches. The word still being typed may be the start of a longer one ("a" → "animation").
  return clause.typing || !isStopWord(loaded, clause.term);
}

function isStopWord(loaded: LoadedIndex, term: string): boolean {
  return !loaded.lunr.stopWordFilter(new loaded.lunr.Token(term, {}));
}

function fieldsOf(loaded: LoadedIndex, clause: QueryClause): string[] {
  return clause.fields ? clause.fields.filter((field) => loaded.fields.includes(field)) : loaded.fields;
}

/**
 * A lunr clause. `editDistance` must be absent, not 0, on non-fuzzy clauses: lunr checks for the key
 * and would otherwise match the term (wildcard included) as a fuzzy string.
 */
type Clause = Omit<lunr.Query.Clause, 'editDistance'> & { editDistance?: number };

function addClause(query: lunr.Query, clause: Clause): void {
  query.clause(clause as lunr.Query.Clause);
}

function exactClause(term: string, fields: string[], boost: number): Clause {
  return { term, fields, boost, usePipeline: true, wildcard: 0 };
}

function prefixClause(loaded: LoadedIndex, term: string, fields: string[], boost: number): Clause {
  // No pipeline: the stemmer would rewrite the prefix ("analys" → "anali").
  return { term, fields, boost, usePipeline: false, wildcard: loaded.lunr.Query.wildcard.TRAILING };
}

function fuzzyClause(term: string, fields: string[], boost: number, editDistance: number): Clause {
  return { term, fields, boost, usePipeline: true, editDistance, wildcard: 0 };
}

/** Shortest stem a half-typed word is cut back to, and how many letters at most are cut. */
const MIN_STEM_LENGTH = 4;
const MAX_SUFFIX_CUT = 4;
/** Stems found by cutting a half-typed word back count for less than a real prefix match. */
const STEM_MATCH_WEIGHT = 0.5;

/**
 * The index holds stemmed words ("versioning" → "version", "configurator" → "configur"), so a word
 * typed past its stem ("versionin", "configurat") is a prefix of nothing. While a word is being
 * typed, its cut-back forms ("versioni", "version", "versio") are also looked up as whole index words.
 */
export function stemCandidates(term: string): string[] {
  const candidates: string[] = [];
  const shortest = Math.max(MIN_STEM_LENGTH, term.length - MAX_SUFFIX_CUT);
  for (let length = term.length - 1; length >= shortest; length -= 1) candidates.push(term.slice(0, length));
  return candidates;
}

function addTermClauses(query: lunr.Query, loaded: LoadedIndex, clause: QueryClause, fields: string[], boost: number) {
  addClause(query, exactClause(clause.term, fields, boost));
  addClause(query, prefixClause(loaded, clause.term, fields, boost));
  if (clause.editDistance > 0) addClause(query, fuzzyClause(clause.term, fields, boost, clause.editDistance));
  if (clause.typing) {
    for (const stem of stemCandidates(clause.term)) {
      addClause(query, { term: stem, fields, boost: boost * STEM_MATCH_WEIGHT, usePipeline: false, wildcard: 0 });
    }
  }
}

function addScoringClauses(query: lunr.Query, loaded: LoadedIndex, clause: QueryClause, settings: SearchSettings) {
  for (const field of fieldsOf(loaded, clause)) {
    addTermClauses(query, loaded, clause, [field], (settings.fieldBoosts[field] ?? 1) * clause.boost);
  }
}

/** Refs of the sections that contain the clause's term (exact, prefix or fuzzy as it asks). */
function matchingRefs(loaded: LoadedIndex, clause: QueryClause, { exactOnly = false } = {}): Set<string> {
  const fields = fieldsOf(loaded, clause);
  if (fields.length === 0) return new Set();
  const matches = loaded.index.query((query) => {
    if (exactOnly) addClause(query, exactClause(clause.term, fields, 1));
    else addTermClauses(query, loaded, clause, fields, 1);
  });
  return new Set(matches.map((match) => match.ref));
}
