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

function addScoringClauses(query: lunr.Query, loaded: LoadedIndex, clause: QueryClause, settings: SearchSettings) {
  for (const field of fieldsOf(loaded, clause)) {
    const boost = (settings.fieldBoosts[field] ?? 1) * clause.boost;
    addClause(query, exactClause(clause.term, [field], boost));
    addClause(query, prefixClause(loaded, clause.term, [field], boost));
    if (clause.editDistance > 0) addClause(query, fuzzyClause(clause.term, [field], boost, clause.editDistance));
  }
}

/** Refs of the sections that contain the clause's term (exact, prefix or fuzzy as it asks). */
function matchingRefs(loaded: LoadedIndex, clause: QueryClause, { exactOnly = false } = {}): Set<string> {
  const fields = fieldsOf(loaded, clause);
  if (fields.length === 0) return new Set();
  const matches = loaded.index.query((query) => {
    addClause(query, exactClause(clause.term, fields, 1));
    if (exactOnly) return;
    addClause(query, prefixClause(loaded, clause.term, fields, 1));
    if (clause.editDistance > 0) addClause(query, fuzzyClause(clause.term, fields, 1, clause.editDistance));
  });
  return new Set(matches.map((match) => match.ref));
}
