import { search } from '../../src/search/search';
import type { LoadedIndex, SearchSettings } from '../../src/search/types';
import { searchQueries, type SearchQueryExpectation } from '../search-queries';
import { holdoutSearchQueries } from '../search-queries-holdout';
import { outsideSearchQueries } from '../search-queries-outside';

/** The relevance sets the benchmark reports, ours and Pagefind's, in this order. */
export const RELEVANCE_SETS: readonly { name: string; queries: readonly SearchQueryExpectation[] }[] = [
  { name: 'tests/search-queries.ts', queries: searchQueries },
  { name: 'tests/search-queries-outside.ts (written from the outside)', queries: outsideSearchQueries },
  {
    name: 'tests/search-queries-holdout.ts (written from the outside, a second set)',
    queries: holdoutSearchQueries,
  },
];

/** One query of the relevance set, answered: the pages found in order, and the expected page's rank (0: absent). */
export interface RelevanceRow extends SearchQueryExpectation {
  got: string[];
  rank: number;
}

const pageOf = (route: string) => route.split('#')[0] ?? '';

/** Answers each query of a set (the hand-written set of tests/search-queries.ts unless given). */
export function relevanceRows(
  indexes: readonly LoadedIndex[],
  settings: SearchSettings,
  queries: readonly SearchQueryExpectation[] = searchQueries,
): RelevanceRow[] {
  return queries.map((expectation) => {
    const got = search(indexes, expectation.query, settings).map((result) => pageOf(result.document.sectionRoute));
    return { ...expectation, exact: expectation.exact ?? false, got, rank: got.indexOf(expectation.page) + 1 };
  });
}

/** Shares of the queries with the expected page first, and in the top 3. */
export function relevanceFigures(rows: readonly RelevanceRow[]): { first: number; top3: number; count: number } {
  const first = rows.filter((row) => row.rank === 1).length / rows.length;
  const top3 = rows.filter((row) => row.rank >= 1 && row.rank <= 3).length / rows.length;
  return { first, top3, count: rows.length };
}

/** One line per query: its rank, and what came first when the expected page did not. */
export function relevanceReport(rows: readonly RelevanceRow[]): string {
  return rows
    .map(({ query, page, rank, got }) =>
      rank === 1 ? `  1  ${query}` : `  ${rank || '-'}  ${query} → expected ${page}, got ${got.slice(0, 3).join(', ')}`,
    )
    .join('\n');
}
