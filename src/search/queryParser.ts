import type lunr from 'lunr';

/**
 * The search box's query language is lunr's (https://lunrjs.com/guides/searching.html), read by
 * lunr's own `QueryParser`:
 *
 * - `title:viewer`   restricts a term to one field of the index
 * - `+diamond`       the term is required, `-ring` it is prohibited
 * - `viewr~1`        fuzzy match within an edit distance
 * - `plugin^10`      boosts the term
 *
 * lunr throws a `QueryParseError` on malformed input (`title:`, `viewr~x`, `foo:bar`…). Then the
 * query's usable words are searched as plain words, and the parser's message comes back as a hint
 * for the panel: "edit distance must be numeric: showing results for viewr". Never throws.
 */

export type Presence = 'optional' | 'required' | 'prohibited';

export interface QueryClause {
  /** Lower-cased, trimmed like lunr's index pipeline (no leading or trailing non-word characters). */
  term: string;
  /** Fields to search; undefined means every field. */
  fields?: string[];
  presence: Presence;
  /** Fuzzy edit distance, 0 for none. */
  editDistance: number;
  /** Multiplier on the field boosts. */
  boost: number;
  /** The word the user is still typing (the last one, with no whitespace after it). */
  typing: boolean;
}

export interface ParsedQuery {
  clauses: QueryClause[];
  /** Terms that are not prohibited, for highlighting on the target page. */
  highlightTerms: string[];
  /** lunr's message when the query did not parse, and what is searched instead. */
  hint?: string;
}

/** The search input's own limit. */
export const MAX_QUERY_LENGTH = 512;
/** More terms than this add nothing but work. */
export const MAX_CLAUSES = 16;
/** Longer terms are cut; no real word in the index is this long. */
export const MAX_TERM_LENGTH = 64;
/** Fuzzy matching grows fast with the distance. */
export const MAX_EDIT_DISTANCE = 2;
/** Fuzzy matching long terms is slow and never what a user means. */
export const MAX_FUZZY_TERM_LENGTH = 24;
export const MAX_BOOST = 100;

/** lunr's trimmer: it strips non-word characters at both ends of every indexed token. */
const LEADING_NON_WORD = /^\W+/;
const TRAILING_NON_WORD = /\W+$/;
/**
 * A dotted path ("viewer.getPlugin") is searched by its parts: the index holds names, not paths.
 * Slashes split too ("import/export").
 */
const PATH_SEPARATOR = /[./]+/;
/**
 * Separators of plain words when the query did not parse: whitespace and the field colon, then
 * hyphens (lunr's other separator), once the presence and the modifiers are gone ("plugin^-2").
 */
const WORD_SEPARATOR = /[\s:]+/;
const HYPHENS = /-+/;

type Clause = Omit<QueryClause, 'typing'>;

/** What lunr's parser puts in a query's clauses (its typings leave out `presence`). */
interface LunrClause {
  term: string;
  fields?: string[];
  /** lunr.Query.presence: 1 optional, 2 required, 3 prohibited. */
  presence?: number;
  editDistance?: number;
  boost?: number;
}

/** lunr's QueryParser, which its typings leave out. */
type QueryParserClass = new (text: string, query: lunr.Query) => { parse(): lunr.Query };

function normaliseTerm(raw: string): string {
  return raw
    .toLowerCase()
    .replaceAll('*', '')
    .replace(LEADING_NON_WORD, '')
    .replace(TRAILING_NON_WORD, '')
    .slice(0, MAX_TERM_LENGTH);
}

/** The searchable terms of one lunr term: its path parts, trimmed, the empty ones dropped. */
function termsOf(raw: string): string[] {
  return raw
    .split(PATH_SEPARATOR)
    .map(normaliseTerm)
    .filter((term) => term.length > 0);
}

const PRESENCE: Record<number, Presence> = { 1: 'optional', 2: 'required', 3: 'prohibited' };

function fromLunrClause(clause: LunrClause, allFields: readonly string[]): Clause[] {
  const fields = clause.fields && clause.fields.length < allFields.length ? [...clause.fields] : undefined;
  const distance = Math.min(Math.max(clause.editDistance ?? 0, 0), MAX_EDIT_DISTANCE);
  const boost = Math.min(Math.max(clause.boost ?? 1, 0), MAX_BOOST);
  return termsOf(clause.term).map((term) => ({
    term,
    ...(fields ? { fields } : {}),
    presence: PRESENCE[clause.presence ?? 1] ?? 'optional',
    editDistance: term.length > distance && term.length <= MAX_FUZZY_TERM_LENGTH ? distance : 0,
    boost,
  }));
}

/** What a query that lunr could not parse still says: its words, without operators or modifiers. */
export function usableWords(text: string): string[] {
  return text
    .split(WORD_SEPARATOR)
    .map((word) => word.replace(/^[+-]+/, '').replace(/[~^].*$/, ''))
    .flatMap((word) => word.split(HYPHENS))
    .flatMap(termsOf);
}

function plainClause(term: string): Clause {
  return { term, presence: 'optional', editDistance: 0, boost: 1 };
}

/**
 * Parses what the user typed with lunr's QueryParser. `knownFields` are the index's field names
 * (`title`, `content`, `tags`). Returns no clauses when nothing in the input is searchable.
 */
export function parseQuery(lunrLibrary: typeof lunr, input: string, knownFields: readonly string[]): ParsedQuery {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  let parsed: Clause[];
  let hint: string | undefined;
  try {
    const { QueryParser } = lunrLibrary as unknown as { QueryParser: QueryParserClass };
    const query = new lunrLibrary.Query([...knownFields]);
    new QueryParser(text, query).parse();
    parsed = (query.clauses as LunrClause[]).flatMap((clause) => fromLunrClause(clause, knownFields));
  } catch (error) {
    const words = usableWords(text);
    parsed = words.map(plainClause);
    const message = error instanceof lunrLibrary.QueryParseError ? error.message : 'this query could not be read';
    hint = words.length > 0 ? `${message}: showing results for ${words.join(' ')}` : message;
  }

  const stillTyping = text.length > 0 && !/\s$/.test(text);
  const clauses = parsed
    .slice(0, MAX_CLAUSES)
    .map((clause, position, all) => ({ ...clause, typing: stillTyping && position === all.length - 1 }));
  const highlightTerms = [
    ...new Set(clauses.filter((clause) => clause.presence !== 'prohibited').map((clause) => clause.term)),
  ];
  return { clauses, highlightTerms, ...(hint ? { hint } : {}) };
}
