import { describe, expect, it } from 'vitest';

import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';
import { relevanceFigures, relevanceReport, relevanceRows } from './searchRelevance';
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
 * The set written from the outside is held to what the search reaches today (2026-11-26: 83.6 %
 * first, 95.0 % in the top 3, from 80.9 % and 90.9 % before page keywords and spellings), so that a
 * change cannot make it worse; the goal is the hand-written set's 90 % and 100 %.
 */
const OUTSIDE_FIRST_SHARE = 0.83;
const OUTSIDE_TOP3_SHARE = 0.945;

describe('search relevance on the set written from the outside (tests/search-queries-outside.ts)', () => {
  const rows = relevanceRows(loadBuiltIndexes(), builtSearchSettings, outsideSearchQueries);
  const report = relevanceReport(rows);
  const figures = relevanceFigures(rows);

  it('has 100+ queries', () => {
    expect(rows.length).toBeGreaterThanOrEqual(100);
  });

  it(`puts the expected page first for ${OUTSIDE_FIRST_SHARE * 100}% of the queries`, () => {
    expect(figures.first, report).toBeGreaterThanOrEqual(OUTSIDE_FIRST_SHARE);
  });

  it(`puts the expected page in the top 3 for ${OUTSIDE_TOP3_SHARE * 100}% of the queries`, () => {
    expect(figures.top3, report).toBeGreaterThanOrEqual(OUTSIDE_TOP3_SHARE);
  });
});
