import { expandJoined, expandTerm, joinedTerm, stem } from './clauses';
import { scoreField, SlotScores, type WeightedWord } from './scoring';
import { parseQuery, type ParsedQuery, type QueryClause } from './queryParser';
import {
  compareRanked,
  queryIntent,
  rankSections,
  type MatchedSection,
  type QueryIntent,
  type ScoredSection,
} from './ranking';
import { PRODUCT } from '../constants/site';
import type { LoadedIndex, SearchResult, SearchSettings } from './types';

/**
 * Runs a query over the loaded indexes of the current page's tags. Each term is matched
 * as clauses.ts describes, field by field, and the field scores are combined with the configured
 * boosts. Required and prohibited terms filter the matches. Sections are then ranked: scaled by the
 * share of the query they cover, credited with their page's other matching sections, and put first
 * when their title is exactly the query (ranking.ts). The best `maxResults` are kept per index and
 * overall. Never throws: a failing index contributes no results.
 */
export function search(indexes: readonly LoadedIndex[], input: string, settings: SearchSettings): SearchResult[] {
  return searchWithHint(indexes, input, settings).results;
}

/** The results, and lunr's message when the query did not parse (its usable words were searched). */
export interface SearchAnswer {
  results: SearchResult[];
  hint?: string;
}

/** search(), with the parser's hint for a query with a syntax error. */
export function searchWithHint(indexes: readonly LoadedIndex[], input: string, settings: SearchSettings): SearchAnswer {
  const first = indexes[0];
  if (!first) return { results: [] };
  const lunrLibrary = first.lunr;
  const knownFields = [...new Set(indexes.flatMap((loaded) => loaded.fields))];
  const parsed = withoutProductName(
    lunrLibrary,
    withoutTaskVerbs(lunrLibrary, parseQuery(lunrLibrary, input, knownFields)),
  );
  const meaningfulTerms = parsed.clauses
    .filter((clause) => clause.presence !== 'prohibited')
    .filter((clause) => clause.typing || !isStopWord(lunrLibrary, clause.term))
    .map((clause) => clause.term);
  const stemmed = (term: string) => stem(first, term);
  const intent = queryIntent(input, meaningfulTerms, stemmed, settings.synonyms);
  // The target page marks these as text: a word's stem, when it is a prefix of the word, also marks
  // its other forms ("refraction" → "refract" marks "refractive" too).
  const highlightTerms = [
    ...new Set(
      parsed.highlightTerms.map((term) => {
        const root = stemmed(term);
        return root.length >= 3 && term.startsWith(root) ? root : term;
      }),
    ),
  ];

  const results = indexes
    .flatMap((loaded) => searchOneIndex(loaded, parsed, intent, settings))
    .sort(compareRanked)
    .slice(0, settings.maxResults)
    .map(({ section, score, sameName }) => ({ document: section.document, score, terms: highlightTerms, sameName }));
  return { results, ...(parsed.hint ? { hint: parsed.hint } : {}) };
}

const TITLE_FIELD = 'title';

/**
 * Scores the sections of one index for the query's terms, field by field, with the configured boosts
 * (title 5, content 1, tags 3) weighing the fields against each other.
 */
function scoreByField(loaded: LoadedIndex, scoring: readonly QueryClause[], settings: SearchSettings): SlotScores {
  const joined = joinedTerm(scoring);
  const expansions = scoring.map((clause, bit) => ({
    clause,
    words: expandTerm(loaded, clause, bit, { synonyms: settings.synonyms }),
  }));
  const joinedWords = joined ? expandJoined(loaded, joined, scoring.length) : [];

  const scores = new SlotScores(loaded.sections.length);
  for (const field of loaded.fields) {
    const isTitle = field === TITLE_FIELD;
    const words: WeightedWord[] = [];
    for (const { clause, words: matches } of expansions) {
      if (!fieldsOf(loaded, clause).includes(field)) continue;
      for (const match of matches) {
        words.push({ word: match.word, weight: clause.boost * match.weight, terms: match.terms });
      }
    }
    if (isTitle) words.push(...joinedWords);
    scoreField(loaded, field, words, settings.fieldBoosts[field] ?? 1, scores);
  }
  return scores;
}

function searchOneIndex(
  loaded: LoadedIndex,
  parsed: ParsedQuery,
  intent: QueryIntent,
  settings: SearchSettings,
): ScoredSection[] {
  const scoring = parsed.clauses.filter((clause) => clause.presence !== 'prohibited' && isSearchable(loaded, clause));
  if (scoring.length === 0) return [];
  try {
    const scores = scoreByField(loaded, scoring, settings);
    const required = parsed.clauses
      .filter((clause) => clause.presence === 'required')
      .map((clause) => matchingSlots(loaded, clause));
    const prohibited = parsed.clauses
      .filter((clause) => clause.presence === 'prohibited')
      .map((clause) => matchingSlots(loaded, clause, { exactOnly: true }));

    const matched: MatchedSection[] = [];
    for (const slot of scores.touched) {
      if (!required.every((slots) => slots[slot] === 1)) continue;
      if (prohibited.some((slots) => slots[slot] === 1)) continue;
      const section = loaded.sections[slot];
      if (section) matched.push({ section, score: scores.score[slot] ?? 0, terms: scores.terms[slot] ?? 0 });
    }
    return rankSections(matched, intent, scoring.length, loaded.pageCount, settings.maxResults);
  } catch {
    // Whatever goes wrong with one index, the box shows the others' results or none.
    return [];
  }
}

/** Whether lunr can match the clause at all: known fields, and not a stop word once typed. */
function isSearchable(loaded: LoadedIndex, clause: QueryClause): boolean {
  const fields = fieldsOf(loaded, clause);
  if (fields.length === 0) return false;
  // The index has no stop words, so a finished stop word ("load a glb") only adds noise through its
  // prefix matches. The word still being typed may be the start of a longer one ("a" → "animation").
  return clause.typing || !isStopWord(loaded.lunr, clause.term);
}

/**
 * Verbs that open a task ("take a screenshot", "change the metal colour", "add a ground shadow")
 * say what to do, not where: the page is found by the words that follow. Titles such as "Take it
 * further" would otherwise win on the verb alone.
 */
export const TASK_VERBS: ReadonlySet<string> = new Set(['take', 'change', 'add', 'show', 'make', 'create', 'get']);

/**
 * The query without its opening task verb, when other words follow it; highlighting keeps it. The
 * verb may follow a question's stop words: "how do I make my glb smaller" opens with "make".
 */
function withoutTaskVerbs(lunrLibrary: LoadedIndex['lunr'], parsed: ParsedQuery): ParsedQuery {
  const opening = parsed.clauses.findIndex((clause) => clause.typing || !isStopWord(lunrLibrary, clause.term));
  const verb = parsed.clauses[opening];
  const isTaskVerb = verb && verb.presence === 'optional' && !verb.fields && TASK_VERBS.has(verb.term);
  const rest = parsed.clauses.slice(opening + 1);
  const othersLeft = rest.some((clause) => clause.presence !== 'prohibited' && !isStopWord(lunrLibrary, clause.term));
  return isTaskVerb && othersLeft ? { ...parsed, clauses: parsed.clauses.filter((clause) => clause !== verb) } : parsed;
}

/**
 * The product's name, beside other words ("what's new in vitrine", "can I use vitrine for watches"),
 * says nothing about which page: every page is about it, and the glTF extension pages, whose names
 * start with it, won on it alone. Alone ("vitrine") it is kept.
 */
function withoutProductName(lunrLibrary: LoadedIndex['lunr'], parsed: ParsedQuery): ParsedQuery {
  const isName = (clause: QueryClause) =>
    clause.presence === 'optional' && !clause.fields && clause.term === PRODUCT.slug;
  const others = parsed.clauses.filter((clause) => !isName(clause));
  const othersLeft = others.some((clause) => clause.presence !== 'prohibited' && !isStopWord(lunrLibrary, clause.term));
  return othersLeft && others.length < parsed.clauses.length ? { ...parsed, clauses: others } : parsed;
}

function isStopWord(lunrLibrary: LoadedIndex['lunr'], term: string): boolean {
  return !lunrLibrary.stopWordFilter(new lunrLibrary.Token(term, {}));
}

function fieldsOf(loaded: LoadedIndex, clause: QueryClause): string[] {
  return clause.fields ? clause.fields.filter((field) => loaded.fields.includes(field)) : loaded.fields;
}

/** The sections (a flag per slot) holding a word the clause matches: all its matches, or only its stemmed word. */
function matchingSlots(loaded: LoadedIndex, clause: QueryClause, { exactOnly = false } = {}): Uint8Array {
  const fields = fieldsOf(loaded, clause);
  const flags = new Uint8Array(loaded.sections.length);
  const matches = expandTerm(loaded, clause, 0, { exactOnly });
  for (const { word } of matches) {
    const posting = loaded.postings.get(word);
    if (!posting) continue;
    for (const field of fields) for (const slot of posting.slots[field] ?? []) flags[slot] = 1;
  }
  return flags;
}
