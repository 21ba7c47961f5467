import { describe, expect, it } from 'vitest';

import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';
import { RELEVANCE_SETS, relevanceFigures, relevanceReport, relevanceRows } from './searchRelevance';

const indexes = loadBuiltIndexes();
const [handWritten, ...outside] = RELEVANCE_SETS;
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

function answered(set: (typeof RELEVANCE_SETS)[number]) {
  const rows = relevanceRows(indexes, builtSearchSettings, set.queries);
  return { rows, report: relevanceReport(rows), figures: relevanceFigures(rows) };
}

describe.each(RELEVANCE_SETS)('search relevance over the built index, $label set', (set) => {
  const { report, figures } = answered(set);

  it(`puts the expected page of ${set.file} first for ${percent(set.floor.first)} of its queries`, () => {
    expect(figures.first, report).toBeGreaterThanOrEqual(set.floor.first);
  });

  it(`puts the expected page of ${set.file} in the top 3 for ${percent(set.floor.top3)} of its queries`, () => {
    expect(figures.top3, report).toBeGreaterThanOrEqual(set.floor.top3);
  });
});

describe('the relevance sets', () => {
  it('has a hand-written set worth the name: 80+ queries, 25+ of one word, and the outside sets 100+ each', () => {
    const { rows } = answered(handWritten!);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(rows.filter((row) => !/\s/.test(row.query.trim())).length).toBeGreaterThanOrEqual(25);
    for (const set of outside) expect(set.queries.length, set.file).toBeGreaterThanOrEqual(100);
  });

  it('puts exact titles and symbol names of the hand-written set first', () => {
    const { rows, report } = answered(handWritten!);
    expect(
      rows.filter((row) => row.exact && row.rank !== 1).map((row) => row.query),
      report,
    ).toEqual([]);
  });
});
