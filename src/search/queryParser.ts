/**
 * A forgiving parser for the search box's query language, a subset of lunr's syntax
 * (https://lunrjs.com/guides/searching.html):
 *
 * - `title:viewer`   restricts a term to one field of the index
 * - `+diamond`       the term is required, `-ring` it is prohibited
 * - `viewr~1`        fuzzy match within an edit distance (0 to 2)
 * - `plugin^10`      boosts the term (0 to 100)
 *
 * lunr's own parser throws on malformed input (`title:`, `^x`, `viewr~x`…). This one never throws:
 * it keeps what is usable and drops the rest, so the box always answers with results or with the
 * no-results message. An unknown field (`foo:bar`) is read as plain words.
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
}

/** The search input's own limit. */
export const MAX_QUERY_LENGTH = 512;
/** More terms than this add nothing but work. */
export const MAX_CLAUSES = 16;
/** Longer terms are cut; no real word in the index is this long. */
export const MAX_TERM_LENGTH = 64;
/** lunr's fuzzy matching grows exponentially with the distance. */
export const MAX_EDIT_DISTANCE = 2;
/** Fuzzy matching long terms is slow and never what a user means. */
export const MAX_FUZZY_TERM_LENGTH = 24;
export const MAX_BOOST = 100;

/** Splits a term into words the way lunr's tokenizer does (whitespace, hyphens), plus colons. */
const TERM_SEPARATOR = /[\s\-:]+/;
/** lunr's trimmer: it strips non-word characters at both ends of every indexed token. */
const LEADING_NON_WORD = /^\W+/;
const TRAILING_NON_WORD = /\W+$/;
const FIELD_PREFIX = /^([A-Za-z][A-Za-z0-9_]*):(.*)$/s;
const INTEGER = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;

interface WordModifiers {
  presence: Presence;
  fields?: string[];
  editDistance: number;
  boost: number;
}

function normaliseTerm(raw: string): string {
  return raw
    .toLowerCase()
    .replaceAll('*', '')
    .replace(LEADING_NON_WORD, '')
    .replace(TRAILING_NON_WORD, '')
    .slice(0, MAX_TERM_LENGTH);
}

/** Reads `~N` and `^N` suffixes; malformed ones are dropped, the last valid one of each kind wins. */
function readModifiers(suffixes: string[]): Pick<WordModifiers, 'editDistance' | 'boost'> {
  let editDistance = 0;
  let boost = 1;
  for (const suffix of suffixes) {
    const value = suffix.slice(1);
    if (suffix.startsWith('~') && INTEGER.test(value)) {
      editDistance = Math.min(Number(value), MAX_EDIT_DISTANCE);
    } else if (suffix.startsWith('^') && NUMBER.test(value)) {
      boost = Math.min(Number(value), MAX_BOOST);
    }
  }
  return { editDistance, boost };
}

function readPresence(word: string): { presence: Presence; rest: string } {
  const marker = word[0];
  const rest = word.replace(/^[+-]+/, '');
  if (marker === '+') return { presence: 'required', rest };
  if (marker === '-') return { presence: 'prohibited', rest };
  return { presence: 'optional', rest };
}

function readField(text: string, knownFields: readonly string[]): { fields?: string[]; rest: string } {
  const match = FIELD_PREFIX.exec(text);
  if (!match) return { rest: text };
  const name = (match[1] ?? '').toLowerCase();
  const fieldName = knownFields.find((field) => field.toLowerCase() === name);
  // An unknown field is plain text: `foo:bar` searches for "foo" and "bar".
  return fieldName ? { fields: [fieldName], rest: match[2] ?? '' } : { rest: text };
}

/** Parses one whitespace-separated word into zero or more clauses. */
function parseWord(word: string, knownFields: readonly string[]): Omit<QueryClause, 'typing'>[] {
  const { presence, rest: afterPresence } = readPresence(word);
  const { fields, rest: afterField } = readField(afterPresence, knownFields);
  const [text = '', ...suffixes] = afterField.split(/(?=[~^])/);
  const startsWithModifier = /^[~^]/.test(afterField);
  const { editDistance, boost } = readModifiers(startsWithModifier ? [text, ...suffixes] : suffixes);
  const termText = startsWithModifier ? '' : text;

  return termText
    .split(TERM_SEPARATOR)
    .map(normaliseTerm)
    .filter((term) => term.length > 0)
    .map((term) => ({
      term,
      ...(fields ? { fields } : {}),
      presence,
      editDistance: term.length > editDistance && term.length <= MAX_FUZZY_TERM_LENGTH ? editDistance : 0,
      boost,
    }));
}

/**
 * Parses what the user typed. `knownFields` are the index's field names (`title`, `content`, `tags`).
 * Never throws; returns no clauses when nothing in the input is searchable.
 */
export function parseQuery(input: string, knownFields: readonly string[]): ParsedQuery {
  const text = input.slice(0, MAX_QUERY_LENGTH);
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  const stillTyping = text.length > 0 && !/\s$/.test(text);

  const clauses: QueryClause[] = [];
  words.forEach((word, wordIndex) => {
    const isLastWord = wordIndex === words.length - 1;
    const wordClauses = parseWord(word, knownFields);
    wordClauses.forEach((clause, clauseIndex) => {
      const typing = stillTyping && isLastWord && clauseIndex === wordClauses.length - 1;
      clauses.push({ ...clause, typing });
    });
  });

  const limited = clauses.slice(0, MAX_CLAUSES);
  const highlightTerms = [
    ...new Set(limited.filter((clause) => clause.presence !== 'prohibited').map((clause) => clause.term)),
  ];
  return { clauses: limited, highlightTerms };
}
