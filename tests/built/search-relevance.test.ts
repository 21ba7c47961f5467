import { describe, expect, it } from 'vitest';

import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';
import { relevanceFigures, relevanceReport, relevanceRows } from './searchRelevance';
import { holdoutSearchQueries } from '../search-queries-holdout';
import { outsideSearchQueries } from '../search-queries-outside';

/** Share of queries whose expected page must come first, and must be in the top 3. */
const FIRST_SHARE = 0.9;
const TOP3_SHARE = 1;

describe('search relevance over the built index (tests/search-queries.ts)', () => {
  const rows = relevanceRows(loadBuiltIndexes(), builtSearchSettings);
  const report = relevanceReport(rows);
  const figures = relevanceFigures(rows);

  it('has a relevance set worth the name: 80+ queries, 25+ of one word', () => {
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(rows.filter((row) => !/\s/.test(row.query.trim())).length).toBeGreaterThanOrEqual(25);
  });

  it('puts exact titles and symbol names first', () => {
    expect(
      rows.filter((row) => row.exact && row.rank !== 1).map((row) => row.query),
      report,
    ).toEqual([]);
  });

  it(`puts the expected page first for ${FIRST_SHARE * 100}% of the queries`, () => {
    expect(figures.first, report).toBeGreaterThanOrEqual(FIRST_SHARE);
  });

  it(`puts the expected page in the top 3 for ${TOP3_SHARE * 100}% of the queries`, () => {
    expect(figures.top3, report).toBeGreaterThanOrEqual(TOP3_SHARE);
  });
});

/**
 * The sets written from the outside are held to what the search reaches today, so that a change
 * cannot make either worse; the goal is the hand-written set's 90 % and 100 %. The first set:
 * 84.5 % first and 94.5 % in the top 3 on 2026-11-28 (80.9 % and 90.9 % before page keywords and
 * spellings). The second, written on 2026-11-28 by a reader who had seen neither the ranking code nor
 * the other sets: 90.0 % and 98.2 %.
 */
const OUTSIDE_SETS = [
  { file: 'tests/search-queries-outside.ts', queries: outsideSearchQueries, first: 0.845, top3: 0.945 },
  { file: 'tests/search-queries-holdout.ts', queries: holdoutSearchQueries, first: 0.9, top3: 0.98 },
];

describe.each(OUTSIDE_SETS)(
  'search relevance on the set written from the outside ($file)',
  ({ queries, first, top3 }) => {
    const rows = relevanceRows(loadBuiltIndexes(), builtSearchSettings, queries);
    const report = relevanceReport(rows);
    const figures = relevanceFigures(rows);

    it('has 100+ queries', () => {
      expect(rows.length).toBeGreaterThanOrEqual(100);
    });

    it(`puts the expected page first for ${first * 100}% of the queries`, () => {
      expect(figures.first, report).toBeGreaterThanOrEqual(first);
    });

    it(`puts the expected page in the top 3 for ${top3 * 100}% of the queries`, () => {
      expect(figures.top3, report).toBeGreaterThanOrEqual(top3);
    });
  },
);
