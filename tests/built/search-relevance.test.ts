import { describe, expect, it } from 'vitest';

import { search } from '../../src/search/search';
import { searchQueries } from '../search-queries';
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';

/** Share of queries whose expected page must come first. */
const FIRST_SHARE = 0.9;

const pageOf = (route: string) => route.split('#')[0] ?? '';

describe('search relevance over the built index (tests/search-queries.ts)', () => {
  const indexes = loadBuiltIndexes();
  const rows = searchQueries.map(({ query, page, exact = false }) => {
    const got = search(indexes, query, builtSearchSettings).map((result) => pageOf(result.document.sectionRoute));
    return { query, page, exact, got, rank: got.indexOf(page) + 1 };
  });
  const report = rows
    .map(({ query, page, rank, got }) =>
      rank === 1 ? `  1  ${query}` : `  ${rank || '-'}  ${query} → expected ${page}, got ${got.slice(0, 3).join(', ')}`,
    )
    .join('\n');

  it('has a relevance set worth the name', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it('puts the expected page in the top 3 for every query', () => {
    expect(
      rows.filter((row) => row.rank < 1 || row.rank > 3).map((row) => row.query),
      report,
    ).toEqual([]);
  });

  it('puts exact titles and symbol names first', () => {
    expect(
      rows.filter((row) => row.exact && row.rank !== 1).map((row) => row.query),
      report,
    ).toEqual([]);
  });

  it(`puts the expected page first for ${FIRST_SHARE * 100}% of the queries`, () => {
    const first = rows.filter((row) => row.rank === 1).length;
    expect(first / rows.length, report).toBeGreaterThanOrEqual(FIRST_SHARE);
  });
});
